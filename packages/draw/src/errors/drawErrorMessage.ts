import { toApiErrorData, type TranslateFn } from '@atelier/core';
import type { DrawMessages } from '../i18n/drawNamespace';

type Words = keyof DrawMessages['errors'];

/**
 * Draw's words per error code. Codes are the gateway client's (core) plus draw's own
 * (INVALID_SECRET, TASK_NOT_FOUND, GAVE_UP); NOT_CONFIGURED, NETWORK and HTTP are the names
 * tasks saved before the gateway client still carry.
 */
const WORDS: Record<string, Words> = {
  AUTH_REQUIRED: 'AUTH_REQUIRED',
  INVALID_SECRET: 'INVALID_SECRET',
  NO_UPSTREAM: 'NOT_CONFIGURED',
  NOT_CONFIGURED: 'NOT_CONFIGURED',
  NOT_JSON: 'NOT_JSON',
  NETWORK_ERROR: 'NETWORK',
  TIMEOUT: 'NETWORK',
  NETWORK: 'NETWORK',
  TASK_NOT_FOUND: 'TASK_NOT_FOUND',
  GAVE_UP: 'GAVE_UP',
  ABORTED: 'ABORTED',
  // A thrown non-API error (a bug, an unexpected answer shape): the spec's 'General error occurred'.
  UNKNOWN: 'GENERAL',
};

function read(error: unknown): { code: string; message: string } {
  if (typeof error === 'object' && error !== null) {
    const { code, message, msg } = error as { code?: unknown; message?: unknown; msg?: unknown };
    if (typeof code === 'string') return { code, message: typeof msg === 'string' ? msg : typeof message === 'string' ? message : '' };
  }
  const data = toApiErrorData(error);
  return { code: data.code, message: data.msg };
}

/** A failed drawing call in the user's words, by code only: never the service's own text. */
export function drawErrorMessage(t: TranslateFn<DrawMessages>, error: unknown): string {
  const words = WORDS[read(error).code];
  return t(`errors.${words ?? 'HTTP'}`);
}

/**
 * The service's own words for a failure the generic sentence stands for (OpenAI's content
 * policy, a proxy's reason), for a detail line beside `drawErrorMessage`; null when there are
 * none worth showing (a known code, or a bare status line).
 */
export function drawErrorDetail(error: unknown): string | null {
  const { code, message } = read(error);
  if (WORDS[code]) return null;
  const text = message.trim();
  return text && !/^HTTP \d+$/.test(text) ? text : null;
}
