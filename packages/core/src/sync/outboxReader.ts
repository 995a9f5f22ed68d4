import type { SyncRecord } from '../contracts/sync';
import type { SyncSource } from './types';

/** The part of an IndexedDB database (as `idb` opens it) that holds a sync outbox in a store named `outbox`. */
export interface OutboxDb {
  getAll(store: 'outbox'): Promise<SyncRecord[]>;
  count(store: 'outbox'): Promise<number>;
  transaction(store: 'outbox', mode: 'readwrite'): {
    // `idb` types `delete` as optional: it is absent only on read-only transactions.
    store: { get(key: string): Promise<SyncRecord | undefined>; delete: ((key: string) => Promise<void>) | undefined };
    done: Promise<void>;
  };
}

/**
 * The outbox half of a `SyncSource` kept in IndexedDB (chat's and draw's): oldest first, and an
 * acknowledged change leaves only if it was not changed again since (`keyOf` names its entry).
 */
export function outboxReader(db: () => Promise<OutboxDb>, keyOf: (record: SyncRecord) => string): Pick<SyncSource, 'readOutbox' | 'countOutbox' | 'acknowledge'> {
  return {
    async readOutbox(limit) {
      const waiting = await (await db()).getAll('outbox');
      return waiting.sort((a, b) => a.updated_at - b.updated_at).slice(0, limit);
    },
    countOutbox: async () => (await db()).count('outbox'),
    async acknowledge(records) {
      const tx = (await db()).transaction('outbox', 'readwrite');
      for (const record of records) {
        const waiting = await tx.store.get(keyOf(record));
        if (waiting?.updated_at === record.updated_at) await tx.store.delete?.(keyOf(record));
      }
      await tx.done;
    },
  };
}
