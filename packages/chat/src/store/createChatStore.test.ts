import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../model/types';
import { openDB } from 'idb';
import { createChatStore } from './createChatStore';
import { DB_VERSION } from './openChatDb';

let n = 0;
const stores: ReturnType<typeof createChatStore>[] = [];
function newStore() {
  const store = createChatStore({ name: `test-${++n}` });
  stores.push(store);
  return store;
}
afterEach(() => {
  vi.useRealTimers();
  stores.splice(0).forEach((s) => s.close());
});

const message = (conversationId: string, id: string, content: string, parentId: string | null = null): ChatMessage => ({
  id,
  conversationId,
  parentId,
  role: 'user',
  content,
  status: 'done',
  createdAt: Date.now(),
});

describe('createChatStore', () => {
  it('creates, renames, lists newest first and deletes conversations with their messages', async () => {
    const store = newStore();
    // Newest first: the second one is made a second later on the store's clock.
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000 });
    const a = await store.createConversation({ title: 'First' });
    vi.setSystemTime(2_000);
    const b = await store.createConversation({ title: 'Second' });
    expect((await store.listConversations()).map((c) => c.title)).toEqual(['Second', 'First']);
    await store.updateConversation(a.id, { title: 'Renamed', titleEdited: true });
    await store.applyChanges({ type: 'messages.changed', conversationId: b.id, upserted: [message(b.id, 'm1', 'hello')], deleted: [], leafId: 'm1' });
    expect(Object.keys(await store.loadMessages(b.id))).toEqual(['m1']);
    expect((await store.listConversations()).find((c) => c.id === b.id)?.leafId).toBe('m1');
    await store.deleteConversation(b.id);
    expect((await store.listConversations()).map((c) => c.title)).toEqual(['Renamed']);
    expect(await store.loadMessages(b.id)).toEqual({});
  });

  it('clears everything', async () => {
    const store = newStore();
    const c = await store.createConversation();
    await store.applyChanges({ type: 'messages.changed', conversationId: c.id, upserted: [message(c.id, 'x', 'hi')], deleted: [], leafId: 'x' });
    await store.clearAll();
    expect(await store.listConversations()).toEqual([]);
    expect(await store.loadMessages(c.id)).toEqual({});
  });

  it('searches titles and message bodies, case-insensitively, with a snippet', async () => {
    const store = newStore();
    const recipes = await store.createConversation({ title: 'Recipes' });
    const physics = await store.createConversation({ title: 'Physics' });
    await store.applyChanges({ type: 'messages.changed', conversationId: physics.id, upserted: [message(physics.id, 'p1', 'Explain the QUANTUM eraser experiment')], deleted: [], leafId: 'p1' });
    expect(await store.search('quantum')).toEqual([{ conversationId: physics.id, title: 'Physics', snippet: 'Explain the QUANTUM eraser experiment', messageId: 'p1' }]);
    expect((await store.search('recip')).map((h) => h.conversationId)).toEqual([recipes.id]);
    expect(await store.search('   ')).toEqual([]);
  });

  it('exports everything and imports it into another store', async () => {
    const source = newStore();
    const c = await source.createConversation({ title: 'Keep me', settings: { temperature: 0.9 } });
    await source.applyChanges({ type: 'messages.changed', conversationId: c.id, upserted: [message(c.id, 'k1', '你好')], deleted: [], leafId: 'k1' });
    const exported = JSON.stringify(await source.exportAll());
    const target = newStore();
    await expect(target.importAll(exported)).resolves.toEqual({ ok: true, conversations: 1, messages: 1 });
    expect((await target.listConversations())[0]).toMatchObject({ title: 'Keep me', settings: { temperature: 0.9 }, leafId: 'k1' });
    expect((await target.loadMessages(c.id)).k1?.content).toBe('你好');
  });

  it.each([
    ['{not json', 'NOT_JSON'],
    ['[]', 'WRONG_FORMAT'],
    ['{"format":"atelier-chat","version":9,"conversations":[],"messages":[]}', 'UNSUPPORTED_VERSION'],
    ['{"format":"atelier-chat","version":1,"conversations":[{"id":"a"}],"messages":[]}', 'INVALID_CONVERSATION'],
    ['{"format":"atelier-chat","version":1,"conversations":[{"id":"a","title":"t","createdAt":1,"updatedAt":1}],"messages":[{"id":"m","conversationId":"zzz","parentId":null,"role":"user","content":"x","status":"done","createdAt":1}]}', 'ORPHAN_MESSAGE'],
    ['{"format":"atelier-chat","version":1,"conversations":[{"id":"a","title":"t","createdAt":1,"updatedAt":1}],"messages":[{"id":"m","conversationId":"a","parentId":null,"role":"system","content":"x","status":"done","createdAt":1}]}', 'INVALID_MESSAGE'],
  ])('rejects %s with %s and changes nothing', async (text, code) => {
    const store = newStore();
    await store.createConversation({ title: 'Existing' });
    const result = await store.importAll(text);
    expect(result).toMatchObject({ ok: false, problem: { code } });
    expect((await store.listConversations()).map((c) => c.title)).toEqual(['Existing']);
  });

  describe('attachments', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const withFiles = (conversationId: string): ChatMessage => ({
      ...message(conversationId, 'f1', 'Look'),
      attachments: [
        { kind: 'image', name: 'cat.png', type: 'image/png', size: 12, dataUrl: png },
        { kind: 'file', name: 'r.pdf', type: 'application/pdf', size: 99, url: 'https://files.test/r.pdf' },
        { kind: 'audio', name: 'memo.mp3', type: 'audio/mpeg', size: 5 },
      ],
    });

    it('are stored with the message and survive export and import', async () => {
      const source = newStore();
      const c = await source.createConversation({ title: 'Files' });
      await source.applyChanges({ type: 'messages.changed', conversationId: c.id, upserted: [withFiles(c.id)], deleted: [], leafId: 'f1' });
      expect((await source.loadMessages(c.id)).f1?.attachments).toEqual(withFiles(c.id).attachments);
      const target = newStore();
      await expect(target.importAll(JSON.stringify(await source.exportAll()))).resolves.toMatchObject({ ok: true, messages: 1 });
      expect((await target.loadMessages(c.id)).f1?.attachments).toEqual(withFiles(c.id).attachments);
    });

    it.each([
      ['a javascript: link', { kind: 'file', name: 'x', type: '', size: 1, url: 'javascript:alert(1)' }],
      ['a non-image data URL', { kind: 'image', name: 'x', type: 'image/png', size: 1, dataUrl: 'data:text/html;base64,PGI+' }],
      ['an unknown kind', { kind: 'video', name: 'x', type: '', size: 1 }],
      ['a negative size', { kind: 'image', name: 'x', type: 'image/png', size: -1 }],
      ['no name', { kind: 'audio', type: 'audio/wav', size: 1 }],
    ])('with %s are rejected as INVALID_MESSAGE and change nothing', async (_label, attachment) => {
      const store = newStore();
      const file = {
        format: 'atelier-chat',
        version: 1,
        conversations: [{ id: 'a', title: 't', createdAt: 1, updatedAt: 1 }],
        messages: [{ id: 'm', conversationId: 'a', parentId: null, role: 'user', content: 'x', status: 'done', createdAt: 1, attachments: [attachment] }],
      };
      await expect(store.importAll(JSON.stringify(file))).resolves.toEqual({ ok: false, problem: { code: 'INVALID_MESSAGE', index: 0 } });
      expect(await store.listConversations()).toEqual([]);
    });
  });

  it('keeps data across reopening the database', async () => {
    const name = `reopen-${++n}`;
    const first = createChatStore({ name });
    await first.createConversation({ title: 'Persisted' });
    first.close();
    const second = createChatStore({ name });
    stores.push(second);
    expect((await second.listConversations()).map((c) => c.title)).toEqual(['Persisted']);
  });
  it('clearing a chat deletes its messages and keeps the conversation with its title and settings', async () => {
    const store = newStore();
    const c = await store.createConversation({ title: 'Keep me', settings: { model: 'gpt-4o' } });
    const other = await store.createConversation({ title: 'Other' });
    await store.applyChanges({ type: 'messages.changed', conversationId: c.id, upserted: [message(c.id, 'a', 'one'), message(c.id, 'b', 'two', 'a')], deleted: [], leafId: 'b' });
    await store.applyChanges({ type: 'messages.changed', conversationId: other.id, upserted: [message(other.id, 'x', 'other')], deleted: [], leafId: 'x' });
    await store.applyChanges({ type: 'messages.changed', conversationId: c.id, upserted: [], deleted: ['a', 'b'], leafId: null });
    expect(await store.loadMessages(c.id)).toEqual({});
    expect(Object.keys(await store.loadMessages(other.id))).toEqual(['x']);
    expect((await store.listConversations()).find((x) => x.id === c.id)).toMatchObject({ id: c.id, title: 'Keep me', settings: { model: 'gpt-4o' }, leafId: null });
  });

  it('closes its connection when a newer version of the app in another tab upgrades the database', async () => {
    const name = `old-tab-${++n}`;
    const store = createChatStore({ name });
    stores.push(store);
    await store.createConversation({ title: 'Kept through the upgrade' });
    // Would wait forever (\`blocked\`) if this tab kept its connection open.
    const newer = await openDB(name, DB_VERSION + 1);
    expect(await newer.count('conversations')).toBe(1);
    newer.close();
  });
});
