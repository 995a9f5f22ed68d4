import { useLatest } from '@atelier/core';
import { useEffect } from 'react';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

export interface PageKeyActions {
  prev(): void;
  next(): void;
  first(): void;
  last(): void;
  escape?(): void;
}

/** The page-turning key of an event (arrows, PageUp/Down, Space, Home/End, Esc), or null. */
export function pageKeyAction(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>): keyof PageKeyActions | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
    case 'PageUp':
      return 'prev';
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case ' ':
      return event.shiftKey ? 'prev' : 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Escape':
      return 'escape';
    default:
      return null;
  }
}

/** Runs a key's action; true when the key was ours (the caller then prevents the default). */
export function runPageKey(event: KeyboardEvent, actions: PageKeyActions): boolean {
  const target = event.target as HTMLElement | null;
  if (event.defaultPrevented || (target && (TYPING.has(target.tagName) || target.isContentEditable))) return false;
  // A focused button or link keeps Space for itself.
  if (event.key === ' ' && target && (target.tagName === 'BUTTON' || target.tagName === 'A')) return false;
  const action = pageKeyAction(event);
  const run = action ? actions[action] : undefined;
  if (!run) return false;
  run();
  return true;
}

/** Page keys for the whole page while the reader is open and no panel is. */
export function usePageKeys(enabled: boolean, actions: PageKeyActions) {
  const latest = useLatest(actions);
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (runPageKey(event, latest.current)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, latest]);
}
