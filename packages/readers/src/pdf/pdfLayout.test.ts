import { describe, expect, it } from 'vitest';
import { formatPdfLocator, parsePdfLocator, pdfFraction, pageTop, placeAt, restorePlace, totalHeight, visiblePages } from './pdfLayout';

const layout = { pages: 1000, pageHeight: 1000, gap: 10 };

describe('pdf layout', () => {
  it('stacks pages with gaps', () => {
    expect(totalHeight({ pages: 3, pageHeight: 100, gap: 10 })).toBe(320);
    expect(pageTop(layout, 1)).toBe(0);
    expect(pageTop(layout, 3)).toBe(2020);
  });

  it('mounts only the pages on screen and one either side, even in a 1,000-page document', () => {
    expect(visiblePages(layout, 0, 800)).toEqual([1, 2]);
    expect(visiblePages(layout, 505_000, 800)).toEqual([500, 501, 502]);
    expect(visiblePages(layout, 1_008_990, 800)).toEqual([999, 1000]);
    expect(visiblePages({ pages: 0, pageHeight: 10, gap: 0 }, 0, 100)).toEqual([]);
  });

  it('knows the page at the top of the screen and how far down it is', () => {
    expect(placeAt(layout, 0)).toEqual({ page: 1, within: 0 });
    expect(placeAt(layout, 1010 * 9 + 500)).toEqual({ page: 10, within: 0.5 });
    expect(placeAt(layout, 99_999_999).page).toBe(1000);
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
