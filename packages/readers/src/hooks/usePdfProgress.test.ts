import { describe, expect, it } from 'vitest';
import { pdfProgressMarks } from './usePdfProgress';

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
