import { useMemo } from 'react';
import type { PdfOutlineItem } from '../pdf/openPdf';
import type { ProgressMark, ReaderProgress } from '../progress/readerProgress';

/** The top-level outline entries that resolve to a page, in page order, as slider marks. */
export function pdfProgressMarks(outline: readonly PdfOutlineItem[] | null): ProgressMark[] {
  return (outline ?? [])
    .flatMap((item) => (item.depth === 0 && item.page !== null ? [{ value: item.page - 1, title: item.title }] : []))
    .sort((a, b) => a.value - b.value);
}

/** The PDF's progress slider: one position per page, chapters from the outline once it is read. */
export function usePdfProgress(
  page: number,
  pages: number,
  outline: readonly PdfOutlineItem[] | null,
  goToPage: (page: number) => void,
): { progress: ReaderProgress | null; pagesLeft: number | null } {
  const marks = useMemo(() => pdfProgressMarks(outline), [outline]);
  const progress = useMemo<ReaderProgress | null>(
    () => (pages > 1 ? { value: page - 1, max: pages - 1, unit: 'page', marks, seek: (value: number) => goToPage(value + 1) } : null),
    [page, pages, marks, goToPage],
  );
  return { progress, pagesLeft: pdfPagesLeft(marks, page, pages) };
}

/**
 * Pages after this one before the next chapter (or the end) starts, for "n pages left in chapter";
 * null without an outline, where no chapter is known.
 */
export function pdfPagesLeft(marks: readonly ProgressMark[], page: number, pages: number): number | null {
  if (marks.length === 0) return null;
  const next = marks.find((mark) => mark.value + 1 > page);
  return Math.max(0, (next ? next.value : pages) - page);
}
