import type { DrawStore } from '../store/createDrawStore';

/**
 * Keeps a copy of a finished image in IndexedDB, since upstream URLs expire (reference §2.5).
 * A host that refuses CORS (or an image that cannot be fetched) leaves the remote URL in use:
 * the card still shows it, so that answers null. A store that refuses the copy is a real
 * failure and rejects, for the caller to show.
 */
export async function cacheImage(store: DrawStore, id: string, url: string, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<Blob | null> {
  const blob = await fetchImpl(url, { mode: 'cors' }).then(
    (response) => (response.ok ? response.blob() : null),
    () => null,
  );
  if (!blob) return null;
  await store.saveImage(id, blob);
  return blob;
}
