import { AppProvider } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settle, type StateUpdateWatch, watchStateUpdates } from '../../../../tooling/testing/watchStateUpdates';
import { useChatService } from './useChatService';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
let watch: StateUpdateWatch | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  watch?.stop();
  server.resetHandlers();
});
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProvider config={testConfig} locale="en-US" colorScheme="light">
    {children}
  </AppProvider>
);

describe('useChatService', () => {
  it('a session request cut short by leaving changes no state', async () => {
    let asked = 0;
    server.use(
      http.post(`${BASE}/api/session`, () => {
        asked += 1;
        // Never answered: only leaving ends it (by aborting).
        return new Promise<never>(() => undefined);
      }),
    );
    const { unmount } = renderHook(() => useChatService(), { wrapper });
    await waitFor(() => expect(asked).toBe(1));
    unmount();
    watch = watchStateUpdates();
    await settle();
    expect(watch.count).toBe(0);
  });
});
