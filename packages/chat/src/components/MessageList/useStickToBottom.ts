import { useCallback, useRef, useState } from 'react';

const THRESHOLD_PX = 80;

/**
 * Follows new content only while the reader is at the bottom; scrolling up pauses it
 * and `jump()` resumes (reference §5 row 2).
 */
export function useStickToBottom<T extends HTMLElement>() {
  const scrollerRef = useRef<T>(null);
  const followRef = useRef(true);
  const [atBottom, setAtBottom] = useState(true);

  const onScroll = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const next = el.scrollHeight - el.scrollTop - el.clientHeight <= THRESHOLD_PX;
    followRef.current = next;
    setAtBottom(next);
  }, []);

  const jump = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    followRef.current = true;
    setAtBottom(true);
  }, []);

  /** Call after content changed: scrolls down only when the reader was at the bottom. */
  const follow = useCallback(() => {
    const el = scrollerRef.current;
    if (el && followRef.current) el.scrollTop = el.scrollHeight;
  }, []);

  return { scrollerRef, atBottom, onScroll, jump, follow };
}
