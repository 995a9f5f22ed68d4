import { isIP } from 'node:net';
import path from 'node:path';
import { type GatewayConfig, readGatewayConfig } from './gateway/gatewayConfig';
import { type HostName, parseHostName } from './http/hostName';
import type { S3Config } from './infra/storage/S3Storage';
import type { MetadataLimits } from './infra/metadata/metadataPool';
import type { PublicLibraryAccess } from './contracts';

export interface WechatConfig {
  appId: string | null;
  secret: string | null;
  apiBase: string;
}

/** How long slow clients are waited for (slowloris); see http/bodyWatchdog.ts. */
export interface TimeoutConfig {
  /** The request line and headers, from the first byte (HEADERS_TIMEOUT_MS). */
  headersMs: number;
  /** An ordinary request's body, from its head on (REQUEST_TIMEOUT_MS). */
  requestMs: number;
  /** Silence on a connection in the middle of a request or an answer (IDLE_TIMEOUT_MS); longer than OPENAI_TIMEOUT_MS. */
  idleMs: number;
  /** A kept-alive connection between requests (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveMs: number;
  /** Upload bodies (tus, book upload, relayed calls) must keep coming at this rate (UPLOAD_MIN_BYTES_PER_S)… */
  uploadMinBytesPerSecond: number;
  /** …measured over windows this long. */
  uploadRateWindowMs: number;
}

/** Where password reset codes are sent from (SMTP_URL, SMTP_FROM); see infra/mailer. */
export interface SmtpConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  /** The From header, e.g. `Atelier <no-reply@example.com>`. */
  from: string;
}

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  /** Built demo to serve with an SPA fallback; absent when it has not been built. */
  staticDir: string | null;
  logLevel: string;
  /** `postgres://…` for a PostgreSQL server; null for embedded PGlite under `<dataDir>/db`. */
  databaseUrl: string | null;
  /** HMAC key for access tokens; null: generated once and kept under `<dataDir>/secrets`. */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  adminUsers: string[];
  wechat: WechatConfig;
  maxFileBytes: number;
  /** Origin used in QR codes (e.g. https://books.example.com); null: the request's own, if trusted. */
  publicUrl: string | null;
  /** Hosts whose requests get links to their own origin when publicUrl is null; empty: the defaults of `linkOrigin`. */
  trustedHosts: HostName[];
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, CIDRs, or `loopback`/`uniquelocal`…), or
   * true for any; false: the client is the connection's own address. Per-address limits need it
   * behind a reverse proxy, where every request would otherwise come from the proxy.
   */
  trustProxy: boolean | string[];
  /** Per minute: failed logins per (client address, user name), 5× that per address; registrations and failed refreshes per address. */
  authRateLimitPerMinute: number;
  uploadExpiryHours: number;
  /** Who may browse the public library (PUBLIC_LIBRARY); public books open by their address whatever it says. */
  publicLibrary: PublicLibraryAccess;
  /** The AI gateway (DESIGN §5). */
  gateway: GatewayConfig;
  timeouts: TimeoutConfig;
  /** Book files in an S3-compatible bucket when S3_BUCKET is set; otherwise under `<dataDir>/files`. */
  s3: S3Config | null;
  /** Per-file limits of metadata extraction (worker threads); a file over one gets no metadata. */
  metadata: MetadataLimits;
  /** Password reset codes by e-mail when set; otherwise users ask an administrator. */
  smtp: SmtpConfig | null;
  /** Bytes of chats, drawings and settings one account may keep for its devices to sync (SYNC_QUOTA_BYTES). */
  syncQuotaBytes: number;
  /** Largest finished drawing's image the server copies from a proxy (DRAW_IMAGE_MAX_BYTES). */
  drawImageMaxBytes: number;
  /** Bytes of kept drawing images one account may hold (DRAW_IMAGE_QUOTA_BYTES). */
  drawImageQuotaBytes: number;
}

function parseInteger(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (/^(1|true|yes)$/i.test(raw.trim())) return true;
  if (/^(0|false|no)$/i.test(raw.trim())) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function parseHosts(name: string, raw: string | undefined): HostName[] {
  const entries = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return entries.map((entry) => {
    const host = parseHostName(entry);
    if (!host) throw new Error(`${name} must list host or host:port names separated by commas, got "${entry}"`);
    return host;
  });
}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(raw: string | undefined): boolean | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || /^(0|false|no)$/i.test(value)) return false;
  if (/^(1|true|yes)$/i.test(value)) return true;
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!PROXY_RANGES.has(entry) && (family === 0 || !validBits || extra !== undefined)) {
      throw new Error(`TRUST_PROXY must be true, false or a comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal, got "${entry}"`);
    }
  }
  return entries;
}

const PUBLIC_LIBRARY_ACCESS: readonly PublicLibraryAccess[] = ['anyone', 'signed-in', 'off'];

function parsePublicLibrary(raw: string | undefined): PublicLibraryAccess {
  const value = orNull(raw)?.toLowerCase() ?? 'signed-in';
  const access = PUBLIC_LIBRARY_ACCESS.find((a) => a === value);
  if (!access) throw new Error(`PUBLIC_LIBRARY must be anyone, signed-in or off, got "${raw}"`);
  return access;
}

