import type { AppServices, AppStorage } from '@atelier/core';
import { createReaderApi, type ReaderApi } from '../api/createReaderApi';
import type { ReaderSettingsStore } from '../settings/createReaderSettingsStore';
import { readerSettingsService } from './readerSettingsService';

/** What the readers need from core, built once per core services. */
export interface ReadersServices {
  /** Book, file and progress calls over core's one HTTP client. */
  api: ReaderApi;
  /** The library API base URL: book files and chapter assets are addressed against it. */
  apiBaseUrl: string;
  /** Playback rates, local places and the device id (core's storage: `backend: null` keeps them in memory). */
  storage: AppStorage;
  /** Reading settings per format (`readerSettingsService`: core's storage unless the host provides another). */
  settings: ReaderSettingsStore;
  /** Whether a library session exists, so progress goes to the server too. */
  isSignedIn(): boolean;
  /** A POST that survives the page being closed (the last place on page hide), with the session's headers. */
  postOnExit(path: string, body: unknown): void;
}

/** The readers' part of the composition root. */
export function createReadersServices(core: AppServices): ReadersServices {
  return {
    api: createReaderApi(core.libraryApi),
    apiBaseUrl: core.config.libraryApi.baseUrl,
    storage: core.storage,
    settings: core.get(readerSettingsService),
    isSignedIn: () => Boolean(core.stores.user.getState().token),
    postOnExit(path, body) {
      // Nothing is left to tell the user once the page is gone; a lost write is retried from the local copy next time.
      void core.libraryApi
        .fetchKeepalive(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .catch(() => undefined);
    },
  };
}
