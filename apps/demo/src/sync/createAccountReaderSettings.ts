import { type AppServices, createPrefSyncSource, createStorage, type SyncSource } from '@atelier/core';
import { createReaderSettingsStore, perBookSettingsKey, type ReaderSettingsStore } from '@atelier/readers';
import { accountPrefsPrefix } from './createAccountChatPrefs';

const FORMATS = ['txt', 'html', 'epub', 'pdf'] as const;
/**
 * The stored reader settings: each format's last used ones and its settings per book. They travel
 * together as one record (and in an account archive).
 */
export const READER_SETTINGS_KEYS: readonly string[] = [...FORMATS, ...FORMATS.map(perBookSettingsKey)];
const KEYS = READER_SETTINGS_KEYS;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The demo's reader settings: the browser's own while signed out, the account's while signed in,
 * synced as one `reader_settings` record. Each reader validates what it reads back.
 */
export interface AccountReaderSettings {
  readonly store: ReaderSettingsStore;
  readonly source: SyncSource | null;
  use(uid: string | null): (SyncSource & { close(): void }) | null;
}

export function createAccountReaderSettings(core: AppServices, onOutbox: () => void): AccountReaderSettings {
  const { prefix, backend } = core.config.storage;
  const anonymous = createReaderSettingsStore(core.storage);
  let account: { uid: string; store: ReaderSettingsStore; source: SyncSource & { close(): void } } | null = null;
  const current = () => account?.store ?? anonymous;
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());

  function open(uid: string) {
    const storage = createStorage({ backend, prefix: accountPrefsPrefix(prefix, uid) });
    const store = createReaderSettingsStore(storage);
    // The account's first sign-in here starts from this browser's settings (version 0: the account's win).
    if (!storage.get('readers.synced')) {
      for (const format of KEYS) {
        const value = anonymous.get(format);
        if (value !== null && store.get(format) === null) store.set(format, value);
      }
      storage.set('readers.synced', true, { expireSeconds: null });
    }
    const source = createPrefSyncSource({
      storage,
      onOutbox,
      prefs: [
        {
          kind: 'reader_settings',
          read: () => Object.fromEntries(KEYS.flatMap((format) => (store.get(format) === null ? [] : [[format, store.get(format)]]))),
          write(raw) {
            const values = isObject(raw) ? raw : {};
            for (const format of KEYS) store.set(format, values[format] ?? null);
          },
          subscribe: store.subscribe,
        },
      ],
    });
    const unsubscribe = store.subscribe(tell);
    return { uid, store, source: { ...source, close: () => (unsubscribe(), source.close()) } };
  }

  return {
    get source() {
      return account?.source ?? null;
    },
    store: {
      get: (format) => current().get(format),
      set: (format, value) => current().set(format, value),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    use(uid) {
      if ((account?.uid ?? null) === uid) return account?.source ?? null;
      account?.source.close();
      account = uid ? open(uid) : null;
      tell();
      return account?.source ?? null;
    },
  };
}
