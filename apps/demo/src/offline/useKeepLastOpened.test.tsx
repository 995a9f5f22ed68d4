import { AppProvider, provideService } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineBooks } from './offlineBooks';
import { offlineBooksService } from './offlineBooksService';
import { KEEP_LAST_OPENED_AFTER_MS, useKeepLastOpened } from './useKeepLastOpened';

function keptBooks() {
  const keep = vi.fn((_id: string, _options?: { signal?: AbortSignal }) => new Promise<never>(() => undefined));
  const store = { keep } as unknown as OfflineBooks;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider config={testConfig} locale="en-US" colorScheme="light" services={[provideService(offlineBooksService, () => store)]}>
      {children}
    </AppProvider>
  );
  return { keep, wrapper };
}

describe('useKeepLastOpened', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the copy only once the book has been open a moment, after the reader’s own first screen', () => {
    const { keep, wrapper } = keptBooks();
    renderHook(() => useKeepLastOpened('b1', 'txt', true), { wrapper });
    vi.advanceTimersByTime(KEEP_LAST_OPENED_AFTER_MS - 1);
    expect(keep).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(keep).toHaveBeenCalledWith('b1', expect.objectContaining({ how: 'last' }));
  });

  it('fetches nothing for a book left before then', () => {
    const { keep, wrapper } = keptBooks();
    const { unmount } = renderHook(() => useKeepLastOpened('b1', 'pdf', true), { wrapper });
    unmount();
    vi.advanceTimersByTime(KEEP_LAST_OPENED_AFTER_MS * 2);
    expect(keep).not.toHaveBeenCalled();
  });
});
