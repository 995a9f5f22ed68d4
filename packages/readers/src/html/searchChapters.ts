import type { BookSearchResult } from '../machines/bookSearchMachine';
import type { HtmlChapterRef } from '../machines/htmlReaderMachine';
import { findInText } from './findInText';
import type { HtmlSearchHit } from './htmlReaderViewModel';

/** Bounded work: a search stops after this many hits (as the EPUB and PDF readers do). */
export const MAX_HTML_HITS = 200;

/**
 * Searches each chapter's text in reading order, one chapter at a time (a long book never has more
 * than one extra chapter in flight). `texts` caches chapter texts across searches of one open book;
 * a chapter that cannot be loaded has no hits and is counted in `skipped`.
 */
export async function searchChapters(
  chapters: readonly HtmlChapterRef[],
  query: string,
  load: (ref: HtmlChapterRef, signal: AbortSignal) => Promise<{ text: string }>,
  texts: Map<number, string>,
  signal: AbortSignal,
): Promise<BookSearchResult<HtmlSearchHit>> {
  const hits: HtmlSearchHit[] = [];
  let skipped = 0;
  for (const [i, ref] of chapters.entries()) {
    if (signal.aborted || hits.length >= MAX_HTML_HITS) break;
    let text = texts.get(i);
    if (text === undefined) {
      try {
        text = (await load(ref, signal)).text;
        texts.set(i, text);
      } catch {
        if (signal.aborted) break;
        skipped += 1;
        continue;
      }
    }
    for (const match of findInText(text, query, MAX_HTML_HITS - hits.length)) hits.push({ chapter: i, chapterTitle: ref.title, ...match });
  }
  return { hits, skipped };
}
