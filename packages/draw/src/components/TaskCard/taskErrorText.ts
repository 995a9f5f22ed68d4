import type { TranslateFn } from '@atelier/core';
import type { DrawMessages } from '../../i18n/drawNamespace';
import type { DrawTaskError } from '../../machines/drawTaskMachine';

const KNOWN = ['AUTH_REQUIRED', 'INVALID_SECRET', 'NOT_CONFIGURED', 'NOT_JSON', 'NETWORK', 'HTTP', 'TASK_NOT_FOUND', 'GAVE_UP', 'ABORTED'] as const;

/** A task's error in the user's language; submit refusals keep the server's own words. */
export function taskErrorText(t: TranslateFn<DrawMessages>, error: DrawTaskError): string {
  if ('submitCode' in error) {
    const description = error.description;
    if (error.submitCode === 24) return t('submit.24', { word: error.bannedWord ?? description });
    if ([3, 4, 9, 23].includes(error.submitCode)) return t(`submit.${error.submitCode as 3 | 4 | 9 | 23}`, { description });
    return t('submit.other', { code: error.submitCode, description });
  }
  const code = (KNOWN as readonly string[]).includes(error.code) ? (error.code as (typeof KNOWN)[number]) : 'HTTP';
  // An upstream that said why (OpenAI's content policy, a proxy's own words) is quoted after the
  // generic sentence; a bare status line is not worth showing.
  const reason = code === 'HTTP' && 'message' in error ? error.message.trim() : '';
  if (reason && !/^HTTP \d+$/.test(reason)) return `${t('errors.HTTP')} ${t('task.failed', { reason })}`;
  return t(`errors.${code}`);
}
