import { DEFAULT_EXPIRE_SECONDS } from '../stores/constants';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AppStorage {
  /** The stored value, or null when absent, expired, corrupt or rejected by `validate`. */
  get<T>(key: string, validate?: (value: unknown) => value is T): T | null;
  /** False when the value could not be written (quota full, storage blocked). Never throws. */
  set(key: string, value: unknown, options?: { expireSeconds?: number | null }): boolean;
  remove(key: string): void;
}

export interface CreateStorageOptions {
  /** `null` keeps everything in memory; omitted uses `localStorage` when it works. */
  backend?: StorageLike | null | undefined;
  prefix?: string;
  now?: () => number;
}

interface Envelope {
  data: unknown;
  expire: number | null;
}

function memoryBackend(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** Probes `localStorage`: private modes and blocked cookies make even reading it throw. */
export function getDefaultBackend(): StorageLike | null {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    if (!storage) return null;
    const probe = '__atelier_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    ((value as Envelope).expire === null || typeof (value as Envelope).expire === 'number')
  );
}

/** JSON values with an optional expiry (default 7 days), robust against every broken storage. */
export function createStorage({ backend, prefix = '', now = Date.now }: CreateStorageOptions = {}): AppStorage {
  const store = (backend === undefined ? getDefaultBackend() : backend) ?? memoryBackend();
  const full = (key: string) => `${prefix}${key}`;
  const safeRemove = (key: string) => {
    try {
      store.removeItem(full(key));
    } catch {
      // nothing more we can do
    }
  };

  return {
    get<T>(key: string, validate?: (value: unknown) => value is T): T | null {
      let raw: string | null;
      try {
        raw = store.getItem(full(key));
      } catch {
        return null;
      }
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        safeRemove(key);
        return null;
      }
      if (!isEnvelope(parsed)) {
        safeRemove(key);
        return null;
      }
      if (parsed.expire !== null && parsed.expire <= now()) {
        safeRemove(key);
        return null;
      }
      if (validate && !validate(parsed.data)) return null;
      return parsed.data as T;
    },
    set(key, value, { expireSeconds = DEFAULT_EXPIRE_SECONDS } = {}) {
      const envelope: Envelope = { data: value, expire: expireSeconds === null ? null : now() + expireSeconds * 1000 };
      try {
        store.setItem(full(key), JSON.stringify(envelope));
        return true;
      } catch {
        return false;
      }
    },
    remove: safeRemove,
  };
}
