import type { AppServices } from '@atelier/core';
import { fetchBook } from '../api/createReaderApi';
import { rememberPreloadedBook } from '../api/preloadedBooks';
import { engineChunks } from '../components/BookReader/engineChunks';
import { READER_FORMATS, type ReaderFormat } from '../machines/readerFile';

const isReaderFormat = (value: string): value is ReaderFormat => (READER_FORMATS as readonly string[]).includes(value);

/**
 * Starts opening a library book before `BookReader` mounts, e.g. from the host's route loader:
 * its record (with the session's headers, as BookReader would ask) and, given the format the
 * host's address names, its engine's chunk. A `BookReader` for the same book within 15 s takes
 * that request instead of asking again; nothing waits for either here.
 * @example
 * loader: ({ params }) => (preloadBook(services, params.bookId, 'pdf'), null)
 */
export function preloadBook(core: AppServices, bookId: string, format?: string): void {
  rememberPreloadedBook(core.libraryApi, bookId, fetchBook(core.libraryApi, bookId));
  // A failed chunk load is tried again by BookReader's own preload.
  if (format !== undefined && isReaderFormat(format)) engineChunks[format]().catch(() => undefined);
}
