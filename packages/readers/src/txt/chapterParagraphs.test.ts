import { describe, expect, it } from 'vitest';
import { chapterParagraphs } from './chapterParagraphs';
import { splitChapters } from './splitChapters';

describe('chapterParagraphs', () => {
  it('gives the non-blank lines of a chapter with their offsets, without the heading line', () => {
    const text = '第一章 开始\n\n　　他来了。\r\n她走了。\n第二章 结束\n完。\n';
    const chapters = splitChapters(text);
    const first = chapters[0];
    if (!first) throw new Error('no chapter');
    const paragraphs = chapterParagraphs(text, first);
    expect(paragraphs.map((p) => p.text)).toEqual(['他来了。', '她走了。']);
    expect(text.slice(first.start + (paragraphs[1]?.offset ?? 0)).startsWith('她走了')).toBe(true);
  });
});
