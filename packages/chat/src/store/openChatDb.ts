import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB } from 'idb';
import type { SyncRecord } from '@atelier/core';
import type { ChatMessage } from '../model/types';
import type { Conversation } from './types';

export const DB_VERSION = 2;

export interface ChatDbSchema extends DBSchema {
  conversations: { key: string; value: Conversation; indexes: { updatedAt: number } };
  messages: { key: string; value: ChatMessage; indexes: { conversationId: string } };
  /** Account sync: changes the server has not taken yet, by `kind:id`, written with the change. */
  outbox: { key: string; value: SyncRecord };
  /** Account sync: the version (`updated_at`) of each record here, so an older one never overwrites it. */
  versions: { key: string; value: number };
}

export type ChatDb = IDBPDatabase<ChatDbSchema>;

/** A read-write transaction over every store of the chat database. */
export type ChatTx = IDBPTransaction<ChatDbSchema, ('conversations' | 'messages' | 'outbox' | 'versions')[], 'readwrite'>;

type Migration = (db: IDBPDatabase<ChatDbSchema>) => void;

// MIGRATIONS[n] upgrades a database from version n to n + 1; append, never edit.
const MIGRATIONS: Migration[] = [
  (db) => {
    const conversations = db.createObjectStore('conversations', { keyPath: 'id' });
    conversations.createIndex('updatedAt', 'updatedAt');
    const messages = db.createObjectStore('messages', { keyPath: 'id' });
    messages.createIndex('conversationId', 'conversationId');
  },
  (db) => {
    db.createObjectStore('outbox');
    db.createObjectStore('versions');
  },
];

/**
 * Opens (and migrates) the chat database; conversations live in IndexedDB, never localStorage.
 * A tab still on an older version closes its connection when a newer one needs to upgrade
 * (`onClosed` lets its store open again on next use), so a tab left open never blocks the new one.
 */
export async function openChatDb(name: string, onClosed: () => void = () => {}): Promise<ChatDb> {
  const db = await openDB<ChatDbSchema>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      for (let version = oldVersion; version < DB_VERSION; version++) MIGRATIONS[version]?.(db);
    },
    blocking() {
      db.close();
      onClosed();
    },
  });
  return db;
}
