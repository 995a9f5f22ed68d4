import type { AppStorage } from '@atelier/core';

/** One validated value in the provider's storage, shared live by every reader (and other tabs). */
export interface Pref<T> {
  /** The stored value, or the default when it is absent or damaged. */
  get(): T;
  /** Applies at once; written to storage when it can be (a full or blocked storage keeps it for this page). */
  set(value: T): void;
  /** Called after every change, here or in another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface PrefOptions {
  /** The provider's storage (`services.storage`): `storage.backend: null` keeps the value in memory. */
  storage: AppStorage;
  /** The key inside that storage, e.g. `atelier-chat:settings`. */
  key: string;
  /** The key as the backend sees it (`storage.prefix` + key), to hear other tabs' writes. */
  fullKey: string;
}

const anyValue = (_value: unknown): _value is unknown => true;

/**
 * A chat-owned setting in the provider's storage: read once and validated (corrupt or blocked
 * storage gives the default), never expiring, shared live by every component and tab. Values
 * saved before chat used the provider's storage are plain JSON under the same key; they are
 * still read (`bare`), and the next change writes them in the storage's own format.
 */
export function createPref<T>({ storage, key, fullKey }: PrefOptions, read: (raw: unknown) => T): Pref<T> {
  const listeners = new Set<() => void>();
  let cache: { value: T } | null = null;

  const load = (): T => read(storage.get(key, anyValue, { bare: true }) ?? undefined);
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== fullKey && event.key !== null) return;
    cache = null;
    notify();
  };

  return {
    get: () => (cache ??= { value: load() }).value,
    set(value) {
      cache = { value };
      // A full or blocked storage refuses the write; the value still applies for this page.
      storage.set(key, value, { expireSeconds: null });
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
