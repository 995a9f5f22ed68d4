import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { CachedImage, DrawRecord } from './types';

interface DrawDbSchema extends DBSchema {
  tasks: { key: string; value: DrawRecord; indexes: { listId: string } };
  images: { key: string; value: CachedImage };
}

export interface DrawStore {
  /** Newest first; all lists when `listId` is omitted. */
  list(listId?: string): Promise<DrawRecord[]>;
  get(id: string): Promise<DrawRecord | null>;
  put(record: DrawRecord): Promise<void>;
  /** Removes the record and its cached image. */
  remove(id: string): Promise<void>;
  saveImage(id: string, blob: Blob): Promise<void>;
  getImage(id: string): Promise<Blob | null>;
  close(): void;
}

const DB_VERSION = 1;
// MIGRATIONS[n] upgrades a database from version n to n + 1; append, never edit.
const MIGRATIONS: ((db: IDBPDatabase<DrawDbSchema>) => void)[] = [
  (db) => {
    db.createObjectStore('tasks', { keyPath: 'id' }).createIndex('listId', 'listId');
    db.createObjectStore('images', { keyPath: 'id' });
  },
];

const isRecord = (value: unknown): value is DrawRecord =>
  typeof value === 'object' && value !== null && typeof (value as DrawRecord).id === 'string' && typeof (value as DrawRecord).listId === 'string' && typeof (value as DrawRecord).createdAt === 'number';

/** Drawing tasks and their cached images in IndexedDB (`idb`), with a versioned schema. */
export function createDrawStore(options: { name?: string } = {}): DrawStore {
  let dbPromise: Promise<IDBPDatabase<DrawDbSchema>> | null = null;
  const db = () =>
    (dbPromise ??= openDB<DrawDbSchema>(options.name ?? 'atelier-draw', DB_VERSION, {
      upgrade(database, oldVersion) {
        for (let version = oldVersion; version < DB_VERSION; version++) MIGRATIONS[version]?.(database);
      },
    }));
  return {
    async list(listId) {
      const rows = listId === undefined ? await (await db()).getAll('tasks') : await (await db()).getAllFromIndex('tasks', 'listId', listId);
      return rows.filter(isRecord).sort((a, b) => b.createdAt - a.createdAt);
    },
    async get(id) {
      const row = await (await db()).get('tasks', id);
      return isRecord(row) ? row : null;
    },
    async put(record) {
      await (await db()).put('tasks', record);
    },
    async remove(id) {
      const tx = (await db()).transaction(['tasks', 'images'], 'readwrite');
      await Promise.all([tx.objectStore('tasks').delete(id), tx.objectStore('images').delete(id), tx.done]);
    },
    async saveImage(id, blob) {
      await (await db()).put('images', { id, blob, savedAt: Date.now() });
    },
    async getImage(id) {
      const row = await (await db()).get('images', id);
      return row?.blob instanceof Blob ? row.blob : null;
    },
    close() {
      void dbPromise?.then((d) => d.close());
      dbPromise = null;
    },
  };
}
