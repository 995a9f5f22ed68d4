import { useEffect, useMemo, useState } from 'react';
import type { PdfDocument, PdfPageSize } from '../pdf/openPdf';

/** Above this many pages the first page's size stands for all (measuring each would read the whole file). */
const MEASURE_ALL_LIMIT = 5000;
const MEASURE_BATCH = 32;

const sizesOf = (doc: PdfDocument, measured: ReadonlyMap<number, PdfPageSize>): readonly PdfPageSize[] =>
  Array.from({ length: doc.pages }, (_, i) => measured.get(i + 1) ?? doc.pageSize);

/**
 * Each page's own size in points, the first page's until measured. Pages differ in size (landscape
 * plates, small inserts): they are measured in the background, in batches, so a long document
 * re-lays out a few times, not once per page.
 */
export function usePdfPageSizes(doc: PdfDocument | null): readonly PdfPageSize[] {
  const [measuredFor, setMeasuredFor] = useState<{ doc: PdfDocument; sizes: readonly PdfPageSize[] } | null>(null);
  useEffect(() => {
    if (!doc || doc.pages > MEASURE_ALL_LIMIT) return undefined;
    let live = true;
    const measured = new Map<number, PdfPageSize>();
    void (async () => {
      for (let n = 2; n <= doc.pages && live; n += 1) {
        measured.set(n, await doc.pageSizeOf(n));
        if (live && (n % MEASURE_BATCH === 0 || n === doc.pages)) setMeasuredFor({ doc, sizes: sizesOf(doc, measured) });
      }
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [doc]);
  return useMemo(() => (doc === null ? [] : measuredFor?.doc === doc ? measuredFor.sizes : sizesOf(doc, new Map())), [doc, measuredFor]);
}
