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

  it('moves signed-out chats with messages into the account, to be sent, and deletes others on request', async () => {
    const { store } = open();
    const asked = await store.createConversation({ title: 'Asked signed out' });
    await store.applyChanges({
      type: 'messages.changed',
      conversationId: asked.id,
      upserted: [{ id: 'm1', conversationId: asked.id, parentId: null, role: 'user', content: 'hello', status: 'done', createdAt: 1 }],
      deleted: [],
      leafId: 'm1',
    });
    const empty = await store.createConversation();
    expect((await store.anonymousChats()).map((c) => c.id)).toEqual([asked.id]);

    await expect(store.moveIntoAccount([asked.id])).rejects.toThrow('nobody is signed in');
    store.use('alice');
    const reloads = vi.fn();
    store.subscribe(reloads);
    await store.moveIntoAccount([asked.id]);
    expect(reloads).toHaveBeenCalledWith({ conversations: null });
    expect((await store.listConversations()).map((c) => c.title)).toEqual(['Asked signed out']);
    expect(Object.values(await store.loadMessages(asked.id)).map((m) => m.content)).toEqual(['hello']);
    expect((await store.account?.source.readOutbox(10))?.map((r) => r.kind).sort()).toEqual(['conversation', 'message']);
    expect(await store.anonymousChats()).toEqual([]);

    await store.discardAnonymous([empty.id]);
    store.use(null);
    expect(await store.listConversations()).toEqual([]);
  });
});
