import type { AppStorage } from '@atelier/core';

/** Reading settings per format (`txt`, `html`…), as stored; each reader validates its own. */
export interface ReaderSettingsStore {
  get(format: string): unknown;
  set(format: string, value: unknown): void;
  /** Called after a change from elsewhere (another device through sync); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Settings in the provider's storage under `readers.settings.<format>`, never expiring. */
export function createReaderSettingsStore(storage: AppStorage): ReaderSettingsStore {
  const listeners = new Set<() => void>();
  return {
    get: (format) => storage.get(`readers.settings.${format}`),
    set(format, value) {
      storage.set(`readers.settings.${format}`, value, { expireSeconds: null });
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
