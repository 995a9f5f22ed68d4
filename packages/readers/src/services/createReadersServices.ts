import type { AppServices, AppStorage } from '@atelier/core';
import { createReaderApi, type ReaderApi } from '../api/createReaderApi';

/** What the readers need from core, built once per core services. */
export interface ReadersServices {
  /** Book, file and progress calls over core's one HTTP client. */
  api: ReaderApi;
  /** The library API base URL: book files and chapter assets are addressed against it. */
  apiBaseUrl: string;
  /** Reader settings, playback rates, local places and the device id (core's storage: `backend: null` keeps them in memory). */
  storage: AppStorage;
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
    isSignedIn: () => Boolean(core.stores.user.getState().token),
    postOnExit(path, body) {
      // Nothing is left to tell the user once the page is gone; a lost write is retried from the local copy next time.
      void core.libraryApi
        .fetchKeepalive(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .catch(() => undefined);
    },
  };
}
