import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStickToBottom } from './useStickToBottom';

/** A scroller 200 px tall over 1,000 px of messages; jsdom has no layout, so the sizes are set. */
function scroller() {
  const el = document.createElement('div');
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: 200 });
  return el;
}

describe('useStickToBottom', () => {
  it('follows new content only while the reader is at the bottom, and jump resumes it', () => {
    const { result } = renderHook(() => useStickToBottom<HTMLDivElement>());
    const el = scroller();
    result.current.scrollerRef.current = el;

    result.current.follow();
    expect(el.scrollTop).toBe(1000);

    el.scrollTop = 100;
    act(() => result.current.onScroll());
    expect(result.current.atBottom).toBe(false);
    result.current.follow();
    expect(el.scrollTop).toBe(100);

    act(() => result.current.jump());
    expect(el.scrollTop).toBe(1000);
    expect(result.current.atBottom).toBe(true);
  });
});
