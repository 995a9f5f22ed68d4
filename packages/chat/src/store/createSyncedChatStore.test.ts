import 'fake-indexeddb/auto';
import type { SyncRecord } from '@atelier/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../model/types';
import { type ChatStore, createChatStore, createSyncedChatStore, type SyncedChatStore } from './createChatStore';
import type { ChatStoreChange } from './createStoreChanges';

let n = 0;
const opened: ChatStore[] = [];
function synced(name = `synced-${++n}`, now?: () => number) {
  const onOutbox = vi.fn();
  const store = createSyncedChatStore({ name, onOutbox, ...(now ? { now } : {}) });
  opened.push(store);
  return { store, onOutbox };
}
afterEach(() => opened.splice(0).forEach((s) => s.close()));

const message = (conversationId: string, id: string, content: string): ChatMessage => ({
  id,
  conversationId,
  parentId: null,
  role: 'user',
  content,
  status: 'done',
  createdAt: 5,
});
const remoteConversation = (id: string, title: string, at: number): SyncRecord => ({
  kind: 'conversation',
  id,
  parent_id: null,
  updated_at: at,
  data: { id, title, titleEdited: true, createdAt: 1, updatedAt: at, leafId: null, settings: {} },
});
const remoteMessage = (m: ChatMessage, at: number): SyncRecord => ({ kind: 'message', id: m.id, parent_id: m.conversationId, updated_at: at, data: { ...m } });
const outboxOf = async (store: SyncedChatStore) => (await store.source.readOutbox(1000)).map((r) => [`${r.kind}:${r.id}`, r.data === null ? 'deleted' : 'kept']);