function orNull(raw: string | undefined): string | null {
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  const gateway = readGatewayConfig(env, env['npm_package_version'] ?? '0.1.0');
  return {
    host: env['HOST'] || '127.0.0.1',
    port: parseInteger('PORT', env['PORT'], 8787, 0, 65535),
    dataDir: path.resolve(cwd, env['DATA_DIR'] || 'data'),
    staticDir: env['STATIC_DIR'] ? path.resolve(cwd, env['STATIC_DIR']) : null,
    logLevel: env['LOG_LEVEL'] || 'info',
    databaseUrl: orNull(env['DATABASE_URL']),
    jwtSecret: orNull(env['JWT_SECRET']),
    accessTokenTtlSeconds: 3600,
    refreshTokenTtlDays: 30,
    adminUsers: (env['ADMIN_USERS'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    wechat: {
      appId: orNull(env['WX_APPID']),
      secret: orNull(env['WX_SECRET']),
      apiBase: (orNull(env['WX_API_BASE']) ?? 'https://api.weixin.qq.com').replace(/\/+$/, ''),
    },
    maxFileBytes: parseInteger('MAX_FILE_BYTES', env['MAX_FILE_BYTES'], 2 * 1024 ** 3, 1, Number.MAX_SAFE_INTEGER),
    publicUrl: orNull(env['PUBLIC_URL'])?.replace(/\/+$/, '') ?? null,
    trustedHosts: parseHosts('TRUSTED_HOSTS', env['TRUSTED_HOSTS']),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    authRateLimitPerMinute: parseInteger('AUTH_RATE_LIMIT', env['AUTH_RATE_LIMIT'], 20, 1, 1_000_000),
    uploadExpiryHours: 24,
    publicLibrary: parsePublicLibrary(env['PUBLIC_LIBRARY']),
    gateway,
    timeouts: readTimeouts(env, gateway.timeoutMs),
    s3: readS3Config(env),
    metadata: {
      timeoutMs: parseInteger('METADATA_TIMEOUT_MS', env['METADATA_TIMEOUT_MS'], 5000, 100, 600_000),
      memoryMb: parseInteger('METADATA_MEMORY_MB', env['METADATA_MEMORY_MB'], 128, 16, 16_384),
    },
    smtp: readSmtpConfig(env),
    syncQuotaBytes: parseInteger('SYNC_QUOTA_BYTES', env['SYNC_QUOTA_BYTES'], 256 * 1024 ** 2, 1, Number.MAX_SAFE_INTEGER),
    drawImageMaxBytes: parseInteger('DRAW_IMAGE_MAX_BYTES', env['DRAW_IMAGE_MAX_BYTES'], 20 * 1024 ** 2, 1, Number.MAX_SAFE_INTEGER),
    drawImageQuotaBytes: parseInteger('DRAW_IMAGE_QUOTA_BYTES', env['DRAW_IMAGE_QUOTA_BYTES'], 1024 ** 3, 1, Number.MAX_SAFE_INTEGER),
  };
}

function readSmtpConfig(env: NodeJS.ProcessEnv): SmtpConfig | null {
  const url = orNull(env['SMTP_URL']);
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:pass@mail.example.com:587');
  }
  // The URL is not echoed: it usually carries the mail account's password.
  if (!['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:pass@mail.example.com:587');
  }
  return { url, from: orNull(env['SMTP_FROM']) ?? `Atelier <no-reply@${parsed.hostname}>` };
}

function readTimeouts(env: NodeJS.ProcessEnv, upstreamTimeoutMs: number): TimeoutConfig {
  const hour = 3_600_000;
  // A chat reply may be silent for OPENAI_TIMEOUT_MS while the model thinks; the connection must outlast that.
  const idleMs = parseInteger('IDLE_TIMEOUT_MS', env['IDLE_TIMEOUT_MS'], upstreamTimeoutMs + 30_000, 1000, 24 * hour);
  if (idleMs <= upstreamTimeoutMs) {
    throw new Error(`IDLE_TIMEOUT_MS (${idleMs}) must be longer than OPENAI_TIMEOUT_MS (${upstreamTimeoutMs}), or silent chat replies would be cut`);
  }
  return {
    headersMs: parseInteger('HEADERS_TIMEOUT_MS', env['HEADERS_TIMEOUT_MS'], 30_000, 1000, hour),
    requestMs: parseInteger('REQUEST_TIMEOUT_MS', env['REQUEST_TIMEOUT_MS'], 60_000, 1000, hour),
    idleMs,
    keepAliveMs: parseInteger('KEEP_ALIVE_TIMEOUT_MS', env['KEEP_ALIVE_TIMEOUT_MS'], 72_000, 1000, hour),
    uploadMinBytesPerSecond: parseInteger('UPLOAD_MIN_BYTES_PER_S', env['UPLOAD_MIN_BYTES_PER_S'], 1024, 1, 1024 ** 3),
    uploadRateWindowMs: 10_000,
  };
}

function readS3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = orNull(env['S3_BUCKET']);
  if (!bucket) return null;
  const endpoint = orNull(env['S3_ENDPOINT'])?.replace(/\/+$/, '') ?? null;
  return {
    bucket,
    region: orNull(env['S3_REGION']) ?? 'us-east-1',
    endpoint,
    // Most S3-compatible servers (MinIO, s3rver, …) only route path-style requests.
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env['S3_FORCE_PATH_STYLE'], endpoint !== null),
    accessKeyId: orNull(env['S3_ACCESS_KEY_ID']),
    secretAccessKey: orNull(env['S3_SECRET_ACCESS_KEY']),
  };
}
