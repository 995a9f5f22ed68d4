/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { partialResponse } from './offline/partialResponse';
import { bookRequestOf, OFFLINE_BOOKS_CACHE, offlineKeyOf, SHELL_CACHE } from './offline/offlineRoutes';

/**
 * The demo's service worker (built by vite-plugin-pwa's injectManifest): the app's hashed files
 * precached, the page kept for navigations without a network, and the books kept on this device
 * (src/offline/) answered from their cache, ranges included. The widgets never register one.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Files fetched on demand (see below), kept as they pass. */
const ON_DEMAND_CACHE = 'atelier-on-demand';

const shellKey = () => new URL('./', self.registration.scope).href;

async function keepShell(response: Response): Promise<void> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return;
  await (await caches.open(SHELL_CACHE)).put(shellKey(), response);
}

self.addEventListener('install', (event) => {
  // The page that registered this worker came from the network; keep one now so the next visit
  // without a network has a page even if no navigation passes through here first.
  event.waitUntil(
    fetch(shellKey(), { cache: 'no-store' })
      .then(keepShell)
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every route is the same page (the SPA); each answer carries its own CSP nonce, so the network
// goes first and the kept copy (header and nonces still matching) only stands in without one.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !/^\/(api|openapi|mjapi|healthz)(\/|$)/.test(url.pathname),
  async ({ request }) => {
    try {
      const response = await fetch(request);
      await keepShell(response.clone()).catch(() => undefined);
      return response;
    } catch (error) {
      const kept = await caches.match(shellKey(), { cacheName: SHELL_CACHE });
      if (kept) return kept;
      throw error;
    }
  },
);

// pdf.js's cmaps, fonts and wasm and the exact tokenizer are fetched only when a document or the
// token meter needs them: kept as they are, so a PDF read once still finds its fonts offline.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && /\/(pdfjs\/|assets\/tokenWorker-)/.test(url.pathname),
  async ({ request }) => {
    const cache = await caches.open(ON_DEMAND_CACHE);
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    } catch (error) {
      const kept = await cache.match(request);
      if (kept) return kept;
      throw error;
    }
  },
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && bookRequestOf(url.pathname) !== null,
  async ({ request, url }) => {
    const cache = await caches.open(OFFLINE_BOOKS_CACHE);
    const kept = await cache.match(offlineKeyOf(url));
    if (bookRequestOf(url.pathname)?.kind === 'book') {
      // The record (visibility, addresses) may change: the server's answer wins while there is one.
      try {
        return await fetch(request);
      } catch (error) {
        if (kept) return kept;
        throw error;
      }
    }
    // A kept file or cover never changes under the same book; ranges are cut from the whole copy.
    if (!kept) return fetch(request);
    const range = request.headers.get('range');
    return range ? partialResponse(range, kept) : kept;
  },
);
