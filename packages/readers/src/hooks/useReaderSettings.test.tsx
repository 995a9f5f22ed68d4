import { AppProvider, createStorage, provideService } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { readerSettingsService } from '../services/readerSettingsService';
import { createReaderSettingsStore } from '../settings/createReaderSettingsStore';
import { PER_BOOK_SETTINGS_LIMIT, perBookSettingsKey } from '../settings/perBookSettings';
import { readReaderSettings } from '../settings/readerSettings';
import { useReaderSettings } from './useReaderSettings';

function withStore() {
  const store = createReaderSettingsStore(createStorage({ backend: null }));
  const services = [provideService(readerSettingsService, () => store)];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider config={testConfig} locale="en-US" colorScheme="light" services={services}>
      {children}
    </AppProvider>
  );
  return { store, wrapper };
}

describe('useReaderSettings', () => {
  it('keeps a change in the host’s settings store, and an open reader takes a change made elsewhere (another device)', () => {
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useReaderSettings('txt'), { wrapper });
    expect(result.current[0].fontSize).toBe(18);

    act(() => result.current[1]({ fontSize: 22 }));
    expect(store.get('txt')).toMatchObject({ fontSize: 22 });

    act(() => store.set('txt', { fontSize: 26, lineHeight: 2, theme: 'sepia', fontFamily: 'serif' }));
    expect(result.current[0]).toEqual({ fontSize: 26, lineHeight: 2, theme: 'sepia', fontFamily: 'serif' });
    // A bad value from elsewhere reads as the defaults, never breaks the reader.
    act(() => store.set('txt', { fontSize: 'huge' }));
    expect(result.current[0].fontSize).toBe(18);
  });
});

describe('useReaderSettings per book', () => {
  it('remembers each book’s settings; a book read for the first time starts from the last ones changed', () => {
    const { store, wrapper } = withStore();
    const { result, rerender } = renderHook(({ book }) => useReaderSettings('txt', readReaderSettings, book), { wrapper, initialProps: { book: 'a' } });
    act(() => result.current[1]({ fontSize: 26, theme: 'sepia' }));

    rerender({ book: 'b' });
    expect(result.current[0]).toMatchObject({ fontSize: 26, theme: 'sepia' });
    act(() => result.current[1]({ theme: 'dark' }));

    rerender({ book: 'a' });
    expect(result.current[0]).toMatchObject({ fontSize: 26, theme: 'sepia' });
    rerender({ book: 'c' });
    expect(result.current[0]).toMatchObject({ theme: 'dark' });
    // The map is stored beside the format's settings, under the key a host's sync carries.
    expect(store.get(perBookSettingsKey('txt'))).toMatchObject({ entries: [['a', { theme: 'sepia' }], ['b', { theme: 'dark' }]] });
  });

  it('keeps at most the limit of books, dropping the least recently changed, and survives a corrupt map', () => {
    const { store, wrapper } = withStore();
    store.set(perBookSettingsKey('txt'), { entries: [['x', 'not settings'], 7, ['y', { fontSize: 30 }]] });
    const { result, rerender } = renderHook(({ book }) => useReaderSettings('txt', readReaderSettings, book), { wrapper, initialProps: { book: 'y' } });
    expect(result.current[0].fontSize).toBe(30);
    for (let i = 0; i <= PER_BOOK_SETTINGS_LIMIT; i += 1) {
      rerender({ book: `book-${i}` });
      act(() => result.current[1]({ fontSize: 12 + (i % 20) }));
    }
    const entries = (store.get(perBookSettingsKey('txt')) as { entries: Array<[string, unknown]> }).entries;
    expect(entries).toHaveLength(PER_BOOK_SETTINGS_LIMIT);
    expect(entries.map(([key]) => key)).not.toContain('y');
    expect(entries.at(-1)?.[0]).toBe(`book-${PER_BOOK_SETTINGS_LIMIT}`);
  });
});
