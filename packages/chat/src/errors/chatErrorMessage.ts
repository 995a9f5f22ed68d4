import type { TranslateFn } from '@atelier/core';
import { chatErrorCodeOf, toChatErrorCode } from '../api/chatErrorCode';
import type { ChatMessages } from '../i18n/chatNamespace';

type Words = keyof ChatMessages['errors'];

/** Chat's words per code; everything else (upstream failures, rate limits, our server's other codes) reads UPSTREAM. An
 * unexpected exception (UNKNOWN) reads 'General error occurred', its text never shown: it is no service's words. */
const WORDS: Partial<Record<string, Words>> = {
  AUTH_REQUIRED: 'AUTH_REQUIRED',
  INVALID_API_KEY: 'INVALID_API_KEY',
  NETWORK_ERROR: 'NETWORK',
  TIMEOUT: 'NETWORK',
  NO_UPSTREAM: 'UPSTREAM_NOT_CONFIGURED',
  MODEL_NOT_SUPPORTED: 'MODEL_NOT_SUPPORTED',
  GPT4_DISABLED: 'GPT4_DISABLED',
  ABORTED: 'ABORTED',
  UNKNOWN: 'GENERAL',
};

function read(error: unknown): { code: string; message: string } {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    // A stored `{code, message}` (older names included) or an ApiRequestError (whose message is its msg).
    const stored = chatErrorCodeOf(code);
    if (stored) return { code: stored, message: typeof message === 'string' ? message : '' };
  }
  return { code: toChatErrorCode(error), message: error instanceof Error ? error.message : '' };
}

/** A failed model call in the user's words, by code only: never the service's own text. */
export function chatErrorMessage(t: TranslateFn<ChatMessages>, error: unknown): string {
  return t(`errors.${WORDS[read(error).code] ?? 'UPSTREAM'}`);
}

/**
 * The service's own words behind the generic sentence (OpenAI's message, a proxy's), for the
 * separate "Details: …" line the panel shows; null for codes the chat words itself.
 */
export function chatErrorDetail(error: unknown): string | null {
  const { code, message } = read(error);
  return WORDS[code] || message.trim() === '' ? null : message;
}
