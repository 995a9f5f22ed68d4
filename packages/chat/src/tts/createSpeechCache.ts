import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** Audio already fetched for a reply, so reading it again costs no request. */
export interface SpeechCache {
  /** The clips stored under `key`, or null (also for a damaged record, which is dropped). */
  get(key: string): Promise<Blob[] | null>;
  /** Stores the clips, then evicts the least recently used entries beyond the size budget. */
  put(key: string, clips: readonly Blob[]): Promise<void>;
  close(): void;
}

export interface SpeechCacheOptions {
  /** @default 'atelier-chat-tts' */
  name?: string;
  /** Total bytes kept; least recently used entries go first. @default 50 MiB */
  maxBytes?: number;
  /** Entries kept. @default 200 */
  maxEntries?: number;
  /** @default Date.now */
  now?: () => number;
}

interface SpeechRecord {
  key: string;
  // Bytes rather than Blobs: Blobs in IndexedDB have failed in private modes and older Safari.
  clips: { type: string; bytes: ArrayBuffer }[];
  size: number;
  usedAt: number;
}

interface SpeechDb extends DBSchema {
  clips: { key: string; value: SpeechRecord; indexes: { usedAt: number } };
}

// Tag check, not instanceof: the store may hand back an ArrayBuffer of another realm.
const isArrayBuffer = (value: unknown) => Object.prototype.toString.call(value) === '[object ArrayBuffer]';

const isRecord = (value: unknown): value is SpeechRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.key === 'string' &&
    typeof r.size === 'number' &&
    typeof r.usedAt === 'number' &&
    Array.isArray(r.clips) &&
    r.clips.length > 0 &&
    r.clips.every((c: unknown) => typeof c === 'object' && c !== null && typeof (c as { type?: unknown }).type === 'string' && (c as { type: string }).type.startsWith('audio/') && isArrayBuffer((c as { bytes?: unknown }).bytes))
  );
};

/** The cache key of one reply read in one voice. */
export const speechCacheKey = (messageId: string, voice: string) => `${messageId}:${voice}`;

/** A bounded IndexedDB cache of speech audio; every failure reads as a miss, never as an error. */
export function createSpeechCache(options: SpeechCacheOptions = {}): SpeechCache {
  const { name = 'atelier-chat-tts', maxBytes = 50 * 1024 * 1024, maxEntries = 200, now = Date.now } = options;
  let db: Promise<IDBPDatabase<SpeechDb>> | null = null;
  const open = () =>
    (db ??= openDB<SpeechDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore('clips', { keyPath: 'key' }).createIndex('usedAt', 'usedAt');
      },
    }));

  async function evict(database: IDBPDatabase<SpeechDb>) {
    const tx = database.transaction('clips', 'readwrite');
    const all = await tx.store.index('usedAt').getAll();
    let total = all.reduce((sum, r) => sum + r.size, 0);
    let count = all.length;
    for (const record of all) {
      if (total <= maxBytes && count <= maxEntries) break;
      await tx.store.delete(record.key);
      total -= record.size;
      count -= 1;
    }
    await tx.done;
  }

  return {
    async get(key) {
      try {
        const database = await open();
        const record: unknown = await database.get('clips', key);
        if (record === undefined) return null;
        if (!isRecord(record)) {
          await database.delete('clips', key);
          return null;
        }
        await database.put('clips', { ...record, usedAt: now() });
        return record.clips.map((c) => new Blob([c.bytes], { type: c.type }));
      } catch {
        return null;
      }
    },
    async put(key, clips) {
      try {
        const stored = await Promise.all(clips.map(async (blob) => ({ type: blob.type || 'audio/mpeg', bytes: await blob.arrayBuffer() })));
        const size = stored.reduce((sum, c) => sum + c.bytes.byteLength, 0);
        if (size > maxBytes) return;
        const database = await open();
        await database.put('clips', { key, clips: stored, size, usedAt: now() });
        await evict(database);
      } catch {
        // A full or unavailable disk only means the next play fetches again.
      }
    },
    close() {
      void db?.then((database) => database.close(), () => undefined);
      db = null;
    },
  };
}
