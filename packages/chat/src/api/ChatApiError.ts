import { AtelierError, isAtelierError } from '@atelier/core';

export const CHAT_ERROR_CODES = [
  'AUTH_REQUIRED',
  'INVALID_API_KEY',
  'NETWORK',
  'UPSTREAM',
  'UPSTREAM_NOT_CONFIGURED',
  'MODEL_NOT_SUPPORTED',
  'GPT4_DISABLED',
  'ABORTED',
] as const;

export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** A failed model call; `code` is what the UI translates, `message` the upstream's words. */
export class ChatApiError extends AtelierError {
  constructor(
    override readonly code: ChatErrorCode,
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
    this.name = 'ChatApiError';
  }
}

export function isChatErrorCode(value: unknown): value is ChatErrorCode {
  return typeof value === 'string' && (CHAT_ERROR_CODES as readonly string[]).includes(value);
}

export function toChatErrorCode(error: unknown): ChatErrorCode {
  if (isAtelierError(error) && isChatErrorCode(error.code)) return error.code;
  if (error instanceof DOMException && error.name === 'AbortError') return 'ABORTED';
  if (error instanceof TypeError) return 'NETWORK';
  return 'UPSTREAM';
}
