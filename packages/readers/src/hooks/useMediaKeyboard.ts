import { useLatest } from '@atelier/core';
import { useEffect } from 'react';

/** Fields whose own keys win: arrows move a slider or a select, typing types. */
const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
/** Space and Enter press a focused button or link; arrows are ours there. */
const PRESSABLE = new Set(['BUTTON', 'A']);

/**
 * Player keys for the whole page: Space plays/pauses, ←/→ skip 15 s (with Shift 30 s),
 * PageUp/PageDown change the chapter, F toggles fullscreen (video).
 */
export function useMediaKeyboard({
  enabled,
  ...handlers
}: {
  enabled: boolean;
  toggle(): void;
  skip(seconds: number): void;
  next(): void;
  previous(): void;
  fullscreen?: () => void;
}) {
  // The handlers may be new functions each render (an inline fullscreen callback); the listener stays.
  const latest = useLatest(handlers);
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (FIELDS.has(target.tagName) || target.isContentEditable)) return;
      if (target && PRESSABLE.has(target.tagName) && (event.key === ' ' || event.key === 'k')) return;
      const { toggle, skip, next, previous, fullscreen } = latest.current;
      const step = event.shiftKey ? 30 : 15;
      const actions: Record<string, (() => void) | undefined> = {
        ' ': toggle,
        k: toggle,
        ArrowLeft: () => skip(-step),
        ArrowRight: () => skip(step),
        PageUp: previous,
        PageDown: next,
        f: fullscreen,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, latest]);
}
