import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { SyncRecord } from '@atelier/core';
import type { CachedImage, DrawRecord } from './types';

export const DRAW_DB_VERSION = 2;

export interface DrawDbSchema extends DBSchema {
  tasks: { key: string; value: DrawRecord; indexes: { listId: string } };
  images: { key: string; value: CachedImage };
  /** Account sync: changes the server has not taken yet, by `kind:id`, written with the change. */
  outbox: { key: string; value: SyncRecord };
  /** Account sync: the version (`updated_at`) of each record here, so an older one never overwrites it. */
  versions: { key: string; value: number };
}

export type DrawDb = IDBPDatabase<DrawDbSchema>;

// MIGRATIONS[n] upgrades a database from version n to n + 1; append, never edit.
const MIGRATIONS: ((db: DrawDb) => void)[] = [
  (db) => {
    db.createObjectStore('tasks', { keyPath: 'id' }).createIndex('listId', 'listId');
    db.createObjectStore('images', { keyPath: 'id' });
  },
  (db) => {
    db.createObjectStore('outbox');
    db.createObjectStore('versions');
  },
];

/**
 * Opens (and migrates) the drawing database. A tab still on an older version closes its
 * connection when a newer one needs to upgrade (`onClosed` lets its store open again on next use).
 */
export async function openDrawDb(name: string, onClosed: () => void = () => {}): Promise<DrawDb> {
  const db = await openDB<DrawDbSchema>(name, DRAW_DB_VERSION, {
    upgrade(database, oldVersion) {
      for (let version = oldVersion; version < DRAW_DB_VERSION; version++) MIGRATIONS[version]?.(database);
    },
    blocking() {
      db.close();
      onClosed();
    },
  });
  return db;
}
