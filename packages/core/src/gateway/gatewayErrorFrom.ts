import { API_ERROR_CODES } from '../contracts/errorCodes';
import { ApiRequestError } from '../errors/AtelierError';

/**
 * Codes the gateway client itself gives a failed AI call (besides the client's NETWORK_ERROR,
 * TIMEOUT and ABORTED and our server's own codes); core words them in every language.
 */
export const GATEWAY_CLIENT_ERROR_CODES = [
  /** Our server answered 423 / `token_check`: the access password is missing or wrong. */
  'AUTH_REQUIRED',
  /** The service called failed for its own reasons; `status` is its status, `msg` its words. */
  'UPSTREAM_ERROR',
  /** A JSON API answered something else (an HTML page: the address is probably wrong). */
  'NOT_JSON',
] as const;

/** One of `GATEWAY_CLIENT_ERROR_CODES`. */
export type GatewayClientErrorCode = (typeof GATEWAY_CLIENT_ERROR_CODES)[number];

/** A non-2xx answer of an AI service, as the gateway client read it. */
export interface FailedAnswer {
  /** The HTTP status (not 2xx). */
  status: number;
  /** The body as text ('' when unreadable). */
  text: string;
  /** Whether the address called is our own server (only it asks for the access password). */
  ours: boolean;
  /** The `Retry-After` header, if any. */
  retryAfter?: string | null;
}

const OUR_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: text.trim() === '' ? null : (JSON.parse(text) as unknown) };
  } catch {
    return { ok: false };
  }
}

/**
 * The service's own words for a failure: OpenAI's `{error:{message}}` or `{error:"…"}`, our
 * `{code, msg}`, midjourney-proxy's `description`, else the start of the body. Developer text:
 * views show it as a detail at most, never inside a translated sentence.
 */
export function upstreamMessage(body: unknown, text: string, status: number): string {
  if (isRecord(body)) {
    const { error } = body;
    if (isRecord(error) && typeof error['message'] === 'string') return error['message'];
    for (const key of ['error', 'msg', 'message', 'description']) {
      const value = body[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return text.trim().slice(0, 300) || `HTTP ${status}`;
}

function retryAfterSeconds(body: Record<string, unknown> | null, header: string | null | undefined): number | null {
  const details = body?.['details'];
  if (isRecord(details) && typeof details['retry_after_s'] === 'number') return details['retry_after_s'];
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * The one reading of a failed AI call, for chat and drawing alike: 423 / `token_check` is
 * AUTH_REQUIRED only from our own server (anyone else's 423 is their own failure); 503
 * NO_UPSTREAM (or the older UPSTREAM_NOT_CONFIGURED) means no service is set up; 429 is
 * RATE_LIMITED; our server's other codes pass through; anything else is UPSTREAM_ERROR with the
 * upstream's status.
 */
export function gatewayErrorFrom({ status, text, ours, retryAfter }: FailedAnswer): ApiRequestError {
  const parsed = parseJson(text);
  const body = parsed.ok && isRecord(parsed.value) ? parsed.value : null;
  const code = typeof body?.['code'] === 'string' ? body['code'] : undefined;
  const msg = upstreamMessage(parsed.ok ? parsed.value : null, text, status);
  const details = isRecord(body?.['details']) ? (body['details'] as Record<string, unknown>) : undefined;
  if (ours && (status === 423 || code === 'token_check')) return new ApiRequestError('AUTH_REQUIRED', msg, status);
  if (status === 503 && (code === 'NO_UPSTREAM' || code === 'UPSTREAM_NOT_CONFIGURED')) return new ApiRequestError('NO_UPSTREAM', msg, status);
  if (status === 429) {
    const seconds = retryAfterSeconds(body, retryAfter);
    return new ApiRequestError('RATE_LIMITED', msg, status, seconds === null ? undefined : { retry_after_s: seconds });
  }
  if (ours && code !== undefined && OUR_CODES.has(code)) return new ApiRequestError(code, msg, status, details);
  return new ApiRequestError('UPSTREAM_ERROR', msg, status);
}
