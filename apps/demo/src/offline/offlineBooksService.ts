import { defineService } from '@atelier/core';
import { createOfflineBooks, type OfflineBooks } from './offlineBooks';

/**
 * The demo's kept books (`createOfflineBooks`), or null where the browser has no Cache API (an
 * insecure origin, some private modes): the product then simply offers no offline copies.
 */
export const offlineBooksService = defineService<OfflineBooks | null>('demo.offlineBooks', (core) => {
  if (typeof caches === 'undefined') return null;
  return createOfflineBooks({
    caches,
    fetch: (input, init) => fetch(input, init),
    apiUrl: (path) => new URL(`${core.config.libraryApi.baseUrl}${path}`, window.location.href).href,
    authHeaders: () => core.libraryApi.authHeaders(),
  });
});
