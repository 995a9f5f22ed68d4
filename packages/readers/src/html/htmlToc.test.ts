import { describe, expect, it } from 'vitest';
import type { HtmlChapter, HtmlChapterRef } from '../machines/htmlReaderMachine';
import { htmlToc } from './htmlToc';

const ref = (index: number, title: string): HtmlChapterRef => ({ index, title, url: `/f/${index}` });
const shown = (title: string | null, headings: { id: string; title: string; depth: number }[]): HtmlChapter => ({ html: '', title, lang: 'en', headings, text: '' });

describe('htmlToc', () => {
  it("lists a single file's own headings", () => {
    const toc = htmlToc([ref(0, 'novel.html')], shown('Novel', [{ id: 'atelier-h-1', title: 'One', depth: 0 }, { id: 'atelier-h-2', title: 'Two', depth: 1 }]), 0, 'Book');
    expect(toc).toEqual([
      { label: 'One', depth: 0, chapter: 0, anchor: 'atelier-h-1', current: false },
      { label: 'Two', depth: 1, chapter: 0, anchor: 'atelier-h-2', current: false },
    ]);
  });

  it('lists the files with the current one marked and its headings, minus its title, below it', () => {
    const chapter = shown('Chapter 2', [{ id: 'atelier-h-1', title: 'Chapter 2', depth: 0 }, { id: 'atelier-h-2', title: 'The river', depth: 0 }]);
    const toc = htmlToc([ref(0, '01'), ref(1, '02'), ref(2, '03')], chapter, 1, 'Book');
    expect(toc).toEqual([
      { label: '01', depth: 0, chapter: 0, anchor: null, current: false },
      { label: '02', depth: 0, chapter: 1, anchor: null, current: true },
      { label: 'The river', depth: 1, chapter: 1, anchor: 'atelier-h-2', current: false },
      { label: '03', depth: 0, chapter: 2, anchor: null, current: false },
    ]);
  });

  it('lists the files alone before a chapter is loaded', () => {
    expect(htmlToc([ref(0, '01'), ref(1, '02')], null, 0, 'Book').map((e) => e.label)).toEqual(['01', '02']);
  });
});
