import { useT } from '@atelier/core';
import { type ComponentType, useEffect, useState } from 'react';
import { drawNamespace } from '../../i18n/drawNamespace';
import { Hint } from './DrawStudio.styles';
import type { TaskCardsProps } from './TaskCards';

let loaded: ComponentType<TaskCardsProps> | null = null;
let pending: Promise<ComponentType<TaskCardsProps>> | null = null;

/**
 * Starts the task cards' download (their own chunk: a studio without tasks never needs them).
 * Called when a form is first used, so the cards are there when the first task is added. A failed
 * download is tried again on the next call.
 */
export function preloadTaskCards(): Promise<ComponentType<TaskCardsProps>> {
  return (pending ??= import('./TaskCards').then(
    (module) => (loaded = module.TaskCards),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  ));
}

/** The task cards, fetched the first time there are tasks; meanwhile the list's loading status shows. */
export function LazyTaskCards(props: TaskCardsProps) {
  const t = useT(drawNamespace);
  const [View, setView] = useState<ComponentType<TaskCardsProps> | null>(() => loaded);
  // A failed download (offline without the cached chunk) is tried again when the tasks change.
  const retryKey = props.tasks.length;
  useEffect(() => {
    if (View) return;
    let live = true;
    preloadTaskCards().then(
      (view) => live && setView(() => view),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [View, retryKey]);
  if (View) return <View {...props} />;
  return <Hint role="status">{t('studio.loading')}</Hint>;
}
