/** One validated value in local storage, shared live by every reader (and other tabs). */
export interface Pref<T> {
  /** The stored value, or the default when it is absent or damaged. */
  get(): T;
  /** Applies at once; written to storage when it can be (a full or blocked storage keeps it for this page). */
  set(value: T): void;
  /** Called after every change, here or in another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

function safeStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * A chat-owned setting in localStorage: read once and validated (corrupt or blocked storage
 * gives the default), written with try/catch, shared live by every component and tab.
 */
export function createPref<T>(key: string, read: (raw: unknown) => T): Pref<T> {
  const listeners = new Set<() => void>();
  let cache: { value: T } | null = null;

  function load(): T {
    let raw: unknown = undefined;
    try {
      const text = safeStorage()?.getItem(key);
      raw = text ? JSON.parse(text) : undefined;
    } catch {
      raw = undefined;
    }
    return read(raw);
  }

  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    cache = null;
    notify();
  };

  return {
    get: () => (cache ??= { value: load() }).value,
    set(value) {
      cache = { value };
      try {
        safeStorage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or blocked storage: the value still applies for this page.
      }
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

/** One value per storage prefix, made on first use: every caller with the same prefix shares it. */
export function memoByPrefix<T>(make: (prefix: string) => T): (prefix: string) => T {
  const made = new Map<string, T>();
  return (prefix) => {
    let value = made.get(prefix);
    if (value === undefined) made.set(prefix, (value = make(prefix)));
    return value;
  };
}
