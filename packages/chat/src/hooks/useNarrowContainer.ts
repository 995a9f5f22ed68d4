import { breakpoints } from '@atelier/core';
import { useCallback, useLayoutEffect, useState } from 'react';

/** Below this width the panel takes its phone layout, as `narrowPanel` in ChatPanel.styles does. */
export const NARROW_PANEL_PX = breakpoints.sm;

/**
 * Whether the element is narrower than `sm`. It follows the element, not the window: a panel in a
 * narrow column of a wide page is a phone panel. Measured before the first paint, so a phone never
 * sees one frame of the wide layout; a width of 0 (not laid out, or jsdom) keeps the last answer.
 */
export function useNarrowContainer<T extends HTMLElement>(): [ref: (element: T | null) => void, narrow: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [narrow, setNarrow] = useState(false);
  const ref = useCallback((next: T | null) => setElement(next), []);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = (width: number) => {
      if (width > 0) setNarrow(width < NARROW_PANEL_PX);
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, narrow];
}
