/** AI gateway settings from the environment (README, "AI services"). */
export interface GatewayConfig {
  /** Access passwords (AUTH_SECRET_KEY, comma-separated); empty = no password needed. */
  accessKeys: string[];
  /** Failed verifications per IP before a lock (AUTH_SECRET_ERROR_COUNT). */
  maxFailures: number;
  /** Lock duration in minutes (AUTH_SECRET_ERROR_TIME). */
  lockMinutes: number;
  openaiBaseUrl: string | null;
  openaiKeyConfigured: boolean;
  mjServerConfigured: boolean;
  defaultModel: string;
  customModels: string;
  visionModel: string;
  disableGpt4: boolean;
  uploadImageMaxBytes: number;
  gptsUrl: string;
  theme: string;
  version: string;
}

function positiveInt(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readGatewayConfig(env: NodeJS.ProcessEnv, version: string): GatewayConfig {
  const list = (env['AUTH_SECRET_KEY'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    accessKeys: list,
    maxFailures: positiveInt(env['AUTH_SECRET_ERROR_COUNT'], 5),
    lockMinutes: positiveInt(env['AUTH_SECRET_ERROR_TIME'], 10),
    openaiBaseUrl: env['OPENAI_API_BASE_URL']?.trim() || null,
    openaiKeyConfigured: Boolean(env['OPENAI_API_KEY']?.trim()),
    mjServerConfigured: Boolean(env['MJ_SERVER']?.trim()),
    defaultModel: env['OPENAI_API_MODEL']?.trim() || 'gpt-4o-mini',
    customModels: env['CUSTOM_MODELS']?.trim() ?? '',
    visionModel: env['VISION_MODEL']?.trim() || 'gpt-4o',
    disableGpt4: env['DISABLE_GPT4'] === 'true',
    uploadImageMaxBytes: positiveInt(env['UPLOAD_IMG_SIZE_BYTES'], 1024 * 1024),
    gptsUrl: env['GPTS_URL']?.trim() ?? '',
    theme: env['SYS_THEME']?.trim() || 'light',
    version,
  };
}
