import type { DrawStore } from '../store/createDrawStore';

/**
 * Keeps a copy of a finished image in IndexedDB, since upstream URLs expire (reference §2.5).
 * A host that refuses CORS leaves the remote URL in use; nothing else breaks.
 */
export async function cacheImage(store: DrawStore, id: string, url: string): Promise<Blob | null> {
  try {
    const response = await fetch(url, { mode: 'cors' });
    if (!response.ok) return null;
    const blob = await response.blob();
    await store.saveImage(id, blob);
    return blob;
  } catch {
    return null;
  }
}
