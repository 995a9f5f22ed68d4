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
export function usePdfProgress(page: number, pages: number, outline: readonly PdfOutlineItem[] | null, goToPage: (page: number) => void): ReaderProgress | null {
  const marks = useMemo(() => pdfProgressMarks(outline), [outline]);
  return useMemo(
    () => (pages > 1 ? { value: page - 1, max: pages - 1, unit: 'page', marks, seek: (value: number) => goToPage(value + 1) } : null),
    [page, pages, marks, goToPage],
  );
}
