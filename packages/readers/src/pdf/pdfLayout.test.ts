import { describe, expect, it } from 'vitest';
import { createPdfLayout, formatPdfLocator, pageHeight, pageTop, pageWidth, parsePdfLocator, pdfFraction, placeAt, restorePlace, sheetWidth, totalHeight, visiblePages } from './pdfLayout';

const same = (pages: number, height: number, width = 700) => Array.from({ length: pages }, () => ({ width, height }));
const layout = createPdfLayout(same(1000, 1000), 10);

describe('pdf layout', () => {
  it('stacks pages with gaps', () => {
    expect(totalHeight(createPdfLayout(same(3, 100), 10))).toBe(320);
    expect(pageTop(layout, 1)).toBe(0);
    expect(pageTop(layout, 3)).toBe(2020);
  });

  it('mounts only the pages on screen and one either side, even in a 1,000-page document', () => {
    expect(visiblePages(layout, 0, 800)).toEqual([1, 2]);
    expect(visiblePages(layout, 505_000, 800)).toEqual([500, 501, 502]);
    expect(visiblePages(layout, 1_008_990, 800)).toEqual([999, 1000]);
    expect(visiblePages(createPdfLayout([], 0), 0, 100)).toEqual([]);
  });

  it('knows the page at the top of the screen and how far down it is', () => {
    expect(placeAt(layout, 0)).toEqual({ page: 1, within: 0 });
    expect(placeAt(layout, 1010 * 9 + 500)).toEqual({ page: 10, within: 0.5 });
    expect(placeAt(layout, 99_999_999).page).toBe(1000);
  });

  it('gives each page of a mixed document its own slot: A4 portrait, A4 landscape, a small card', () => {
    // Drawn at fit width (700 px): portrait 700×990, landscape 700×495, a 200×300 pt card 700×1050.
    const mixed = createPdfLayout(
      [
        { width: 700, height: 990 },
        { width: 700, height: 495 },
        { width: 700, height: 1050 },
        { width: 700, height: 990 },
      ],
      12,
    );
    expect([1, 2, 3, 4].map((p) => pageTop(mixed, p))).toEqual([0, 1002, 1509, 2571]);
    expect([1, 2, 3, 4].map((p) => pageHeight(mixed, p))).toEqual([990, 495, 1050, 990]);
    expect(totalHeight(mixed)).toBe(3561);
    // Page 3 starts below the short landscape page, not at 2 × the first page's height.
    expect(placeAt(mixed, 1509)).toEqual({ page: 3, within: 0 });
    expect(placeAt(mixed, 1002 + 495 / 2)).toEqual({ page: 2, within: 0.5 });
    // In the gap below page 2, the reader is still at the end of page 2.
    expect(placeAt(mixed, 1500)).toEqual({ page: 2, within: 1 });
    expect(visiblePages(mixed, 1509, 600, 0)).toEqual([3]);
    expect(visiblePages(mixed, 1000, 600, 0)).toEqual([1, 2, 3]);
  });

  it('keeps each page’s own width and centres them on the widest', () => {
    const mixed = createPdfLayout(
      [
        { width: 595.3, height: 841.9 },
        { width: 841.9, height: 595.3 },
        { width: 200, height: 300 },
      ],
      12,
    );
    expect([1, 2, 3].map((p) => pageWidth(mixed, p))).toEqual([595, 841, 200]);
    expect(sheetWidth(mixed)).toBe(841);
    expect(pageTop(mixed, 99)).toBe(pageTop(mixed, 3));
  });
});

describe('pdf progress', () => {
  it('turns a place into a fraction of the document', () => {
    expect(pdfFraction({ page: 1, within: 0 }, 10)).toBe(0);
    expect(pdfFraction({ page: 6, within: 0.5 }, 10)).toBe(0.55);
    expect(pdfFraction({ page: 10, within: 1 }, 10)).toBe(1);
  });

  it('stores the page number and reads back only page numbers', () => {
    expect(formatPdfLocator(12)).toBe('12');
    expect(parsePdfLocator('12', 30)).toBe(12);
    expect(parsePdfLocator('99', 30)).toBe(30);
    expect(parsePdfLocator('0', 30)).toBeNull();
    expect(parsePdfLocator('epubcfi(/6/2)', 30)).toBeNull();
    expect(parsePdfLocator(12, 30)).toBeNull();
  });

  it('restores the page, and the fraction when the locator is unusable', () => {
    expect(restorePlace({ locator: '6', percentage: 0.55 }, 10)).toEqual({ page: 6, within: expect.closeTo(0.5) as number });
    expect(restorePlace({ locator: '6', percentage: 0.9 }, 10)).toEqual({ page: 6, within: 0 });
    expect(restorePlace({ locator: 'garbage', percentage: 0.25 }, 20)).toEqual({ page: 6, within: 0 });
    expect(restorePlace(null, 20)).toEqual({ page: 1, within: 0 });
  });
});
