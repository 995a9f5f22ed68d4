import { AtelierError, isAtelierError } from '@atelier/core';

export const DRAW_ERROR_CODES = [
  /** 423 token_check: the access password is missing or wrong. */
  'AUTH_REQUIRED',
  /** 401 from midjourney-proxy: the `mj-api-secret` is wrong. */
  'INVALID_SECRET',
  /** The server has no midjourney-proxy / OpenAI upstream configured. */
  'NOT_CONFIGURED',
  /** The drawing address answered HTML (or other non-JSON): a configuration problem. */
  'NOT_JSON',
  'NETWORK',
  'HTTP',
  /** The task id is unknown to the server. */
  'TASK_NOT_FOUND',
  'ABORTED',
] as const;

export type DrawErrorCode = (typeof DRAW_ERROR_CODES)[number];

/** A failed call to midjourney-proxy or the images API; `code` is what the UI translates. */
export class DrawApiError extends AtelierError {
  constructor(
    override readonly code: DrawErrorCode,
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
    this.name = 'DrawApiError';
  }
}

export function toDrawErrorCode(error: unknown): DrawErrorCode {
  if (isAtelierError(error) && (DRAW_ERROR_CODES as readonly string[]).includes(error.code)) return error.code as DrawErrorCode;
  if (error instanceof DOMException && error.name === 'AbortError') return 'ABORTED';
  if (error instanceof TypeError) return 'NETWORK';
  return 'HTTP';
}
