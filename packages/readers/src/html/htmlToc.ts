import type { HtmlChapter, HtmlChapterRef } from '../machines/htmlReaderMachine';
import type { HtmlTocEntry } from './htmlReaderViewModel';

/**
 * The contents: a single-file book lists its headings; a multi-file book lists its files, with the
 * headings of the chapter on screen (already loaded, so free) below it, minus a repeat of its title.
 */
export function htmlToc(chapters: readonly HtmlChapterRef[], shown: HtmlChapter | null, current: number, bookTitle: string): HtmlTocEntry[] {
  const headings = shown?.headings ?? [];
  if (chapters.length === 1 && headings.length > 0) {
    return headings.map((h) => ({ label: h.title, depth: h.depth, chapter: 0, anchor: h.id, current: false }));
  }
  return chapters.flatMap((c, i) => {
    const entry: HtmlTocEntry = { label: c.title, depth: 0, chapter: i, anchor: null, current: i === current };
    if (i !== current) return [entry];
    const title = shown?.title || c.title || bookTitle;
    const own = headings.filter((h) => h.title !== title && h.title !== c.title);
    return [entry, ...own.map((h) => ({ label: h.title, depth: h.depth + 1, chapter: i, anchor: h.id, current: false }))];
  });
}
