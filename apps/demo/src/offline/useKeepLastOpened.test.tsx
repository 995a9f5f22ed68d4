import { AppProvider, provideService } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineBooks } from './offlineBooks';
import { offlineBooksService } from './offlineBooksService';
import { KEEP_LAST_DELAY_MS, useKeepLastOpened } from './useKeepLastOpened';

function store(): OfflineBooks {
  return {
    list: async () => [],
    keep: vi.fn(() => new Promise<never>(() => undefined)),
    remove: async () => undefined,
    clear: async () => undefined,
    usage: async () => null,
    subscribe: () => () => undefined,
  };
}

function renderKeep(books: OfflineBooks, format: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider config={testConfig} locale="en-US" colorScheme="light" services={[provideService(offlineBooksService, () => books)]}>
      {children}
    </AppProvider>
  );
  return renderHook(({ opened }: { opened: boolean }) => useKeepLastOpened('b1', format, opened), { wrapper, initialProps: { opened: false } });
}

describe('useKeepLastOpened', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps the book only after the reader's first screen has had its time, not beside its first requests", () => {
    const books = store();
    const { rerender } = renderKeep(books, 'pdf');
    rerender({ opened: true });
    act(() => vi.advanceTimersByTime(KEEP_LAST_DELAY_MS - 1));
    expect(books.keep).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(books.keep).toHaveBeenCalledWith('b1', expect.objectContaining({ how: 'last' }));
  });

  it('downloads nothing for a book left before then, or for audio', () => {
    const books = store();
    const { rerender, unmount } = renderKeep(books, 'pdf');
    rerender({ opened: true });
    act(() => vi.advanceTimersByTime(KEEP_LAST_DELAY_MS / 2));
    unmount();
    act(() => vi.advanceTimersByTime(KEEP_LAST_DELAY_MS * 2));
    expect(books.keep).not.toHaveBeenCalled();

    const audio = store();
    renderKeep(audio, 'audio').rerender({ opened: true });
    act(() => vi.advanceTimersByTime(KEEP_LAST_DELAY_MS * 2));
    expect(audio.keep).not.toHaveBeenCalled();
  });
});
