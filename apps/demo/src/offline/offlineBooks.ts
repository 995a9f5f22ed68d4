import type { Book } from '@atelier/core';
import { KEPT_HEADERS, OFFLINE_BOOKS_CACHE, offlineKeyOf } from './offlineRoutes';

/** How a book came to be kept: asked for, or as the last book opened (replaced by the next one). */
export type KeptHow = 'asked' | 'last';

export interface KeptBook {
  id: string;
  title: string;
  author: string;
  type: Book['type'];
  bytes: number;
  how: KeptHow;
  keptAt: number;
}

export interface KeepProgress {
  loaded: number;
  total: number;
}

export interface OfflineBooksDeps {
  caches: CacheStorage;
  fetch: typeof fetch;
  /** The library API address of a path (`/api/books/…`), absolute. */
  apiUrl(path: string): string;
  /** `Authorization` and the other headers the library API wants (none for signed file addresses). */
  authHeaders(): Record<string, string>;
}

/** A book's last-opened copy is made only up to this size; "Keep offline" has no limit but the browser's quota. */
export const LAST_OPENED_MAX_BYTES = 50 * 1024 * 1024;
/**
 * The formats kept as the last book opened: books to read. Audio and video stream by ranges and run
 * to hundreds of megabytes; they are kept only when asked.
 */
export const LAST_OPENED_TYPES: readonly string[] = ['epub', 'pdf', 'txt', 'html'];

const isBook = (value: unknown): value is Book =>
  typeof value === 'object' && value !== null && typeof (value as Book).id === 'string' && typeof (value as Book).title === 'string' && Array.isArray((value as Book).files);

async function readKept(response: Response): Promise<KeptBook | null> {
  const book: unknown = await response.json().catch(() => null);
  if (!isBook(book)) return null;
  const how = response.headers.get(KEPT_HEADERS.how) === 'last' ? 'last' : 'asked';
  return {
    id: book.id,
    title: book.title,
    author: book.author ?? '',
    type: book.type,
    bytes: Number(response.headers.get(KEPT_HEADERS.bytes)) || 0,
    how,
    keptAt: Number(response.headers.get(KEPT_HEADERS.at)) || 0,
  };
}

/** A body that reports how many bytes went through it. */
function counted(body: ReadableStream<Uint8Array>, onBytes: (n: number) => void): ReadableStream<Uint8Array> {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        onBytes(chunk.byteLength);
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Books kept on this device for reading without a network, in the Cache API where the service
 * worker (src/sw.ts) answers from: the book's answer with its files, every file and the cover. The
 * cache is the only record, so what the list shows is what can open.
 */
export function createOfflineBooks(deps: OfflineBooksDeps) {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const open = () => deps.caches.open(OFFLINE_BOOKS_CACHE);

  async function entriesOf(bookId: string): Promise<string[]> {
    const prefix = offlineKeyOf(deps.apiUrl(`/api/books/${encodeURIComponent(bookId)}`));
    const keys = await (await open()).keys();
    return keys.map((request) => request.url).filter((url) => url === prefix || url.startsWith(`${prefix}/`));
  }

  async function remove(bookId: string): Promise<void> {
    const cache = await open();
    await Promise.all((await entriesOf(bookId)).map((url) => cache.delete(url)));
    changed();
  }

  async function list(): Promise<KeptBook[]> {
    if (!(await deps.caches.has(OFFLINE_BOOKS_CACHE))) return [];
    const cache = await open();
    const books = await Promise.all(
      (await cache.keys())
        .filter((request) => /\/api\/books\/[^/]+$/.test(new URL(request.url).pathname))
        .map(async (request) => {
          const response = await cache.match(request);
          return response ? readKept(response) : null;
        }),
    );
    return books.filter((book): book is KeptBook => book !== null).sort((a, b) => b.keptAt - a.keptAt);
  }

  /**
   * Downloads the book's answer, files and cover, then stores them; the book's answer goes in last,
   * so a download cut short leaves no book that looks kept. Keeping a kept book again refreshes it.
   */
  async function keep(bookId: string, { how = 'asked', onProgress, signal }: { how?: KeptHow; onProgress?: (progress: KeepProgress) => void; signal?: AbortSignal } = {}): Promise<KeptBook> {
    if (how === 'last') {
      // Already kept: a last-opened copy must not replace a kept one, nor download it again.
      const kept = (await list()).find((book) => book.id === bookId);
      if (kept) return kept;
    }
    const bookUrl = deps.apiUrl(`/api/books/${encodeURIComponent(bookId)}?with_files=true`);
    const answer = await deps.fetch(bookUrl, { headers: deps.authHeaders(), ...(signal ? { signal } : {}) });
    if (!answer.ok) throw new Error(`The book could not be read (HTTP ${answer.status}).`);
    const book: unknown = await answer.json();
    if (!isBook(book)) throw new Error('The server sent something that is not a book.');
    const files = book.files ?? [];
    const total = files.reduce((sum, file) => sum + (file.size_bytes ?? 0), 0);
    if (how === 'last' && (total > LAST_OPENED_MAX_BYTES || !LAST_OPENED_TYPES.includes(book.type))) throw new Error('Kept only when asked (too large, or audio or video).');
    let loaded = 0;
    const cache = await open();
    const report = (n: number) => {
      loaded += n;
      onProgress?.({ loaded, total: Math.max(total, loaded) });
    };
    const store = async (url: string, { optional = false } = {}) => {
      const absolute = new URL(url, bookUrl).href;
      // `force-cache`: the reader has usually just fetched these bytes.
      const response = await deps.fetch(absolute, { cache: 'force-cache', ...(signal ? { signal } : {}) });
      if (!response.ok || !response.body) {
        if (optional) return;
        throw new Error(`A file of the book could not be downloaded (HTTP ${response.status}).`);
      }
      const headers = new Headers(response.headers);
      // The stored copy is always whole; the worker cuts ranges from it.
      headers.delete('content-encoding');
      headers.delete('content-length');
      await cache.put(offlineKeyOf(absolute), new Response(counted(response.body, report), { status: 200, headers }));
    };
    for (const file of files) await store(file.url);
    if (book.cover_url) await store(book.cover_url, { optional: true });
    const keptAt = Date.now();
    const headers = new Headers({ 'content-type': 'application/json', [KEPT_HEADERS.how]: how, [KEPT_HEADERS.bytes]: String(loaded), [KEPT_HEADERS.at]: String(keptAt) });
    await cache.put(offlineKeyOf(bookUrl), new Response(JSON.stringify(book), { headers }));
    if (how === 'last') {
      const others = (await list()).filter((kept) => kept.how === 'last' && kept.id !== book.id);
      await Promise.all(others.map((kept) => remove(kept.id)));
    }
    changed();
    return { id: book.id, title: book.title, author: book.author ?? '', type: book.type, bytes: loaded, how, keptAt };
  }

  return {
    keep,
    remove,
    list,
    /** Forgets every kept book (signing out, or "Free space"). */
    async clear(): Promise<void> {
      await deps.caches.delete(OFFLINE_BOOKS_CACHE);
      changed();
    },
    /** What the site stores on this device in all, and what the browser allows it. */
    async usage(): Promise<{ usage: number; quota: number } | null> {
      const estimate = await navigator.storage?.estimate?.().catch(() => null);
      return estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : null;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type OfflineBooks = ReturnType<typeof createOfflineBooks>;
