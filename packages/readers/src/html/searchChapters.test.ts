import { describe, expect, it } from 'vitest';
import type { HtmlChapterRef } from '../machines/htmlReaderMachine';
import { MAX_HTML_HITS, searchChapters } from './searchChapters';

const CHAPTERS: HtmlChapterRef[] = [0, 1, 2].map((index) => ({ index, title: `Ch ${index + 1}`, url: `/f/${index}` }));

function loader(texts: Record<string, string | Error>) {
  const loaded: string[] = [];
  const load = async (ref: HtmlChapterRef) => {
    loaded.push(ref.url);
    const text = texts[ref.url];
    if (text instanceof Error || text === undefined) throw text ?? new Error('missing');
    return { text };
  };
  return { load, loaded };
}

describe('searchChapters', () => {
  it('finds every occurrence in reading order, with its chapter and occurrence number', async () => {
    const { load } = loader({ '/f/0': 'a heron', '/f/1': 'no bird', '/f/2': 'heron and heron' });
    const result = await searchChapters(CHAPTERS, 'heron', load, new Map(), new AbortController().signal);
    expect(result.skipped).toBe(0);
    expect(result.hits.map((h) => [h.chapter, h.chapterTitle, h.occurrence])).toEqual([
      [0, 'Ch 1', 0],
      [2, 'Ch 3', 0],
      [2, 'Ch 3', 1],
    ]);
  });

  it('counts chapters that fail to load and still searches the rest', async () => {
    const { load } = loader({ '/f/0': 'heron', '/f/1': new Error('offline'), '/f/2': 'heron' });
    const result = await searchChapters(CHAPTERS, 'heron', load, new Map(), new AbortController().signal);
    expect(result).toMatchObject({ skipped: 1, hits: [{ chapter: 0 }, { chapter: 2 }] });
  });

  it('reads each chapter once per open book (the text cache is kept between searches)', async () => {
    const { load, loaded } = loader({ '/f/0': 'heron', '/f/1': 'egret', '/f/2': 'heron' });
    const texts = new Map([[1, 'egret (shown)']]);
    await searchChapters(CHAPTERS, 'heron', load, texts, new AbortController().signal);
    await searchChapters(CHAPTERS, 'egret', load, texts, new AbortController().signal);
    expect(loaded).toEqual(['/f/0', '/f/2']);
  });

  it('stops at the hit limit and when aborted', async () => {
    const many = 'x '.repeat(MAX_HTML_HITS + 50);
    const { load, loaded } = loader({ '/f/0': many, '/f/1': many, '/f/2': many });
    const capped = await searchChapters(CHAPTERS, 'x', load, new Map(), new AbortController().signal);
    expect(capped.hits).toHaveLength(MAX_HTML_HITS);
    expect(loaded).toEqual(['/f/0']);

    const controller = new AbortController();
    controller.abort();
    expect((await searchChapters(CHAPTERS, 'x', load, new Map(), controller.signal)).hits).toEqual([]);
  });
});
