import { decodeHtml } from './decodeHtml';
import { type ChapterLinks, sanitizeChapter } from './sanitizeChapter';

/** The HTML engine chunk (loaded with `import()`): bytes → safe chapter markup. */
export function openHtmlChapter(bytes: Uint8Array, links: ChapterLinks) {
  return sanitizeChapter(decodeHtml(bytes), links);
}