describe('createSyncedChatStore', () => {
  it('puts every change in the outbox with the change, and tells its sync after each', async () => {
    let clock = 100;
    const { store, onOutbox } = synced(undefined, () => clock);
    const c = await store.createConversation({ title: 'Trip' });
    await store.applyChanges({ type: 'messages.changed', conversationId: c.id, upserted: [message(c.id, 'm1', 'hi')], deleted: [], leafId: 'm1' });
    await store.updateConversation(c.id, { title: 'Trip to Kyoto', titleEdited: true });
    expect(onOutbox).toHaveBeenCalledTimes(3);
    expect(await outboxOf(store)).toEqual([
      ['message:m1', 'kept'],
      [`conversation:${c.id}`, 'kept'],
    ]);
    const [, conversation] = await store.source.readOutbox(10);
    expect(conversation?.data).toMatchObject({ title: 'Trip to Kyoto', leafId: 'm1' });
    // The same millisecond still gives each version its own stamp, newer than the last.
    expect(conversation?.updated_at).toBe(102);

    clock = 200;
    await store.deleteConversation(c.id);
    expect(await outboxOf(store)).toEqual([
      ['message:m1', 'kept'],
      [`conversation:${c.id}`, 'deleted'],
    ]);
    expect(await store.source.countOutbox()).toBe(2);
  });

  it('keeps no outbox when it is the plain store', async () => {
    const plain = createChatStore({ name: `plain-${++n}` });
    opened.push(plain);
    await plain.createConversation({ title: 'Local' });
    const again = synced(`plain-${n}`);
    expect(await again.store.source.countOutbox()).toBe(0);
  });

  it('drops only the versions the server has from the outbox', async () => {
    let clock = 100;
    const { store } = synced(undefined, () => clock);
    const c = await store.createConversation({ title: 'One' });
    const sent = await store.source.readOutbox(10);
    clock = 300;
    await store.updateConversation(c.id, { title: 'Two', titleEdited: true });
    await store.source.acknowledge(sent);
    expect((await store.source.readOutbox(10)).map((r) => r.data?.['title'])).toEqual(['Two']);
    await store.source.acknowledge(await store.source.readOutbox(10));
    expect(await store.source.countOutbox()).toBe(0);
  });

  it('takes newer versions from other devices, keeps its own newer ones, refuses bad data, and tells subscribers', async () => {
    let clock = 100;
    const { store, onOutbox } = synced(undefined, () => clock);
    const seen: ChatStoreChange[] = [];
    store.subscribe((change) => seen.push(change));
    const mine = await store.createConversation({ title: 'Mine, newer' });
    clock = 500;
    await store.updateConversation(mine.id, { title: 'Mine, newest', titleEdited: true });
    onOutbox.mockClear();

    await store.source.applyRemote([
      remoteConversation(mine.id, 'Older elsewhere', 400),
      remoteConversation('c2', 'From the phone', 450),
      remoteMessage(message('c2', 'm1', 'typed on the phone'), 451),
      { ...remoteConversation('c3', 'Bad', 452), data: { id: 'c3', title: 42 } },
      { ...remoteMessage(message('c2', 'm2', 'wrong parent'), 453), parent_id: 'c9' },
    ]);

    expect((await store.listConversations()).map((c) => c.title)).toEqual(['From the phone', 'Mine, newest']);
    expect(Object.values(await store.loadMessages('c2')).map((m) => m.content)).toEqual(['typed on the phone']);
    expect(seen).toEqual([{ conversations: ['c2'] }]);
    expect(onOutbox).not.toHaveBeenCalled();
    expect((await store.source.readOutbox(10)).map((r) => r.id)).toEqual([mine.id]);

    // Applying the same versions again changes nothing and tells no one.
    await store.source.applyRemote([remoteConversation('c2', 'From the phone', 450)]);
    expect(seen).toHaveLength(1);
  });

  it('lets a newer version from elsewhere replace a change still waiting to be sent', async () => {
    const { store } = synced(undefined, () => 100);
    const c = await store.createConversation({ title: 'Waiting' });
    await store.source.applyRemote([remoteConversation(c.id, 'Newer on the laptop', 900)]);
    expect((await store.listConversations())[0]?.title).toBe('Newer on the laptop');
    expect(await store.source.countOutbox()).toBe(0);
  });

  it('keeps a rename made here, not yet sent, when a newer version comes from elsewhere, and sends the merge', async () => {
    let clock = 100;
    const { store } = synced(undefined, () => clock);
    await store.source.applyRemote([{ ...remoteConversation('c1', 'Picnic', 50), data: { id: 'c1', title: 'Picnic', titleEdited: false, createdAt: 1, updatedAt: 50, leafId: null, settings: {} } }]);
    await store.updateConversation('c1', { title: 'Picnic on Sunday', titleEdited: true });

    // The laptop, online meanwhile, sent a message: its version is newer and names the new branch end.
    const laptop = { ...remoteConversation('c1', 'Picnic', 900), data: { id: 'c1', title: 'Picnic', titleEdited: false, createdAt: 1, updatedAt: 900, leafId: 'm9', settings: {} } };
    clock = 150;
    await store.source.applyRemote([laptop]);

    expect((await store.listConversations())[0]).toMatchObject({ title: 'Picnic on Sunday', leafId: 'm9' });
    const [waiting] = await store.source.readOutbox(10);
    expect(waiting).toMatchObject({ kind: 'conversation', id: 'c1', data: { title: 'Picnic on Sunday', leafId: 'm9' } });
    expect(waiting!.updated_at).toBeGreaterThan(900);

    // The server has the merge: nothing waits any more.
    await store.source.acknowledge([waiting!]);
    expect(await store.source.countOutbox()).toBe(0);
  });

  it('sends its later title again when another device, not knowing it, wrote the conversation over', async () => {
    let clock = 100;
    const { store } = synced(undefined, () => clock);
    await store.source.applyRemote([{ ...remoteConversation('c1', 'Picnic', 50), data: { id: 'c1', title: 'Picnic', titleEdited: false, createdAt: 1, updatedAt: 50, leafId: null, settings: {}, titleAt: 40 } }]);
    await store.updateConversation('c1', { title: 'Picnic on Sunday', titleEdited: true });
    await store.source.acknowledge(await store.source.readOutbox(10));

    // The laptop's next write still carries the title it knew, set before this device's rename.
    clock = 300;
    await store.source.applyRemote([{ ...remoteConversation('c1', 'Picnic', 950), data: { id: 'c1', title: 'Picnic', titleEdited: false, createdAt: 1, updatedAt: 950, leafId: 'm9', settings: {}, titleAt: 40 } }]);

    expect((await store.listConversations())[0]).toMatchObject({ title: 'Picnic on Sunday', leafId: 'm9' });
    expect(await store.source.readOutbox(10)).toEqual([expect.objectContaining({ id: 'c1', data: expect.objectContaining({ title: 'Picnic on Sunday', leafId: 'm9' }) })]);

    // A later rename elsewhere is taken as it is, and nothing is sent back.
    await store.source.acknowledge(await store.source.readOutbox(10));
    await store.source.applyRemote([{ ...remoteConversation('c1', 'Picnic, moved to Monday', 990), data: { id: 'c1', title: 'Picnic, moved to Monday', titleEdited: true, createdAt: 1, updatedAt: 950, leafId: 'm9', settings: {}, titleAt: 980 } }]);
    expect((await store.listConversations())[0]?.title).toBe('Picnic, moved to Monday');
    expect(await store.source.countOutbox()).toBe(0);
  });

  it('deletes a conversation deleted elsewhere with its messages', async () => {
    const { store } = synced(undefined, () => 100);
    await store.source.applyRemote([remoteConversation('c2', 'Doomed', 10), remoteMessage(message('c2', 'm1', 'bye'), 11)]);
    await store.source.applyRemote([{ ...remoteConversation('c2', '', 20), data: null }]);
    expect(await store.listConversations()).toEqual([]);
    expect(await store.loadMessages('c2')).toEqual({});
  });

  it('puts everything back in the outbox at its own version when the server lost its copy', async () => {
    const { store } = synced(undefined, () => 100);
    await store.source.applyRemote([remoteConversation('c2', 'Kept here', 10), remoteMessage(message('c2', 'm1', 'still here'), 11)]);
    await store.source.requeueAll();
    expect((await store.source.readOutbox(10)).map((r) => [r.kind, r.id, r.updated_at])).toEqual([
      ['conversation', 'c2', 10],
      ['message', 'm1', 11],
    ]);
  });

  it('tells another tab’s store of the same database what changed', async () => {
    const name = `tabs-${++n}`;
    const here = synced(name).store;
    const other = synced(name).store;
    const heard = new Promise<ChatStoreChange>((resolve) => other.subscribe(resolve));
    const c = await here.createConversation({ title: 'Seen in the other tab' });
    expect(await heard).toEqual({ conversations: [c.id] });
    expect((await other.listConversations()).map((x) => x.title)).toEqual(['Seen in the other tab']);
  });
});
