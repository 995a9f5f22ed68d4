import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, type StateUpdateWatch, watchStateUpdates } from '../../../../../tooling/testing/watchStateUpdates';
import { useCopyFeedback } from './useCopyFeedback';

let watch: StateUpdateWatch | null = null;
afterEach(() => {
  watch?.stop();
  Reflect.deleteProperty(navigator, 'clipboard');
});

/** A clipboard that takes the text only when the test says so. */
function heldClipboard() {
  let accept!: () => void;
  const written = new Promise<void>((resolve) => (accept = resolve));
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => written } });
  return { accept };
}

describe('useCopyFeedback', () => {
  it('says Copied, then goes back to idle after the reset time', async () => {
    const clipboard = heldClipboard();
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useCopyFeedback(1000));
      let copied!: Promise<void>;
      act(() => void (copied = result.current.copy('hi')));
      clipboard.accept();
      await act(() => copied);
      expect(result.current.state).toBe('copied');
      act(() => void vi.advanceTimersByTime(1000));
      expect(result.current.state).toBe('idle');
    } finally {
      vi.useRealTimers();
    }
  });

  it('changes nothing and leaves no timer when the clipboard answers after unmount', async () => {
    const clipboard = heldClipboard();
    const { result, unmount } = renderHook(() => useCopyFeedback(1000));
    let copied!: Promise<void>;
    act(() => void (copied = result.current.copy('hi')));
    unmount();
    watch = watchStateUpdates();
    vi.useFakeTimers();
    try {
      clipboard.accept();
      await copied;
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(watch.count).toBe(0);
  });
});
