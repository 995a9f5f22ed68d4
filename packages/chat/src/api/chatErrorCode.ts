import { toApiErrorData } from '@atelier/core';

/**
 * What the chat tells apart when a model call fails: the gateway client's codes (core) plus
 * chat's own readings of an upstream's answer (INVALID_API_KEY, MODEL_NOT_SUPPORTED,
 * GPT4_DISABLED). Messages keep one of these with their error.
 */
export const CHAT_ERROR_CODES = [
  'AUTH_REQUIRED',
  'INVALID_API_KEY',
  'NETWORK_ERROR',
  'TIMEOUT',
  'RATE_LIMITED',
  'UPSTREAM_ERROR',
  'NO_UPSTREAM',
  'MODEL_NOT_SUPPORTED',
  'GPT4_DISABLED',
  'ABORTED',
  // Not a service's answer at all (an unexpected exception): the spec's 'General error occurred'.
  'UNKNOWN',
] as const;

/** One of `CHAT_ERROR_CODES`. */
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** Names that conversations saved (or exported) before the gateway client carry. */
const LEGACY: Record<string, ChatErrorCode> = { NETWORK: 'NETWORK_ERROR', UPSTREAM: 'UPSTREAM_ERROR', UPSTREAM_NOT_CONFIGURED: 'NO_UPSTREAM' };

/** Whether `value` is a code in today's names (older saved names are not: see `chatErrorCodeOf`). */
export function isChatErrorCode(value: unknown): value is ChatErrorCode {
  return typeof value === 'string' && (CHAT_ERROR_CODES as readonly string[]).includes(value);
}

/** A stored code in today's names (older saves included); null for anything else. */
export function chatErrorCodeOf(value: unknown): ChatErrorCode | null {
  if (isChatErrorCode(value)) return value;
  return typeof value === 'string' ? (LEGACY[value] ?? null) : null;
}

/** The chat's code for any failure; our server's other codes are UPSTREAM_ERROR, a thrown non-API error UNKNOWN. */
export function toChatErrorCode(error: unknown): ChatErrorCode {
  return chatErrorCodeOf(toApiErrorData(error).code) ?? 'UPSTREAM_ERROR';
}
