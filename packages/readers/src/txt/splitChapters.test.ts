import { describe, expect, it } from 'vitest';
import { splitChapters, type TxtChapter } from './splitChapters';

const PARAGRAPH = '　　天色渐渐暗了下来，他站在城门口，望着远处的山路，风从北边吹过来。\n';

const titles = (chapters: TxtChapter[]) => chapters.map((c) => c.title);

/** Chapters must cover the text end to end, in order, without gaps or overlaps. */
function expectContiguous(text: string, chapters: TxtChapter[]) {
  expect(chapters[0]?.start).toBe(0);
  expect(chapters[chapters.length - 1]?.end).toBe(text.length);
  chapters.forEach((chapter, i) => {
    expect(chapter.end).toBeGreaterThan(chapter.start);
    if (i > 0) expect(chapter.start).toBe(chapters[i - 1]?.end);
  });
}

describe('splitChapters: headings', () => {
  it('splits at every heading style and keeps the heading line as the title', () => {
    const headings = [
      '楔子',
      '第一章 风起',
      '第二节：夜行',
      '第三回 相逢',
      '第十一章 归来',
      '第二十卷 终局',
      '第一百零五集',
      '第两千部 风暴',
      '第壹佰贰拾篇 大结局',
      '第12章 阿拉伯数字',
      '第１３章 全角数字',
      '序章',
      '序言',
      '引子',
      '番外一 小师妹',
      '后记',
      '尾声',
      'Chapter 12',
      'CHAPTER XII',
      'Part One',
    ];
    const text = headings.map((h) => `${h}\n${PARAGRAPH}${PARAGRAPH}`).join('');
    const chapters = splitChapters(text);
    expect(titles(chapters)).toEqual(headings);
    expect(chapters.every((c) => c.kind === 'heading')).toBe(true);
    expectContiguous(text, chapters);
    expect(text.slice(chapters[1]?.start, chapters[1]?.end)).toBe(
      `第一章 风起\n${PARAGRAPH}${PARAGRAPH}`,
    );
  });

  it('does not split at a heading mentioned inside body text', () => {
    const text = `第一章 风起\n${PARAGRAPH}他第一章都没读完就睡着了。\n第一章都没读完就睡了\n${PARAGRAPH}第二章 云涌\n${PARAGRAPH}`;
    expect(titles(splitChapters(text))).toEqual(['第一章 风起', '第二章 云涌']);
  });

  it('handles CRLF and lone CR line breaks', () => {
    const crlf = `第一章 风起\r\n${PARAGRAPH.trim()}\r\n第二章 云涌\r\n${PARAGRAPH.trim()}\r\n`;
    const chapters = splitChapters(crlf);
    expect(titles(chapters)).toEqual(['第一章 风起', '第二章 云涌']);
    expect(crlf.slice(chapters[1]?.start ?? 0)).toMatch(/^第二章/);
    const cr = crlf.replaceAll('\r\n', '\r');
    expect(titles(splitChapters(cr))).toEqual(['第一章 风起', '第二章 云涌']);
  });

  it('normalises indentation and full-width spaces in titles', () => {
    const text = `\u3000\u3000第一章\u3000\u3000风起\n${PARAGRAPH}`;
    expect(titles(splitChapters(text))).toEqual(['第一章 风起']);
  });
});

describe('splitChapters: table of contents in the file', () => {
  it('keeps a copied table of contents in the preface instead of making empty chapters', () => {
    const toc = '目录\n第一章 风起\n第二章 云涌\n番外一 小师妹\n\n';
    const body = `第一章 风起\n${PARAGRAPH}第二章 云涌\n${PARAGRAPH}番外一 小师妹\n${PARAGRAPH}`;
    const text = toc + body;
    const chapters = splitChapters(text);
    expect(titles(chapters)).toEqual(['目录', '第一章 风起', '第二章 云涌', '番外一 小师妹']);
    expect(chapters[0]).toMatchObject({ kind: 'preface', start: 0, end: toc.length });
  });

  it('keeps an empty volume heading that is followed by its first chapter', () => {
    const text = `第一卷 潜龙\n第一章 风起\n${PARAGRAPH}第二章 云涌\n${PARAGRAPH}`;
    expect(titles(splitChapters(text))).toEqual(['第一卷 潜龙', '第一章 风起', '第二章 云涌']);
  });
});

describe('splitChapters: a whole novel', () => {
  it('finds all 1,000 chapters of a 5-million-character novel (10 MiB as GBK) in order', () => {
    const chapterBody = PARAGRAPH.repeat(150); // about 5,500 characters
    const parts: string[] = [];
    for (let i = 1; i <= 1000; i += 1) parts.push(`第${i}章 第${i}个标题\n`, chapterBody);
    const text = parts.join('');
    expect(text.length).toBeGreaterThan(5_000_000);
    const chapters = splitChapters(text);
    expect(chapters).toHaveLength(1000);
    expect(chapters[999]?.title).toBe('第1000章 第1000个标题');
    expect(chapters.every((c, i) => c.title === `第${i + 1}章 第${i + 1}个标题`)).toBe(true);
    expectContiguous(text, chapters);
  });
});

