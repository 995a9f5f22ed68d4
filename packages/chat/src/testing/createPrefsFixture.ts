import { type AppConfig, createStorage, type StorageLike } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { type ChatPrefs, createChatPrefs } from '../prefs/chatPrefs';

export interface PrefsFixture {
  /** `testConfig` with this in-memory backend as `storage.backend`. */
  config: AppConfig;
  /** The raw entries, as a browser's storage would hold them. */
  entries: Map<string, string>;
  /**
   * Fresh prefs on the same backend: they read what the provider's prefs wrote, with no cache in
   * between; what they write reaches a mounted panel as a write from another tab would.
   */
  prefs(): ChatPrefs;
}

/** An in-memory storage backend a test shares with the provider, to seed and read chat prefs. */
export function createPrefsFixture(): PrefsFixture {
  const entries = new Map<string, string>();
  const backend: StorageLike = {
    getItem: (k) => entries.get(k) ?? null,
    setItem: (k, v) => void entries.set(k, v),
    removeItem: (k) => void entries.delete(k),
    key: (i) => [...entries.keys()][i] ?? null,
    get length() {
      return entries.size;
    },
  };
  const storage = createStorage({ backend });
  const prefs = (): ChatPrefs => {
    const fresh = createChatPrefs(storage);
    for (const [name, pref] of Object.entries(fresh) as [string, ChatPrefs[keyof ChatPrefs]][]) {
      const set = pref.set.bind(pref) as (value: unknown) => void;
      const key = `atelier-chat:${name === 'recentGpts' ? 'recent-gpts' : name}`;
      (pref as { set(value: unknown): void }).set = (value) => {
        set(value);
        window.dispatchEvent(new StorageEvent('storage', { key }));
      };
    }
    return fresh;
  };
  return { config: { ...testConfig, storage: { backend } }, entries, prefs };
}
