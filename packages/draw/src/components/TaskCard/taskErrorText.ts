import type { TranslateFn } from '@atelier/core';
import { drawErrorDetail, drawErrorMessage } from '../../errors/drawErrorMessage';
import type { DrawMessages } from '../../i18n/drawNamespace';
import type { DrawTaskError } from '../../machines/drawTaskMachine';

/**
 * A task's error in the user's language, and the service's own reason (if it gave one) as a
 * separate detail line: the drawing server's words never sit inside a translated sentence.
 */
export function taskErrorText(t: TranslateFn<DrawMessages>, error: DrawTaskError): { text: string; detail: string | null } {
  if ('submitCode' in error) {
    const reason = error.description.trim();
    const detail = reason ? t('task.failed', { reason }) : null;
    // The banned word is the user's own, picked out of their prompt: it may stand in the sentence.
    if (error.submitCode === 24) return error.bannedWord ? { text: t('submit.24', { word: error.bannedWord }), detail: null } : { text: t('submit.bannedNoWord'), detail };
    if ([3, 4, 9, 23].includes(error.submitCode)) return { text: t(`submit.${error.submitCode as 3 | 4 | 9 | 23}`), detail };
    return { text: t('submit.other', { code: error.submitCode }), detail };
  }
  const reason = drawErrorDetail(error);
  return { text: drawErrorMessage(t, error), detail: reason === null ? null : t('task.failed', { reason }) };
}
