import type { TranslateFn } from '@atelier/core';
import { drawErrorDetail, drawErrorMessage } from '../../errors/drawErrorMessage';
import type { DrawMessages } from '../../i18n/drawNamespace';
import type { DrawTaskError } from '../../machines/drawTaskMachine';

/**
 * A task's error in the user's language, and the service's own reason (if it gave one) as a
 * separate detail; submit refusals keep the server's own words.
 */
export function taskErrorText(t: TranslateFn<DrawMessages>, error: DrawTaskError): { text: string; detail: string | null } {
  if ('submitCode' in error) {
    const description = error.description;
    if (error.submitCode === 24) return { text: t('submit.24', { word: error.bannedWord ?? description }), detail: null };
    if ([3, 4, 9, 23].includes(error.submitCode)) return { text: t(`submit.${error.submitCode as 3 | 4 | 9 | 23}`, { description }), detail: null };
    return { text: t('submit.other', { code: error.submitCode, description }), detail: null };
  }
  const reason = drawErrorDetail(error);
  return { text: drawErrorMessage(t, error), detail: reason === null ? null : t('task.failed', { reason }) };
}
