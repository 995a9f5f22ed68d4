import type { SyncRecord, SyncSource } from '@atelier/core';
import { createId } from '@atelier/core';
import type { ChatPersistEvent } from '../machines/chatMachine.types';
import type { ChatMessage, MessageMap } from '../model/types';
import type { ConversationSettings } from '../settings/chatSettings';
import { conversationDeleted, conversationRecord, messageDeleted, messageRecord, recordKey } from './chatRecords';
import { createChatSyncSource } from './createChatSyncSource';
import { createStoreChanges, type ChatStoreChange } from './createStoreChanges';
import { type ChatDb, type ChatTx, openChatDb } from './openChatDb';
import { searchConversations } from './searchConversations';
import { type ChatExport, type Conversation, EXPORT_FORMAT, EXPORT_VERSION, type ImportResult, type SearchHit } from './types';
import { readConversation, readMessage, validateExport } from './validateExport';

export interface ChatStore {
  listConversations(): Promise<Conversation[]>;
  createConversation(init?: { title?: string; settings?: ConversationSettings }): Promise<Conversation>;
  updateConversation(id: string, patch: Partial<Pick<Conversation, 'title' | 'titleEdited' | 'settings' | 'leafId'>>): Promise<Conversation | null>;
  deleteConversation(id: string): Promise<void>;
  clearAll(): Promise<void>;
  loadMessages(conversationId: string): Promise<MessageMap>;
  /** Writes what `chatMachine` emitted, in one transaction. */
  applyChanges(change: ChatPersistEvent): Promise<void>;
  search(query: string, limit?: number): Promise<SearchHit[]>;
  exportAll(): Promise<ChatExport>;
  /** Validates the whole file first: a bad file changes nothing and says why. */
  importAll(text: string): Promise<ImportResult>;
  /**
   * Tells of changes made elsewhere (another tab, or another device through sync), never of this
   * object's own writes; returns the unsubscribe.
   */
  subscribe(listener: (change: ChatStoreChange) => void): () => void;
  close(): void;
}

/** A store whose every write also waits in an outbox for account sync (`source`). */
export interface SyncedChatStore extends ChatStore {
  readonly source: SyncSource;
}

export interface ChatStoreOptions {
  /** The IndexedDB database (default `atelier-chat`). */
  name?: string;
  /** Clock for sync versions (tests). */
  now?: () => number;
}

/** Conversation store in IndexedDB (`idb`), with a versioned schema. */
export function createChatStore(options: ChatStoreOptions = {}): ChatStore {
  return buildChatStore(options, null);
}

/**
 * The chat store of a signed-in account: like `createChatStore`, and every change is written to an
 * outbox in the same transaction, for `runSyncCycle` to send; `onOutbox` is called after each.
 */
export function createSyncedChatStore(options: ChatStoreOptions & { onOutbox?: () => void }): SyncedChatStore {
  return buildChatStore(options, options.onOutbox ?? (() => {})) as SyncedChatStore;
}

