import { describe, expect, it } from 'vitest';
import { pdfPagesLeft, pdfProgressMarks } from './usePdfProgress';

describe('pdfProgressMarks', () => {
  it('marks top-level outline entries that resolve to a page, in page order', () => {
    expect(
      pdfProgressMarks([
        { title: 'Appendix', page: 280, depth: 0 },
        { title: 'Part One', page: 1, depth: 0 },
        { title: 'A section', page: 3, depth: 1 },
        { title: 'Broken link', page: null, depth: 0 },
      ]),
    ).toEqual([
      { value: 0, title: 'Part One' },
      { value: 279, title: 'Appendix' },
    ]);
    expect(pdfProgressMarks(null)).toEqual([]);
  });
});

describe('pdfPagesLeft', () => {
  const marks = [
    { value: 0, title: 'Part One' },
    { value: 9, title: 'Part Two' },
  ];
  it('counts the pages after this one before the next chapter or the end', () => {
    expect(pdfPagesLeft(marks, 1, 30)).toBe(8);
    expect(pdfPagesLeft(marks, 9, 30)).toBe(0);
    expect(pdfPagesLeft(marks, 10, 30)).toBe(20);
    expect(pdfPagesLeft(marks, 30, 30)).toBe(0);
  });
  it('knows no chapter without an outline', () => {
    expect(pdfPagesLeft([], 4, 30)).toBeNull();
  });
});
