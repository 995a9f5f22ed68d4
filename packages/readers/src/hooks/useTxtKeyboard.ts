import { useEffect } from 'react';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** Chapter keys for the whole page while the reader is open, except while typing in a field. */
export function useTxtKeyboard({ enabled, current, count, goTo }: { enabled: boolean; current: number; count: number; goTo(index: number): void }) {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
      const next: Record<string, number> = {
        ArrowLeft: current - 1,
        PageUp: current - 1,
        ArrowRight: current + 1,
        PageDown: current + 1,
        Home: 0,
        End: count - 1,
      };
      const index = next[event.key];
      if (index === undefined || index < 0 || index >= count || index === current) return;
      event.preventDefault();
      goTo(index);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, current, count, goTo]);
}
