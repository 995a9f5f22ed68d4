import { type RefObject, useEffect } from 'react';

/**
 * Reports the offset of the first paragraph on screen while the reader scrolls, so progress
 * points inside a chapter. Without IntersectionObserver (old browsers, jsdom) the place stays
 * at the chapter level.
 */
export function useFirstVisibleParagraph(container: RefObject<HTMLElement | null>, paragraphsKey: unknown, onChange: (offset: number) => void) {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Set<number>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const offset = Number((entry.target as HTMLElement).dataset['offset']);
        if (entry.isIntersecting) visible.add(offset);
        else visible.delete(offset);
      }
      if (visible.size > 0) onChange(Math.min(...visible));
    });
    root.querySelectorAll('[data-offset]').forEach((p) => observer.observe(p));
    return () => observer.disconnect();
  }, [container, paragraphsKey, onChange]);
}
