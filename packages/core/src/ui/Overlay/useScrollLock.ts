import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/** Locks page scroll while any overlay is open; nested overlays share one lock. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        document.body.style.overflow = previousOverflow;
        // A host body that had no style attribute gets none back, not an empty one.
        if (document.body.getAttribute('style') === '') document.body.removeAttribute('style');
      }
    };
  }, [active]);
}
