import { type ChangeNotices, outboxReader, type SyncRecord, type SyncSource } from '@atelier/core';
import { drawRecordKey, drawTaskRecord } from './drawSyncRecords';
import type { DrawDb } from './openDrawDb';
import { readDrawRecord } from './readDrawRecord';

/** What changed outside this store object: these records (added, changed or deleted), or (`null`) any. */
export interface DrawStoreChange {
  ids: string[] | null;
}

export const isDrawStoreChange = (value: unknown): value is DrawStoreChange => {
  if (typeof value !== 'object' || value === null) return false;
  const ids = (value as { ids?: unknown }).ids;
  return ids === null || (Array.isArray(ids) && ids.every((id) => typeof id === 'string'));
};

/** The sync half of a synced drawing store: its outbox, and the writes that come from other devices. */
export function createDrawSyncSource(db: () => Promise<DrawDb>, changes: ChangeNotices<DrawStoreChange>, stamp: () => number): SyncSource {
  const everything = ['tasks', 'images', 'outbox', 'versions'] as const;
  return {
    kinds: ['draw_task'],
    ...outboxReader(db, (record) => drawRecordKey(record.id)),
    async applyRemote(records: SyncRecord[]) {
      const tx = (await db()).transaction([...everything], 'readwrite');
      const mine = records.filter((record) => record.kind === 'draw_task');
      // Issued together, not awaited one by one (a page holds each record once).
      const locals = await Promise.all(mine.map((record) => tx.objectStore('versions').get(drawRecordKey(record.id))));
      const touched: string[] = [];
      const writes = mine.flatMap((record, i) => {
        const local = locals[i];
        if (local !== undefined && local >= record.updated_at) return [];
        const drawing = record.data === null ? null : readDrawRecord(record.data);
        if (record.data !== null && (!drawing || drawing.id !== record.id)) return [];
        touched.push(record.id);
        const key = drawRecordKey(record.id);
        return [
          drawing ? tx.objectStore('tasks').put(drawing) : tx.objectStore('tasks').delete(record.id),
          drawing ? null : tx.objectStore('images').delete(record.id),
          tx.objectStore('versions').put(record.updated_at, key),
          tx.objectStore('outbox').delete(key),
        ];
      });
      await Promise.all([...writes, tx.done]);
      if (touched.length === 0) return;
      changes.notify({ ids: touched });
      changes.announce({ ids: touched });
    },
    async requeueAll() {
      const tx = (await db()).transaction([...everything], 'readwrite');
      for (const value of await tx.objectStore('tasks').getAll()) {
        const drawing = readDrawRecord(value);
        if (!drawing) continue;
        const key = drawRecordKey(drawing.id);
        const at = (await tx.objectStore('versions').get(key)) ?? stamp();
        await tx.objectStore('outbox').put(drawTaskRecord(drawing, at), key);
      }
      await tx.done;
    },
  };
}
