import type { ChatPersistEvent } from '../machines/chatMachine.types';
import { createId } from '@atelier/core';
import type { ChatMessage, MessageMap } from '../model/types';
import type { ConversationSettings } from '../settings/chatSettings';
import { type ChatDb, openChatDb } from './openChatDb';
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
  close(): void;
}

/** Conversation store in IndexedDB (`idb`), with a versioned schema. */
export function createChatStore(options: { name?: string } = {}): ChatStore {
  let dbPromise: Promise<ChatDb> | null = null;
  const db = () => (dbPromise ??= openChatDb(options.name ?? 'atelier-chat'));
  const valid = <T>(items: unknown[], read: (v: unknown) => T | null) => items.flatMap((item) => read(item) ?? []);

  async function listConversations() {
    const all = valid(await (await db()).getAll('conversations'), readConversation);
    return all.sort((a, b) => b.updatedAt - a.updatedAt);
  }

  async function allMessages(): Promise<ChatMessage[]> {
    return valid(await (await db()).getAll('messages'), readMessage);
  }

  return {
    listConversations,
    async createConversation(init = {}) {
      const now = Date.now();
      const conversation: Conversation = { id: createId(), title: init.title ?? '', titleEdited: false, createdAt: now, updatedAt: now, leafId: null, settings: init.settings ?? {} };
      await (await db()).put('conversations', conversation);
      return conversation;
    },
    async updateConversation(id, patch) {
      const tx = (await db()).transaction('conversations', 'readwrite');
      const current = readConversation(await tx.store.get(id));
      if (!current) return null;
      const next: Conversation = { ...current, ...patch, updatedAt: patch.leafId !== undefined || patch.title === undefined ? Date.now() : current.updatedAt };
      await Promise.all([tx.store.put(next), tx.done]);
      return next;
    },
    async deleteConversation(id) {
      const tx = (await db()).transaction(['conversations', 'messages'], 'readwrite');
      const messages = tx.objectStore('messages');
      const keys = await messages.index('conversationId').getAllKeys(id);
      await Promise.all([tx.objectStore('conversations').delete(id), ...keys.map((key) => messages.delete(key)), tx.done]);
    },
    async clearAll() {
      const tx = (await db()).transaction(['conversations', 'messages'], 'readwrite');
      await Promise.all([tx.objectStore('conversations').clear(), tx.objectStore('messages').clear(), tx.done]);
    },
    async loadMessages(conversationId) {
      const rows = await (await db()).getAllFromIndex('messages', 'conversationId', conversationId);
      return Object.fromEntries(valid(rows, readMessage).map((m) => [m.id, m]));
    },
    async applyChanges(change) {
      const tx = (await db()).transaction(['conversations', 'messages'], 'readwrite');
      const conversations = tx.objectStore('conversations');
      const messages = tx.objectStore('messages');
      const current = readConversation(await conversations.get(change.conversationId));
      const writes: Promise<unknown>[] = [
        ...change.upserted.map((m) => messages.put(m)),
        ...change.deleted.map((id) => messages.delete(id)),
      ];
      if (current) writes.push(conversations.put({ ...current, leafId: change.leafId, updatedAt: Date.now() }));
      await Promise.all([...writes, tx.done]);
    },
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
      const tx = (await db()).transaction(['conversations', 'messages'], 'readwrite');
      await Promise.all([
        ...conversations.map((c) => tx.objectStore('conversations').put(c)),
        ...messages.map((m) => tx.objectStore('messages').put(m)),
        tx.done,
      ]);
      return { ok: true, conversations: conversations.length, messages: messages.length };
    },
    close() {
      void dbPromise?.then((d) => d.close());
      dbPromise = null;
    },
  };
}
