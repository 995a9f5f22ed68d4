/**
 * Vertical layout of a continuous PDF: every page has its own slot size (A4 portrait, landscape and
 * small pages mix in one document). Tops are prefix sums, so a 1,000-page document costs two arrays.
 */
export interface PdfLayout {
  pages: number;
  /** Drawn height of each page in CSS px (index = page − 1). */
  heights: readonly number[];
  /** Drawn width of each page in CSS px. */
  widths: readonly number[];
  /** Top of each page slot. */
  tops: readonly number[];
  /** Space between pages. */
  gap: number;
}

/** Lays pages out top to bottom with `gap` between them. */
export function createPdfLayout(sizes: ReadonlyArray<{ width: number; height: number }>, gap: number): PdfLayout {
  const heights = sizes.map((s) => Math.max(0, Math.floor(s.height)));
  const widths = sizes.map((s) => Math.max(0, Math.floor(s.width)));
  const tops: number[] = [];
  let y = 0;
  for (const h of heights) {
    tops.push(y);
    y += h + gap;
  }
  return { pages: sizes.length, heights, widths, tops, gap };
}

const indexOf = (layout: PdfLayout, page: number) => Math.min(layout.pages - 1, Math.max(0, Math.round(page) - 1));

export const totalHeight = (layout: PdfLayout) => {
  if (layout.pages <= 0) return 0;
  const last = layout.pages - 1;
  return (layout.tops[last] ?? 0) + (layout.heights[last] ?? 0);
};

/** Top of page `n` (1-based). */
export const pageTop = (layout: PdfLayout, page: number) => (layout.pages > 0 ? (layout.tops[indexOf(layout, page)] ?? 0) : 0);

/** Drawn height of page `n` (1-based). */
export const pageHeight = (layout: PdfLayout, page: number) => (layout.pages > 0 ? (layout.heights[indexOf(layout, page)] ?? 0) : 0);

/** Drawn width of page `n` (1-based). */
export const pageWidth = (layout: PdfLayout, page: number) => (layout.pages > 0 ? (layout.widths[indexOf(layout, page)] ?? 0) : 0);

/** The widest page, the width of the sheet the pages are centred on. */
export const sheetWidth = (layout: PdfLayout) => layout.widths.reduce((max, w) => Math.max(max, w), 0);

/** The 0-based index of the page whose slot (or the gap below it) holds `y`. */
function pageIndexAt(layout: PdfLayout, y: number): number {
  let low = 0;
  let high = layout.pages - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((layout.tops[mid] ?? 0) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The pages to mount for a scroll position: those on screen plus `overscan` either side. Only
 * these get canvases and text layers, so a 1,000-page book costs what a few pages cost.
 */
export function visiblePages(layout: PdfLayout, scrollTop: number, viewportHeight: number, overscan = 1): number[] {
  if (layout.pages <= 0 || totalHeight(layout) <= 0) return [];
  const first = Math.max(1, pageIndexAt(layout, scrollTop) + 1 - overscan);
  const last = Math.min(layout.pages, pageIndexAt(layout, scrollTop + Math.max(0, viewportHeight)) + 1 + overscan);
  const out: number[] = [];
  for (let p = first; p <= last; p += 1) out.push(p);
  return out;
}

/** Where the reader is: the page at the top of the screen and how far down it (0..1). */
export function placeAt(layout: PdfLayout, scrollTop: number): { page: number; within: number } {
  if (layout.pages <= 0 || totalHeight(layout) <= 0) return { page: 1, within: 0 };
  const index = pageIndexAt(layout, scrollTop);
  const height = layout.heights[index] ?? 0;
  const within = height > 0 ? Math.min(1, Math.max(0, (scrollTop - (layout.tops[index] ?? 0)) / height)) : 0;
  return { page: index + 1, within };
}

/** The 0..1 fraction of the document read at a place. */
export function pdfFraction({ page, within }: { page: number; within: number }, pages: number): number {
  if (pages <= 0) return 0;
  return Math.min(1, Math.max(0, (page - 1 + within) / pages));
}

/** The locator stored for a PDF: the 1-based page number (DESIGN §4). */
export const formatPdfLocator = (page: number) => String(page);

/** A stored locator back as a page inside the document, or null when it is not one. */
export function parsePdfLocator(value: unknown, pages: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value)) return null;
  const page = Number(value);
  if (page < 1) return null;
  return Math.min(page, Math.max(1, pages));
}

/** The place a stored progress points at: the page, or the fraction when the page is unusable. */
export function restorePlace(stored: { locator: string; percentage: number } | null, pages: number): { page: number; within: number } {
  if (!stored || pages <= 0) return { page: 1, within: 0 };
  const page = parsePdfLocator(stored.locator, pages);
  const at = Math.min(1, Math.max(0, Number.isFinite(stored.percentage) ? stored.percentage : 0)) * pages;
  if (page !== null) {
    // The fraction says how far down that page the reader was, when it agrees with the page.
    const within = at >= page - 1 && at < page ? at - (page - 1) : 0;
    return { page, within };
  }
  const index = Math.min(pages - 1, Math.floor(at));
  return { page: index + 1, within: at - index };
}
