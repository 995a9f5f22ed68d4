import type { AppServices, AppStorage } from '@atelier/core';
import type { UploadFileActorDeps } from '../actors/createUploadFileActor';
import { createLibraryApi, type LibraryApi } from '../api/createLibraryApi';

/** What the library widgets need from core, built once per core services. */
export interface LibraryServices {
  /** Every library call, over core's one HTTP client. */
  api: LibraryApi;
  /** The absolute address of a server path (a QR code, a cover); other addresses pass unchanged, empty ones are null. */
  serverUrl(path: string | null | undefined): string | null;
  /** What the upload actor needs: the API, the tus endpoint and the session tus sends (shared refresh), the resume prefix. */
  upload: Pick<UploadFileActorDeps, 'api' | 'tusEndpoint' | 'tusAuth' | 'resumePrefix'>;
  /** Where the running batch is kept across reloads (core's storage, so `storage.backend: null` keeps it in memory). */
  storage: AppStorage;
}

/** The library's part of the composition root: binds the API and the upload actor to core's client and storage. */
export function createLibraryServices(core: AppServices): LibraryServices {
  const api = createLibraryApi(core.libraryApi);
  const base = core.config.libraryApi.baseUrl.replace(/\/+$/, '');
  return {
    api,
    serverUrl: (path) => (path ? (path.startsWith('/') ? base + path : path) : null),
    upload: {
      api,
      tusEndpoint: `${base}/api/uploads`,
      tusAuth: {
        authHeaders: (url) => core.libraryApi.authHeaders(url),
        refreshAccessToken: (failedToken) => core.libraryApi.refreshAccessToken(failedToken),
        expiresAt: () => core.stores.user.getState().expireTime || null,
      },
      resumePrefix: core.config.storage.prefix,
    },
    storage: core.storage,
  };
}
