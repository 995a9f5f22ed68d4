import { DEFAULT_EXPIRE_SECONDS, SETTINGS_KEY } from '../stores/constants';

/** `localStorage` or anything shaped like it; `key`/`length` let `clear()` find entries written earlier. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key?(index: number): string | null;
  readonly length?: number;
}

export interface SetOptions {
  /** Seconds until the value expires; `null` never expires. @default 604800 (7 days), none for the settings key */
  expireSeconds?: number | null;
}

/** Options of `AppStorage.get`. */
export interface GetOptions {
  /**
   * Also accept a value stored as bare JSON, without this helper's envelope: keys that moved onto
   * this helper from plain `localStorage` keep what users saved before. Without it such a value
   * is removed as corrupt. @default false
   */
  bare?: boolean;
}

export interface AppStorage {
  /** The stored value, or null when absent, expired, corrupt or rejected by `validate`. */
  get<T>(key: string, validate?: (value: unknown) => value is T, options?: GetOptions): T | null;
  /** False when the value could not be written (quota full, storage blocked). Never throws. */
  set(key: string, value: unknown, options?: SetOptions): boolean;
  remove(key: string): void;
  /** Removes every entry this helper wrote under its prefix; other keys of the host stay. */
  clear(): void;
}

export interface CreateStorageOptions {
  /** `null` keeps everything in memory; omitted uses `localStorage` when it works. */
  backend?: StorageLike | null | undefined;
  /** Prepended to every key. @default '' */
  prefix?: string;
  /** Clock in epoch ms, for expiry. @default Date.now */
  now?: () => number;
}

interface Envelope {
  data: unknown;
  expire: number | null;
}

const PROBE_KEY = '__atelier_probe__';

function memoryBackend(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

/**
 * `localStorage` when it can be used, else null. Reading the global itself throws in Safari with
 * cookies blocked, and private modes may accept no writes at all.
 */
export function getDefaultBackend(): StorageLike | null {
  let storage: Storage | undefined;
  try {
    storage = (globalThis as { localStorage?: Storage }).localStorage;
    if (!storage) return null;
    storage.getItem(PROBE_KEY);
  } catch {
    return null;
  }
  try {
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    // A full quota still holds the user's settings worth reading; an empty one that refuses writes
    // is a zero-quota private mode, where memory serves better.
    try {
      return storage.length > 0 ? storage : null;
    } catch {
      return null;
    }
  }
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null || !('data' in value) || !('expire' in value)) return false;
  return value.expire === null || typeof value.expire === 'number';
}

function parseBare(raw: string): Envelope | null {
  try {
    return { data: JSON.parse(raw) as unknown, expire: null };
  } catch {
    return null;
  }
}

function parseEnvelope(raw: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function listKeys(store: StorageLike): string[] {
  if (typeof store.key !== 'function' || typeof store.length !== 'number') return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** JSON values with an optional expiry (default 7 days), robust against every broken storage. */
export function createStorage({ backend, prefix = '', now = Date.now }: CreateStorageOptions = {}): AppStorage {
  const store = (backend === undefined ? getDefaultBackend() : backend) ?? memoryBackend();
  const written = new Set<string>();
  const full = (key: string) => `${prefix}${key}`;
  const removeFull = (fullKey: string) => {
    try {
      store.removeItem(fullKey);
    } catch {
      // blocked storage: nothing left to clean up
    }
  };

  return {
    get<T>(key: string, validate?: (value: unknown) => value is T, options: GetOptions = {}): T | null {
      let raw: string | null;
      try {
        raw = store.getItem(full(key));
      } catch {
        return null;
      }
      if (raw === null) return null;
      const envelope = parseEnvelope(raw) ?? (options.bare ? parseBare(raw) : null);
      if (!envelope || (envelope.expire !== null && envelope.expire <= now())) {
        removeFull(full(key));
        return null;
      }
      if (validate && !validate(envelope.data)) return null;
      return envelope.data as T;
    },
    set(key, value, options = {}) {
      const expireSeconds =
        options.expireSeconds !== undefined ? options.expireSeconds : key === SETTINGS_KEY ? null : DEFAULT_EXPIRE_SECONDS;
      const envelope: Envelope = { data: value ?? null, expire: expireSeconds === null ? null : now() + expireSeconds * 1000 };
      try {
        store.setItem(full(key), JSON.stringify(envelope));
        written.add(full(key));
        return true;
      } catch {
        return false;
      }
    },
    remove: (key) => removeFull(full(key)),
    clear() {
      let keys: string[];
      try {
        keys = listKeys(store);
      } catch {
        keys = [];
      }
      const ours = keys.filter((k) => {
        if (!k.startsWith(prefix)) return false;
        try {
          const raw = store.getItem(k);
          return raw !== null && parseEnvelope(raw) !== null;
        } catch {
          return false;
        }
      });
      new Set([...ours, ...written]).forEach(removeFull);
      written.clear();
    },
  };
}
