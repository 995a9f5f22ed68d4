import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchStateUpdates } from '../../../../tooling/testing/watchStateUpdates';
import { useRemote } from './useRemote';

describe('useRemote', () => {
  it('shows the loaded data, then data set after a local change', async () => {
    const { result } = renderHook(() => useRemote('k', async () => ['a']));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['a'], error: null }));
    act(() => result.current.set(['a', 'b']));
    expect(result.current.state.data).toEqual(['a', 'b']);
  });

  it('changes no state when a save answers after the view was left', async () => {
    const { result, unmount } = renderHook(() => useRemote('k', async () => ['a']));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    const { set } = result.current;
    unmount();
    const watch = watchStateUpdates();
    try {
      set(['renamed']);
      expect(watch.count).toBe(0);
    } finally {
      watch.stop();
    }
  });
});
