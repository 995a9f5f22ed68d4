import type { ProgressMark } from '../progress/readerProgress';
import type { EpubBook } from './openEpub';

const path = (href: string) => href.split('#')[0] ?? '';

/**
 * The contents' top-level entries as slider marks at the start of their section (thousandths of the
 * book, each section counting the same as in `epubFraction`); entries whose file is not in the spine
 * are left out. Contents and spine may name a file from different folders, so the end of a path matches.
 */
export function epubProgressMarks(book: Pick<EpubBook, 'toc' | 'sections' | 'hrefOf'>): ProgressMark[] {
  if (book.sections <= 0) return [];
  const spine = Array.from({ length: book.sections }, (_, i) => path(book.hrefOf(i) ?? ''));
  const marks: ProgressMark[] = [];
  for (const item of book.toc) {
    if (item.depth !== 0) continue;
    const file = path(item.href);
    if (!file) continue;
    const index = spine.findIndex((href) => href !== '' && (href === file || href.endsWith(`/${file}`) || file.endsWith(`/${href}`)));
    if (index >= 0) marks.push({ value: (index / book.sections) * 1000, title: item.label });
  }
  return marks.sort((a, b) => a.value - b.value);
}
