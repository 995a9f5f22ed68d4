/**
 * What the demo's service worker (src/sw.ts) and the page's offline store (`createOfflineBooks`)
 * agree on: cache names and which library requests belong to a kept book. No DOM, no React: the
 * service worker bundles this file too.
 */

/** Kept books: each one's `GET /api/books/{id}` answer (with files), its files and its cover. */
export const OFFLINE_BOOKS_CACHE = 'atelier-offline-books';
/** The last page the server sent, for navigations while the network is away. */
export const SHELL_CACHE = 'atelier-shell';

export type BookRequest = { kind: 'book'; bookId: string } | { kind: 'file'; bookId: string; index: number } | { kind: 'cover'; bookId: string };

// Book ids are UUIDs, which keeps `/api/books/search` and the other collection routes out.
const BOOK = /\/api\/books\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/(files\/(\d+)|cover))?$/i;

/** Which part of a kept book a request path asks for, or null when it is none. */
export function bookRequestOf(pathname: string): BookRequest | null {
  const match = BOOK.exec(pathname);
  const bookId = match?.[1]?.toLowerCase();
  if (!match || !bookId) return null;
  if (match[3] !== undefined) return { kind: 'file', bookId, index: Number(match[3]) };
  if (match[2] === 'cover') return { kind: 'cover', bookId };
  return { kind: 'book', bookId };
}

/**
 * The key a kept response is stored under: the address without its query, so a private book's
 * signed file address (which changes with each answer) and a cover's version still find it.
 */
export function offlineKeyOf(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** Headers on a kept book's stored answer that say how it was kept. */
export const KEPT_HEADERS = { how: 'x-atelier-kept', bytes: 'x-atelier-kept-bytes', at: 'x-atelier-kept-at' } as const;
