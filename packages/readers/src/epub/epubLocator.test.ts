import { describe, expect, it } from 'vitest';
import { epubFraction, epubSectionAt, isEpubCfi } from './epubLocator';

describe('epubFraction', () => {
  it('counts each section the same and moves by page inside one', () => {
    expect(epubFraction({ index: 0, page: 1, pages: 1 }, 4)).toBe(0);
    expect(epubFraction({ index: 2, page: 1, pages: 10 }, 4)).toBe(0.5);
    expect(epubFraction({ index: 2, page: 6, pages: 10 }, 4)).toBeCloseTo(0.625);
    expect(epubFraction({ index: 3, page: 10, pages: 10 }, 4)).toBeCloseTo(0.975);
  });

  it('stays inside 0..1 for places outside the book', () => {
    expect(epubFraction({ index: 9, page: 99, pages: 3 }, 4)).toBeLessThanOrEqual(1);
    expect(epubFraction({ index: -1, page: 0, pages: 0 }, 4)).toBe(0);
    expect(epubFraction({ index: 0, page: 1, pages: 1 }, 0)).toBe(0);
  });
});

describe('epubSectionAt', () => {
  it('finds the section and the place inside it that a fraction points at', () => {
    expect(epubSectionAt(0, 4)).toEqual({ index: 0, within: 0 });
    expect(epubSectionAt(0.625, 4)).toEqual({ index: 2, within: 0.5 });
    expect(epubSectionAt(1, 4)).toEqual({ index: 3, within: 1 });
  });

  it('round-trips epubFraction at the start of a page', () => {
    const fraction = epubFraction({ index: 5, page: 3, pages: 4 }, 12);
    const { index, within } = epubSectionAt(fraction, 12);
    expect(index).toBe(5);
    expect(Math.round(within * 4) + 1).toBe(3);
  });

  it('clamps corrupt fractions into the book', () => {
    expect(epubSectionAt(Number.NaN, 3)).toEqual({ index: 0, within: 0 });
    expect(epubSectionAt(7, 3).index).toBe(2);
    expect(epubSectionAt(0.5, 0)).toEqual({ index: 0, within: 0 });
  });
});

describe('isEpubCfi', () => {
  it('accepts CFIs and rejects other locators', () => {
    expect(isEpubCfi('epubcfi(/6/4!/4/2/1:0)')).toBe(true);
    expect(isEpubCfi('epubcfi(/6/14[chap05ref]!/4[body01]/10/2/1:3)')).toBe(true);
    expect(isEpubCfi('12:400')).toBe(false);
    expect(isEpubCfi('epubcfi()')).toBe(false);
    expect(isEpubCfi(42)).toBe(false);
  });
});
