import 'fake-indexeddb/auto';
import type { ChatStoreChange } from '@atelier/chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountChatStore, createAccountChatStore } from './createAccountChatStore';

let n = 0;
const opened: AccountChatStore[] = [];
function open(onOutbox = vi.fn()) {
  const store = createAccountChatStore({ prefix: `demo-${++n}-`, onOutbox });
  opened.push(store);
  return { store, onOutbox };
}
afterEach(() => opened.splice(0).forEach((s) => s.close()));

describe('createAccountChatStore', () => {
  it('keeps the browser’s own chats apart from each account’s, and tells the panels to reload on each switch', async () => {
    const { store, onOutbox } = open();
    const seen: ChatStoreChange[] = [];
    store.subscribe((change) => seen.push(change));
    await store.createConversation({ title: 'Before signing in' });
    expect(onOutbox).not.toHaveBeenCalled();

    store.use('alice');
    expect(seen).toEqual([{ conversations: null }]);
    expect(await store.listConversations()).toEqual([]);
    await store.createConversation({ title: 'Alice’s' });
    expect(onOutbox).toHaveBeenCalledTimes(1);
    expect(await store.account?.source.countOutbox()).toBe(1);

    store.use('bob');
    expect(await store.listConversations()).toEqual([]);
    store.use(null);
    expect(store.account).toBeNull();
    expect((await store.listConversations()).map((c) => c.title)).toEqual(['Before signing in']);
    store.use('alice');
    expect((await store.listConversations()).map((c) => c.title)).toEqual(['Alice’s']);
    expect(seen).toHaveLength(4);
  });

  it('does not reload the panels when the same account is chosen again', () => {
    const { store } = open();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.use('alice');
    expect(store.use('alice')).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
