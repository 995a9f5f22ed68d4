import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ChatMessage } from '../model/types';
import type { Conversation } from './types';

export const DB_VERSION = 1;

export interface ChatDbSchema extends DBSchema {
  conversations: { key: string; value: Conversation; indexes: { updatedAt: number } };
  messages: { key: string; value: ChatMessage; indexes: { conversationId: string } };
}

export type ChatDb = IDBPDatabase<ChatDbSchema>;

type Migration = (db: IDBPDatabase<ChatDbSchema>) => void;

// MIGRATIONS[n] upgrades a database from version n to n + 1; append, never edit.
const MIGRATIONS: Migration[] = [
  (db) => {
    const conversations = db.createObjectStore('conversations', { keyPath: 'id' });
    conversations.createIndex('updatedAt', 'updatedAt');
    const messages = db.createObjectStore('messages', { keyPath: 'id' });
    messages.createIndex('conversationId', 'conversationId');
  },
];

/** Opens (and migrates) the chat database; conversations live in IndexedDB, never localStorage. */
export function openChatDb(name: string): Promise<ChatDb> {
  return openDB<ChatDbSchema>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      for (let version = oldVersion; version < DB_VERSION; version++) MIGRATIONS[version]?.(db);
    },
  });
}
