import { describe, expect, it } from 'vitest';
import { addHeadingAnchors } from './chapterHeadings';
import { sanitizeChapter } from './sanitizeChapter';

const links = { resolveAsset: () => null, chapterOf: () => null };

describe('chapter headings', () => {
  it('lists h1–h3 nested by level, relative to the top level present, and gives each an id', () => {
    const body = new DOMParser().parseFromString('<h2>卷一</h2><p>…</p><h3> 第一章 <b>初到</b> </h3><h4>小节</h4><h2></h2><h3>第二章</h3>', 'text/html').body;
    expect(addHeadingAnchors(body)).toEqual([
      { id: 'atelier-h-0', title: '卷一', depth: 0 },
      { id: 'atelier-h-1', title: '第一章 初到', depth: 1 },
      { id: 'atelier-h-2', title: '第二章', depth: 1 },
    ]);
    expect(body.querySelector('h3')?.id).toBe('atelier-h-1');
    expect(addHeadingAnchors(new DOMParser().parseFromString('<p>no headings</p>', 'text/html').body)).toEqual([]);
  });

  it('replaces the book’s own ids in sanitized chapters and returns the text search reads', () => {
    const chapter = sanitizeChapter('<h1 id="x" onclick="alert(1)">Part One</h1><p id="p">Wind.</p><h2>Chapter 1</h2><p>Rain.</p>', links);
    expect(chapter.headings).toEqual([
      { id: 'atelier-h-0', title: 'Part One', depth: 0 },
      { id: 'atelier-h-1', title: 'Chapter 1', depth: 1 },
    ]);
    expect(chapter.html).toContain('<h1 id="atelier-h-0">Part One</h1>');
    expect(chapter.html).not.toMatch(/id="x"|id="p"|onclick/);
    expect(chapter.text).toBe('Part OneWind.Chapter 1Rain.');
  });
});