function buildChatStore(options: ChatStoreOptions, onOutbox: (() => void) | null): ChatStore | SyncedChatStore {
  const name = options.name ?? 'atelier-chat';
  let dbPromise: Promise<ChatDb> | null = null;
  const db = () =>
    (dbPromise ??= openChatDb(name, () => {
      dbPromise = null;
    }));
  const changes = createStoreChanges(name);
  const now = options.now ?? Date.now;
  let last = 0;
  // Strictly increasing, so two quick edits never share a version (the server keeps the first).
  const stamp = () => (last = Math.max(now(), last + 1));
  const valid = <T>(items: unknown[], read: (v: unknown) => T | null) => items.flatMap((item) => read(item) ?? []);

  /** One read-write transaction over everything; `track` records what it changed for sync. */
  async function write<T>(work: (tx: ChatTx, track: (records: SyncRecord[]) => void) => Promise<T>, touched: (result: T) => string[] | null): Promise<T> {
    const tx = (await db()).transaction(['conversations', 'messages', 'outbox', 'versions'], 'readwrite');
    const tracked: SyncRecord[] = [];
    let result: T;
    try {
      result = await work(tx, (records) => tracked.push(...records));
    } catch (error) {
      tx.done.catch(() => {});
      tx.abort();
      throw error;
    }
    const outbox = tx.objectStore('outbox');
    const versions = tx.objectStore('versions');
    const tracking = onOutbox ? tracked : [];
    await Promise.all([
      ...tracking.flatMap((record) => [outbox.put(record, recordKey(record)), versions.put(record.updated_at, recordKey(record))]),
      tx.done,
    ]);
    changes.announce({ conversations: touched(result) });
    if (onOutbox && tracked.length > 0) onOutbox();
    return result;
  }

  async function listConversations() {
    const all = valid(await (await db()).getAll('conversations'), readConversation);
    return all.sort((a, b) => b.updatedAt - a.updatedAt);
  }

  async function allMessages(): Promise<ChatMessage[]> {
    return valid(await (await db()).getAll('messages'), readMessage);
  }

  const store: ChatStore = {
    listConversations,
    createConversation: (init = {}) =>
      write(
        async (tx, track) => {
          const at = stamp();
          const conversation: Conversation = { id: createId(), title: init.title ?? '', titleEdited: false, createdAt: at, updatedAt: at, leafId: null, settings: init.settings ?? {} };
          await tx.objectStore('conversations').put(conversation);
          // An empty untitled chat stays on this device until its first message or setting, so
          // opening the panel on each new device does not add one to the account.
          if (conversation.title !== '' || init.settings) track([conversationRecord(conversation, at)]);
          return conversation;
        },
        (c) => [c.id],
      ),
    updateConversation: (id, patch) =>
      write(
        async (tx, track) => {
          const conversations = tx.objectStore('conversations');
          const current = readConversation(await conversations.get(id));
          if (!current) return null;
          const at = stamp();
          const next: Conversation = {
            ...current,
            ...patch,
            updatedAt: patch.leafId !== undefined || patch.title === undefined ? at : current.updatedAt,
            ...(patch.title !== undefined || patch.titleEdited !== undefined ? { titleAt: at } : {}),
            ...(patch.settings !== undefined ? { settingsAt: at } : {}),
          };
          await conversations.put(next);
          track([conversationRecord(next, at)]);
          return next;
        },
        () => [id],
      ),
    deleteConversation: (id) =>
      write(
        async (tx, track) => {
          const messages = tx.objectStore('messages');
          const keys = await messages.index('conversationId').getAllKeys(id);
          await Promise.all([tx.objectStore('conversations').delete(id), ...keys.map((key) => messages.delete(key))]);
          // The server deletes the messages with their conversation, on every device.
          track([conversationDeleted(id, stamp())]);
        },
        () => [id],
      ),
    clearAll: () =>
      write(
        async (tx, track) => {
          const ids = await tx.objectStore('conversations').getAllKeys();
          await Promise.all([tx.objectStore('conversations').clear(), tx.objectStore('messages').clear()]);
          const at = stamp();
          track(ids.map((id) => conversationDeleted(id, at)));
        },
        () => null,
      ),
    async loadMessages(conversationId) {
      const rows = await (await db()).getAllFromIndex('messages', 'conversationId', conversationId);
      return Object.fromEntries(valid(rows, readMessage).map((m) => [m.id, m]));
    },
    applyChanges: (change) =>
      write(
        async (tx, track) => {
          const conversations = tx.objectStore('conversations');
          const messages = tx.objectStore('messages');
          const current = readConversation(await conversations.get(change.conversationId));
          const at = stamp();
          await Promise.all([...change.upserted.map((m) => messages.put(m)), ...change.deleted.map((id) => messages.delete(id))]);
          track([...change.upserted.map((m) => messageRecord(m, at)), ...change.deleted.map((id) => messageDeleted(id, change.conversationId, at))]);
          if (current) {
            const next = { ...current, leafId: change.leafId, updatedAt: at };
            await conversations.put(next);
            track([conversationRecord(next, at)]);
          }
        },
        () => [change.conversationId],
      ),
    async search(query, limit = 50) {
      return searchConversations(await listConversations(), await allMessages(), query, limit);
    },
    async exportAll() {
      return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), conversations: await listConversations(), messages: await allMessages() };
    },
    async importAll(text) {
      const checked = validateExport(text);
      if (!checked.ok) return checked;
      const { conversations, messages } = checked.data;
      await write(
        async (tx, track) => {
          const at = stamp();
          await Promise.all([...conversations.map((c) => tx.objectStore('conversations').put(c)), ...messages.map((m) => tx.objectStore('messages').put(m))]);
          track([...conversations.map((c) => conversationRecord(c, at)), ...messages.map((m) => messageRecord(m, at))]);
        },
        () => conversations.map((c) => c.id),
      );
      return { ok: true, conversations: conversations.length, messages: messages.length };
    },
    subscribe: changes.subscribe,
    close() {
      changes.close();
      void dbPromise?.then((d) => d.close());
      dbPromise = null;
    },
  };
  if (!onOutbox) return store;
  return { ...store, source: createChatSyncSource(db, changes, stamp) };
}
