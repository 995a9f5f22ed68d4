import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultReaderSettings } from '../settings/readerSettings';
import { useChapterFrame } from './useChapterFrame';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('useChapterFrame', () => {
  it('reports the place once scrolling settles, and not at all once the reader is gone', () => {
    vi.useFakeTimers();
    const onFraction = vi.fn();
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const { result, unmount } = renderHook(() =>
      useChapterFrame({ srcDoc: '<p>text</p>', settings: defaultReaderSettings, restoreFraction: 0, target: null, onFraction, goTo: () => undefined, current: 0 }),
    );
    act(() => result.current(frame));
    act(() => void frame.dispatchEvent(new Event('load')));
    const doc = frame.contentDocument as Document;
    onFraction.mockClear();

    doc.dispatchEvent(new Event('scroll'));
    act(() => void vi.advanceTimersByTime(200));
    expect(onFraction).toHaveBeenCalledTimes(1);

    doc.dispatchEvent(new Event('scroll'));
    unmount();
    act(() => void vi.advanceTimersByTime(200));
    expect(onFraction).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
