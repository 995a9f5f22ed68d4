import { describe, expect, it } from 'vitest';
import { epubProgressMarks } from './epubProgressMarks';

describe('epubProgressMarks', () => {
  it('marks top-level contents entries at their section’s share of the book, whatever folder either names', () => {
    const book = {
      sections: 4,
      hrefOf: (i: number) => ['cover.xhtml', 'Text/c1.xhtml', 'Text/c2.xhtml', 'Text/notes.xhtml'][i] ?? null,
      toc: [
        { label: 'Two', href: 'Text/c2.xhtml#start', depth: 0 },
        { label: 'One', href: 'c1.xhtml', depth: 0 },
        { label: 'One, part b', href: 'Text/c1.xhtml#b', depth: 1 },
        { label: 'Lost', href: 'gone.xhtml', depth: 0 },
      ],
    };
    expect(epubProgressMarks(book)).toEqual([
      { value: 250, title: 'One' },
      { value: 500, title: 'Two' },
    ]);
    expect(epubProgressMarks({ ...book, sections: 0 })).toEqual([]);
  });
});
