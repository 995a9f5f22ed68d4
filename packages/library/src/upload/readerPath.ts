import type { Book } from '@atelier/core';

/** The demo's reader route for a book (spec §2: `/book/{type}/{bookId}`). Hosts may map it elsewhere. */
export function readerPath(book: Pick<Book, 'id' | 'type'>): string {
  return `/book/${book.type}/${encodeURIComponent(book.id)}`;
}
