import { AppProvider, createStorage, provideService } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { readerSettingsService } from '../services/readerSettingsService';
import { createReaderSettingsStore } from '../settings/createReaderSettingsStore';
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
