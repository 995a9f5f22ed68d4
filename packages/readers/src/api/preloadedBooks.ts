import type { Book, HttpClient } from '@atelier/core';

/**
 * A record asked for ahead is taken by a reader opened within this time; an older one (the
 * visitor went elsewhere first) is asked again, as its signed addresses may be near their end.
 */
export const PRELOADED_BOOK_MS = 15_000;

interface Preloaded {
  promise: Promise<Book>;
  at: number;
}

// Per HTTP client: the records a host asked for with its session's headers, by book id.
const preloaded = new WeakMap<HttpClient, Map<string, Preloaded>>();

/** Keeps a record request started before the reader mounts; the next one replaces it. */
export function rememberPreloadedBook(http: HttpClient, bookId: string, promise: Promise<Book>, now = Date.now()): void {
  // Whoever takes the request reports its failure; one nobody takes must not be an unhandled rejection.
  promise.catch(() => undefined);
  let books = preloaded.get(http);
  if (!books) {
    books = new Map();
    preloaded.set(http, books);
  }
  books.set(bookId, { promise, at: now });
}

/** The record request started ahead for this book, once (a retry or a renewal asks again), or null. */
export function takePreloadedBook(http: HttpClient, bookId: string, now = Date.now()): Promise<Book> | null {
  const books = preloaded.get(http);
  const entry = books?.get(bookId);
  if (!entry) return null;
  books?.delete(bookId);
  return now - entry.at <= PRELOADED_BOOK_MS ? entry.promise : null;
}
