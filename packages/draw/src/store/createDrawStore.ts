import { createChangeNotices, type SyncRecord, type SyncSource } from '@atelier/core';
import { createDrawSyncSource, type DrawStoreChange, isDrawStoreChange } from './createDrawSyncSource';
import { drawRecordKey, drawTaskDeleted, drawTaskRecord } from './drawSyncRecords';
import { type DrawDb, openDrawDb } from './openDrawDb';
import { readDrawRecord } from './readDrawRecord';
import type { DrawRecord } from './types';

export type { DrawStoreChange } from './createDrawSyncSource';

export interface DrawStore {
  /** Newest first; all lists when `listId` is omitted. */
  list(listId?: string): Promise<DrawRecord[]>;
  get(id: string): Promise<DrawRecord | null>;
  put(record: DrawRecord): Promise<void>;
  /** Removes the record and its cached image. */
  remove(id: string): Promise<void>;
  saveImage(id: string, blob: Blob): Promise<void>;
  getImage(id: string): Promise<Blob | null>;
  /**
   * Tells of records changed elsewhere (another tab, or another device through sync), never of
   * this object's own writes; returns the unsubscribe. A store without it never changes behind
   * the widgets' back.
   */
  subscribe?(listener: (change: DrawStoreChange) => void): () => void;
  close(): void;
}

/** A store whose every record write also waits in an outbox for account sync (`source`). */
export interface SyncedDrawStore extends DrawStore {
  readonly source: SyncSource;
  subscribe(listener: (change: DrawStoreChange) => void): () => void;
}

export interface DrawStoreOptions {
  /** The IndexedDB database (default `atelier-draw`). */
  name?: string;
  /** Clock for sync versions (tests). */
  now?: () => number;
}

/** Drawing tasks and their cached images in IndexedDB (`idb`), with a versioned schema. */
export function createDrawStore(options: DrawStoreOptions = {}): DrawStore {
  return buildDrawStore(options, null);
}

/**
 * The drawing store of a signed-in account: like `createDrawStore`, and every record written or
 * removed also waits in an outbox (same transaction) for `runSyncCycle`; `onOutbox` is called after.
 * Cached images stay on the device: the server keeps its own copy of each finished drawing.
 */
export function createSyncedDrawStore(options: DrawStoreOptions & { onOutbox?: () => void }): SyncedDrawStore {
  return buildDrawStore(options, options.onOutbox ?? (() => {})) as SyncedDrawStore;
}

function buildDrawStore(options: DrawStoreOptions, onOutbox: (() => void) | null): DrawStore | SyncedDrawStore {
  const name = options.name ?? 'atelier-draw';
  let dbPromise: Promise<DrawDb> | null = null;
  const db = () =>
    (dbPromise ??= openDrawDb(name, () => {
      dbPromise = null;
    }));
  const changes = createChangeNotices<DrawStoreChange>(`atelier-draw-store:${name}`, isDrawStoreChange);
  const now = options.now ?? Date.now;
  let last = 0;
  // Strictly increasing, so two quick writes never share a version (the server keeps the first).
  const stamp = () => (last = Math.max(now(), last + 1));

  /** Writes a record (or removes it, with `null`) and, when synced, its outbox entry in one transaction. */
  async function write(id: string, record: DrawRecord | null): Promise<void> {
    const tx = (await db()).transaction(['tasks', 'images', 'outbox', 'versions'], 'readwrite');
    const change: SyncRecord | null = onOutbox ? (record ? drawTaskRecord(record, stamp()) : drawTaskDeleted(id, stamp())) : null;
    await Promise.all([
      record ? tx.objectStore('tasks').put(record) : tx.objectStore('tasks').delete(id),
      record ? null : tx.objectStore('images').delete(id),
      change ? tx.objectStore('outbox').put(change, drawRecordKey(id)) : null,
      change ? tx.objectStore('versions').put(change.updated_at, drawRecordKey(id)) : null,
      tx.done,
    ]);
    changes.announce({ ids: [id] });
    if (change) onOutbox?.();
  }

  const store: DrawStore = {
    async list(listId) {
      const rows = listId === undefined ? await (await db()).getAll('tasks') : await (await db()).getAllFromIndex('tasks', 'listId', listId);
      return rows.flatMap((row) => readDrawRecord(row) ?? []).sort((a, b) => b.createdAt - a.createdAt);
    },
    async get(id) {
      return readDrawRecord(await (await db()).get('tasks', id));
    },
    put: (record) => write(record.id, record),
    remove: (id) => write(id, null),
    async saveImage(id, blob) {
      await (await db()).put('images', { id, blob, savedAt: Date.now() });
    },
    async getImage(id) {
      const row = await (await db()).get('images', id);
      return row?.blob instanceof Blob ? row.blob : null;
    },
    subscribe: (listener) => changes.subscribe(listener),
    close() {
      changes.close();
      void dbPromise?.then((d) => d.close());
      dbPromise = null;
    },
  };
  return onOutbox ? { ...store, source: createDrawSyncSource(db, changes, stamp) } : store;
}
