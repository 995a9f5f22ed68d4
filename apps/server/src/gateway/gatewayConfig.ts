/** AI gateway settings from the environment (README, "AI services"). */
export interface GatewayConfig {
  /** Access passwords (AUTH_SECRET_KEY, comma-separated); empty = no password needed. */
  accessKeys: string[];
  /** Failed verifications per IP before a lock (AUTH_SECRET_ERROR_COUNT). */
  maxFailures: number;
  /** Lock duration in minutes (AUTH_SECRET_ERROR_TIME). */
  lockMinutes: number;
  /** OPENAI_API_BASE_URL as given; null when unset (then https://api.openai.com, if a key is known). */
  openaiBaseUrl: string | null;
  /** OPENAI_API_KEY. Secret: never part of a response. */
  openaiApiKey: string | null;
  /** MJ_SERVER, the midjourney-proxy origin. */
  mjServer: string | null;
  /** MJ_API_SECRET. Secret: never part of a response. */
  mjApiSecret: string | null;
  /** Time to the upstream's response headers, and the longest silence inside a body (OPENAI_TIMEOUT_MS). */
  timeoutMs: number;
  /** Largest request body relayed upstream (GATEWAY_BODY_LIMIT_BYTES). */
  bodyLimitBytes: number;
  /** Proxied requests per minute per client IP (GATEWAY_RATE_LIMIT). */
  rateLimitPerMinute: number;
  /** HTTPS_PROXY (http://…) or SOCKS_PROXY (socks5://…) for upstream connections. */
  outboundProxy: string | null;
  /** Largest attachment for POST /openapi/v1/upload (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /** Bytes of unexpired attachments one account (or, with the password only, one IP) may keep (ATTACHMENT_QUOTA_BYTES). */
  attachmentQuotaBytes: number;
  /** Days an attachment is kept before the sweep deletes it (ATTACHMENT_TTL_DAYS). */
  attachmentTtlDays: number;
  /** GPTS_FILE: a JSON catalogue replacing the bundled one. */
  gptsFile: string | null;
  defaultModel: string;
  customModels: string;
  visionModel: string;
  disableGpt4: boolean;
  uploadImageMaxBytes: number;
  gptsUrl: string;
  theme: string;
  version: string;
}

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com';

/** A typo in a limit must stop the start, not quietly become the default. */
function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function text(raw: string | undefined): string | null {
  return raw?.trim() || null;
}

/** A misspelt upstream must stop the start, not turn into 502s at the first chat. */
function upstreamUrl(name: string, raw: string | undefined, protocols: string[]): string | null {
  const value = text(raw);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  if (!protocols.includes(url.protocol)) throw new Error(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${value}"`);
  if (url.search || url.hash) throw new Error(`${name} must not carry a query or fragment, got "${value}"`);
  return value;
}

export function readGatewayConfig(env: NodeJS.ProcessEnv, version: string): GatewayConfig {
  const list = (env['AUTH_SECRET_KEY'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const web = ['http:', 'https:'];
  return {
    accessKeys: list,
    maxFailures: positiveInt('AUTH_SECRET_ERROR_COUNT', env['AUTH_SECRET_ERROR_COUNT'], 5),
    lockMinutes: positiveInt('AUTH_SECRET_ERROR_TIME', env['AUTH_SECRET_ERROR_TIME'], 10),
    openaiBaseUrl: upstreamUrl('OPENAI_API_BASE_URL', env['OPENAI_API_BASE_URL'], web),
    openaiApiKey: text(env['OPENAI_API_KEY']),
    mjServer: upstreamUrl('MJ_SERVER', env['MJ_SERVER'], web),
    mjApiSecret: text(env['MJ_API_SECRET']),
    timeoutMs: positiveInt('OPENAI_TIMEOUT_MS', env['OPENAI_TIMEOUT_MS'], 120_000),
    bodyLimitBytes: positiveInt('GATEWAY_BODY_LIMIT_BYTES', env['GATEWAY_BODY_LIMIT_BYTES'], 25 * 1024 * 1024),
    rateLimitPerMinute: positiveInt('GATEWAY_RATE_LIMIT', env['GATEWAY_RATE_LIMIT'], 600),
    outboundProxy:
      upstreamUrl('HTTPS_PROXY', env['HTTPS_PROXY'], web) ?? upstreamUrl('SOCKS_PROXY', env['SOCKS_PROXY'], ['socks5:', 'socks:']),
    uploadMaxBytes: positiveInt('UPLOAD_MAX_BYTES', env['UPLOAD_MAX_BYTES'], 20 * 1024 * 1024),
    attachmentQuotaBytes: positiveInt('ATTACHMENT_QUOTA_BYTES', env['ATTACHMENT_QUOTA_BYTES'], 200 * 1024 * 1024),
    attachmentTtlDays: positiveInt('ATTACHMENT_TTL_DAYS', env['ATTACHMENT_TTL_DAYS'], 30),
    gptsFile: text(env['GPTS_FILE']),
    defaultModel: text(env['OPENAI_API_MODEL']) ?? 'gpt-4o-mini',
    customModels: env['CUSTOM_MODELS']?.trim() ?? '',
    visionModel: text(env['VISION_MODEL']) ?? 'gpt-4o',
    disableGpt4: env['DISABLE_GPT4'] === 'true',
    uploadImageMaxBytes: positiveInt('UPLOAD_IMG_SIZE_BYTES', env['UPLOAD_IMG_SIZE_BYTES'], 1024 * 1024),
    // The directory this server serves itself, unless GPTS_URL points elsewhere.
    gptsUrl: text(env['GPTS_URL']) ?? '/api/gpts',
    theme: text(env['SYS_THEME']) ?? 'light',
    version,
  };
}

/** Whether chat works without the user's own key: a base URL (e.g. a keyless Ollama) or a key for OpenAI. */
export function openaiConfigured(config: GatewayConfig): boolean {
  return config.openaiBaseUrl !== null || config.openaiApiKey !== null;
}