describe('splitChapters: preface', () => {
  it('makes text before the first heading a preface chapter', () => {
    const text = `《长路》\n作者：某人\n\n第一章 风起\n${PARAGRAPH}`;
    const chapters = splitChapters(text);
    expect(chapters.map((c) => c.kind)).toEqual(['preface', 'heading']);
    expect(chapters[0]).toMatchObject({ title: '《长路》', start: 0 });
    expect(text.slice(chapters[0]?.start, chapters[0]?.end)).toBe('《长路》\n作者：某人\n\n');
    expectContiguous(text, chapters);
  });

  it('folds blank lines before the first heading into the first chapter', () => {
    const text = `\n\n  \n第一章 风起\n${PARAGRAPH}`;
    const chapters = splitChapters(text);
    expect(chapters).toHaveLength(1);
    expect(chapters[0]).toMatchObject({ title: '第一章 风起', start: 0, end: text.length });
  });
});

describe('splitChapters: size cap', () => {
  it('cuts a chapter over the cap at paragraph ends into "title (2)", "title (3)"', () => {
    const body = PARAGRAPH.repeat(100); // 3,700 characters
    const text = `第一章 风起\n${body}第二章 云涌\n${PARAGRAPH}`;
    const chapters = splitChapters(text, { maxChapterChars: 1000 });
    const first = chapters.filter((c) => c.title.startsWith('第一章'));
    expect(first.map((c) => c.title)).toEqual([
      '第一章 风起',
      '第一章 风起 (2)',
      '第一章 风起 (3)',
      '第一章 风起 (4)',
    ]);
    expect(first.map((c) => c.part)).toEqual([undefined, 2, 3, 4]);
    for (const chapter of chapters) {
      expect(chapter.end - chapter.start).toBeLessThanOrEqual(1000);
      // Every piece ends at a paragraph end, never mid-sentence.
      expect(text[chapter.end - 1]).toBe('\n');
    }
    expect(chapters[chapters.length - 1]?.title).toBe('第二章 云涌');
    expectContiguous(text, chapters);
  });

  it('keeps pieces even rather than leaving a tiny last one', () => {
    const text = `第一章\n${PARAGRAPH.repeat(30)}`; // just over 1,000 characters
    const sizes = splitChapters(text, { maxChapterChars: 1000 }).map((c) => c.end - c.start);
    expect(sizes).toHaveLength(2);
    expect(Math.min(...sizes)).toBeGreaterThan(400);
  });

  it('cuts a paragraph longer than the cap without splitting a surrogate pair', () => {
    const text = `第一章\n${'𠀀字'.repeat(1000)}`;
    const chapters = splitChapters(text, { maxChapterChars: 501 });
    for (const chapter of chapters) {
      expect(chapter.end - chapter.start).toBeLessThanOrEqual(501);
      const first = text.charCodeAt(chapter.start);
      expect(first >= 0xdc00 && first <= 0xdfff).toBe(false);
    }
    expectContiguous(text, chapters);
  });

  it('caps a chapter at 100,000 characters by default', () => {
    const text = `第一章 风起\n${PARAGRAPH.repeat(8000)}`; // about 296,000 characters
    const chapters = splitChapters(text);
    expect(chapters.length).toBe(3);
    expect(chapters.every((c) => c.end - c.start <= 100_000)).toBe(true);
  });
});

describe('splitChapters: no headings', () => {
  it('cuts the book into fixed-size pieces at paragraph ends, titled by their first line', () => {
    const text = Array.from({ length: 600 }, (_, i) => `段落${i}：${PARAGRAPH.trim()}\n`).join('');
    const chapters = splitChapters(text, { fallbackChapterChars: 5000 });
    expect(chapters.length).toBeGreaterThan(4);
    expect(chapters.every((c) => c.kind === 'chunk')).toBe(true);
    expect(chapters.every((c) => c.end - c.start <= 5000 && text[c.end - 1] === '\n')).toBe(true);
    expect(chapters[0]?.title).toBe('段落0：天色渐渐暗了下来，他站在城门口…');
    expectContiguous(text, chapters);
  });

  it('never leaves a piece over the cap, even without line breaks', () => {
    const text = '无换行的文字'.repeat(50_000); // 300,000 characters on one line
    const chapters = splitChapters(text);
    expect(chapters.every((c) => c.end - c.start <= 100_000)).toBe(true);
    expectContiguous(text, chapters);
  });

  it('returns no chapters for an empty text', () => {
    expect(splitChapters('')).toEqual([]);
  });
});
