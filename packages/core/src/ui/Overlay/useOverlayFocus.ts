import { type RefObject, useEffect } from 'react';
import { focusableIn } from './focusable';

/** Moves focus into the overlay when it opens and gives it back to the opener when it closes. */
export function useOverlayFocus(active: boolean, container: RefObject<HTMLElement | null>, initialFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const frame = requestAnimationFrame(() => {
      const el = container.current;
      if (!el) return;
      const target = initialFocus?.current ?? focusableIn(el)[0] ?? el;
      target.focus();
    });
    return () => {
      cancelAnimationFrame(frame);
      if (opener && opener.isConnected) opener.focus();
    };
  }, [active, container, initialFocus]);
}
