/** Vertical layout of a continuous PDF: every page slot has the same size (the first page's). */
export interface PdfLayout {
  pages: number;
  /** One page slot's height in CSS px (drawn page height). */
  pageHeight: number;
  /** Space between pages. */
  gap: number;
}

export const totalHeight = ({ pages, pageHeight, gap }: PdfLayout) => Math.max(0, pages * (pageHeight + gap) - gap);

/** Top of page `n` (1-based). */
export const pageTop = ({ pageHeight, gap }: PdfLayout, page: number) => Math.max(0, page - 1) * (pageHeight + gap);

/**
 * The pages to mount for a scroll position: those on screen plus `overscan` either side. Only
 * these get canvases and text layers, so a 1,000-page book costs what a few pages cost.
 */
export function visiblePages(layout: PdfLayout, scrollTop: number, viewportHeight: number, overscan = 1): number[] {
  if (layout.pages <= 0 || layout.pageHeight <= 0) return [];
  const stride = layout.pageHeight + layout.gap;
  const first = Math.max(1, Math.floor(scrollTop / stride) + 1 - overscan);
  const last = Math.min(layout.pages, Math.floor((scrollTop + Math.max(0, viewportHeight)) / stride) + 1 + overscan);
  const out: number[] = [];
  for (let p = first; p <= last; p += 1) out.push(p);
  return out;
}

/** Where the reader is: the page at the top of the screen and how far down it (0..1). */
export function placeAt(layout: PdfLayout, scrollTop: number): { page: number; within: number } {
  if (layout.pages <= 0 || layout.pageHeight <= 0) return { page: 1, within: 0 };
  const stride = layout.pageHeight + layout.gap;
  const index = Math.min(layout.pages - 1, Math.max(0, Math.floor(scrollTop / stride)));
  const within = Math.min(1, Math.max(0, (scrollTop - index * stride) / layout.pageHeight));
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
