import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settle, type StateUpdateWatch, watchStateUpdates } from '../../../../../tooling/testing/watchStateUpdates';
import type { ChatModelAdapter } from '../../api/types';
import { useChatUsage } from './useChatUsage';

let watch: StateUpdateWatch | null = null;
afterEach(() => watch?.stop());

describe('useChatUsage', () => {
  it('a usage answer that ignores the abort and arrives after unmount changes no state', async () => {
    let answer!: () => void;
    const adapter: ChatModelAdapter = {
      streamChat: () => Promise.resolve(),
      listModels: () => Promise.resolve([]),
      // A service that does not honour the signal still answers later.
      getUsage: () => new Promise((resolve) => (answer = () => resolve({ monthUsd: 1, limitUsd: 2 }))),
    };
    const { result, unmount } = renderHook(() => useChatUsage(adapter));
    expect(result.current.usage).toEqual({ state: 'loading' });
    unmount();
    watch = watchStateUpdates();
    answer();
    await settle();
    expect(watch.count).toBe(0);
  });
});
