import { API_ERROR_CODES } from '../contracts/errorCodes';
import { GATEWAY_CLIENT_ERROR_CODES } from '../gateway/gatewayErrorFrom';
import type { TranslateFn } from '../i18n/useT';
import type { CoreMessages } from '../i18n/coreNamespace';
import { type ApiErrorData, type ApiErrorField, toApiErrorData } from './ApiErrorData';

/** Codes the client itself produces when no server answer explains the failure. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'ABORTED'] as const;

const TRANSLATED = new Set<string>([...API_ERROR_CODES, ...CLIENT_ERROR_CODES, ...GATEWAY_CLIENT_ERROR_CODES]);
const FIELDS = new Set(['user_name', 'password', 'name', 'nickname', 'avatar_url', 'title', 'author', 'description', 'file', 'email', 'code', 'new_password']);
/** Fields whose `pattern` has its own sentence (`errors.patterns`). */
const PATTERN_FIELDS = new Set(['user_name', 'avatar_url', 'email', 'code']);
const RULES: Record<string, 'required' | 'minLength' | 'maxLength' | 'pattern'> = {
  required: 'required',
  minLength: 'minLength',
  maxLength: 'maxLength',
  pattern: 'pattern',
  'x-text': 'pattern',
};

/** One field problem in the reader's words: field by name, problem by schema rule — never the validator's English. */
export function fieldErrorMessage(t: TranslateFn<CoreMessages>, field: ApiErrorField): string {
  const name = FIELDS.has(field.field) ? t(`errors.fields.${field.field}` as 'errors.fields.other') : t('errors.fields.other');
  const rule = (field.rule ? RULES[field.rule] : undefined) ?? 'invalid';
  // A pattern is a rule people can follow only when told what it allows.
  if (field.rule === 'pattern' && PATTERN_FIELDS.has(field.field)) return t(`errors.patterns.${field.field}` as 'errors.patterns.user_name');
  if ((rule === 'minLength' || rule === 'maxLength') && typeof field.limit !== 'number') return t('errors.rules.invalid', { field: name });
  return t(`errors.rules.${rule}`, { field: name, limit: field.limit });
}

/** Whether core has words for this code (packages fall back to core for codes they do not word themselves). */
export function hasErrorMessage(code: string): boolean {
  return TRANSLATED.has(code);
}

/**
 * What a reader sees for a failure, translated by code (DESIGN §4): the server's `msg` never
 * appears. Unknown codes read as the generic message.
 */
export function errorMessage(t: TranslateFn<CoreMessages>, error: ApiErrorData | unknown): string {
  const data = toApiErrorData(error);
  if (data.code === 'VALIDATION_FAILED' && data.fields.length > 0) {
    return [...new Set(data.fields.map((field) => fieldErrorMessage(t, field)))].join(' ');
  }
  if (data.code === 'RATE_LIMITED') {
    const seconds = data.details?.['retry_after_s'];
    if (typeof seconds === 'number' && seconds > 0) return t('errors.retryIn', { seconds: Math.ceil(seconds) });
  }
  if (TRANSLATED.has(data.code)) return t(`errors.codes.${data.code}` as 'errors.codes.BAD_REQUEST');
  return t('errors.generic');
}
