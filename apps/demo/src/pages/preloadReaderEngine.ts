import { readerEngines, type ReaderFormat } from '@atelier/readers';

/**
 * Starts downloading the reading engine the route's format names (pdf.js, epub.js…) while the
 * session check and the book's record are under way; BookReader would ask for it only once the
 * record has come. The book's own type still decides which engine reads it: a wrong hint costs a
 * chunk, never the wrong reader.
 */
export function preloadReaderEngine(format: ReaderFormat): void {
  readerEngines[format]?.preload().catch(() => undefined);
}
