import { lazyModule, useLazyModule, useT } from '@atelier/core';
import { drawNamespace } from '../../i18n/drawNamespace';
import { Hint } from './DrawStudio.styles';
import type { TaskCardsProps } from './TaskCards';

const taskCards = lazyModule(() => import('./TaskCards').then((module) => module.TaskCards));

/**
 * Starts the task cards' download (their own chunk: a studio without tasks never needs them).
 * Called when a form is first used, so the cards are there when the first task is added. A failed
 * download is tried again on the next call.
 */
export const preloadTaskCards = taskCards.preload;

/**
 * The task cards, fetched the first time there are tasks; meanwhile the list's loading status
 * shows. A failed download (offline without the cached chunk) is tried again when back online.
 */
export function LazyTaskCards(props: TaskCardsProps) {
  const t = useT(drawNamespace);
  const { value: View } = useLazyModule(taskCards);
  if (View) return <View {...props} />;
  return <Hint role="status">{t('studio.loading')}</Hint>;
}
