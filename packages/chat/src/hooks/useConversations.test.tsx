import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, type StateUpdateWatch, watchStateUpdates } from '../../../../tooling/testing/watchStateUpdates';
import { type ChatStore, createChatStore } from '../store/createChatStore';
import type { ChatStoreChange } from '../store/createStoreChanges';
import type { Conversation } from '../store/types';
import { useConversations } from './useConversations';

let n = 0;
let watch: StateUpdateWatch | null = null;
afterEach(() => watch?.stop());

/** A real store whose `createConversation` answers only when the test says so. */
function heldStore() {
  const store = createChatStore({ name: `conversations-${++n}` });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let creating = 0;
  const create = store.createConversation.bind(store);
  const wrapped: ChatStore = {
    ...store,
    createConversation: async (init) => {
      creating += 1;
      await held;
      return create(init);
    },
  };
  return { store: wrapped, release, creating: () => creating };
}

describe('useConversations', () => {
  it('sees a state update made after unmount (the watch itself works)', async () => {
    let late!: () => void;
    const { unmount } = renderHook(() => {
      const [, set] = useState(0);
      useEffect(() => void (late = () => set(1)), []);
    });
    unmount();
    watch = watchStateUpdates();
    late();
    expect(watch.count).toBe(1);
  });

  it('changes no state when it unmounts while the first conversation is being made', async () => {
    const { store, release, creating } = heldStore();
    const { unmount } = renderHook(() => useConversations(store, null));
    await waitFor(() => expect(creating()).toBe(1));
    unmount();
    watch = watchStateUpdates();
    release();
    await settle();
    expect(watch.count).toBe(0);
    // The conversation was already asked for; it is kept, not lost half-made.
    expect((await store.listConversations()).length).toBe(1);
  });

  it('changes no state when a list refresh it started answers after unmount', async () => {
    const store = createChatStore({ name: `conversations-${++n}` });
    const first: Conversation = await store.createConversation({ title: 'Kept' });
    const { result, unmount } = renderHook(() => useConversations(store, first.id));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    let renamed!: Promise<void>;
    act(() => void (renamed = result.current.rename(first.id, 'Renamed')));
    unmount();
    watch = watchStateUpdates();
    await renamed;
    await settle();
    expect(watch.count).toBe(0);
    expect((await store.listConversations()).map((c) => c.title)).toEqual(['Renamed']);
  });

  it('moves off a conversation deleted in another tab and shows the list as it is there', async () => {
    const name = `conversations-${++n}`;
    const here = createChatStore({ name });
    const otherTab = createChatStore({ name });
    const open = await here.createConversation({ title: 'Open here' });
    const other = await here.createConversation({ title: 'Also here' });
    const { result } = renderHook(() => useConversations(here, open.id));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.activeId).toBe(open.id);

    await otherTab.deleteConversation(open.id);
    await waitFor(() => expect(result.current.list.map((c) => c.title)).toEqual(['Also here']));
    expect(result.current.activeId).toBe(other.id);

    await otherTab.deleteConversation(other.id);
    // Nothing left: a fresh conversation is opened, as on a first visit.
    await waitFor(() => expect(result.current.list.map((c) => c.title)).toEqual(['']));
    expect(result.current.activeId).toBe(result.current.list[0]?.id);
    here.close();
    otherTab.close();
  });

  it('shows the newest list when two changes arrive and the first one’s listing answers last (a slow sign-in switch, then a move)', async () => {
    const real = createChatStore({ name: `conversations-${++n}` });
    const moved = await real.createConversation({ title: 'Moved in' });
    const listeners = new Set<(change: ChatStoreChange) => void>();
    let holdNext = false;
    let releaseHeld!: (list: Conversation[]) => void;
    const store: ChatStore = {
      ...real,
      listConversations: () => (holdNext ? ((holdNext = false), new Promise<Conversation[]>((resolve) => (releaseHeld = resolve))) : real.listConversations()),
      subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    };
    const { result } = renderHook(() => useConversations(store, moved.id));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    const created = vi.spyOn(store, 'createConversation');

    // The switch's listing is slow and will answer with the empty list from before the move…
    holdNext = true;
    act(() => listeners.forEach((listener) => listener({ conversations: null })));
    // …the move's change comes next, and its listing answers at once.
    act(() => listeners.forEach((listener) => listener({ conversations: null })));
    await waitFor(() => expect(result.current.list.map((c) => c.title)).toEqual(['Moved in']));
    await act(async () => releaseHeld([]));
    await settle();

    expect(result.current.list.map((c) => c.title)).toEqual(['Moved in']);
    expect(result.current.activeId).toBe(moved.id);
    expect(created).not.toHaveBeenCalled();
    real.close();
  });
});
