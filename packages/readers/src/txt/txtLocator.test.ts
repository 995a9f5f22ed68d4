import { describe, expect, it } from 'vitest';
import type { TxtChapter } from './splitChapters';
import { formatTxtLocator, parseTxtLocator, txtLocatorAt, txtOffsetOf } from './txtLocator';

const chapters: TxtChapter[] = [
  { title: '序', start: 0, end: 10, kind: 'preface' },
  { title: '第一章', start: 10, end: 100, kind: 'heading' },
  { title: '第二章', start: 100, end: 250, kind: 'heading' },
];

describe('formatTxtLocator / parseTxtLocator', () => {
  it('round-trips chapter and offset as "chapter:offset"', () => {
    expect(formatTxtLocator({ chapter: 3, offset: 1520 })).toBe('3:1520');
    expect(parseTxtLocator('3:1520')).toEqual({ chapter: 3, offset: 1520 });
    expect(parseTxtLocator(' 0:0 ')).toEqual({ chapter: 0, offset: 0 });
  });

  it('refuses to format negative or fractional positions', () => {
    expect(() => formatTxtLocator({ chapter: -1, offset: 0 })).toThrow(RangeError);
    expect(() => formatTxtLocator({ chapter: 0, offset: 1.5 })).toThrow(RangeError);
    expect(() => formatTxtLocator({ chapter: Number.NaN, offset: 0 })).toThrow(RangeError);
  });

  it.each([
    ['empty', ''],
    ['no offset', '3'],
    ['negative', '-1:5'],
    ['fraction', '1:2.5'],
    ['extra part', '1:2:3'],
    ['letters', 'a:b'],
    ['a CFI', 'epubcfi(/6/4!/4/2)'],
    ['too large', '1:99999999999999999999'],
    ['a number', 42],
    ['null', null],
    ['an object', { chapter: 1, offset: 2 }],
  ])('returns null for %s', (_label, value) => {
    expect(parseTxtLocator(value)).toBeNull();
  });
});

describe('txtLocatorAt / txtOffsetOf', () => {
  it('finds the chapter and in-chapter offset of a text offset, and back', () => {
    expect(txtLocatorAt(chapters, 0)).toEqual({ chapter: 0, offset: 0 });
    expect(txtLocatorAt(chapters, 10)).toEqual({ chapter: 1, offset: 0 });
    expect(txtLocatorAt(chapters, 120)).toEqual({ chapter: 2, offset: 20 });
    expect(txtOffsetOf(chapters, { chapter: 2, offset: 20 })).toBe(120);
  });

  it('keeps stale locators inside the book', () => {
    expect(txtOffsetOf(chapters, { chapter: 1, offset: 5000 })).toBe(100);
    expect(txtOffsetOf(chapters, { chapter: 9, offset: 0 })).toBe(250);
    expect(txtLocatorAt(chapters, 10_000)).toEqual({ chapter: 2, offset: 150 });
    expect(txtOffsetOf([], { chapter: 0, offset: 3 })).toBe(0);
  });
});
