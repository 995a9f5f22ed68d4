import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type HtmlChapter, type HtmlChapterRef, type HtmlPlace, htmlReaderMachine } from '../machines/htmlReaderMachine';
import { selectHtmlReaderView } from './selectHtmlReaderView';

const CHAPTERS: HtmlChapterRef[] = [
  { index: 0, title: '01.html', url: '/f/0' },
  { index: 1, title: '02.html', url: '/f/1' },
];

function start(loadChapter: (ref: HtmlChapterRef) => Promise<HtmlChapter>) {
  const machine = htmlReaderMachine.provide({
    actors: {
      loadPosition: fromPromise<HtmlPlace | null>(async () => ({ fileIndex: 1, fraction: 0.5 })),
      loadChapter: fromPromise<HtmlChapter, HtmlChapterRef>(({ input }) => loadChapter(input)),
    },
  });
  return createActor(machine, { input: { chapters: CHAPTERS } }).start();
}

describe('selectHtmlReaderView', () => {
  it('is loading at the restored chapter, with its file title, until the chapter arrives', () => {
    const actor = start(() => new Promise(() => undefined));
    expect(selectHtmlReaderView(actor.getSnapshot(), { title: 'Book', fraction: 0 })).toMatchObject({ phase: 'loading', chapter: null });
  });

  it('shows the chapter with its own title, the restored place and the percentage through the book', async () => {
    const actor = start(async (ref) => ({ html: '<p>x</p>', title: `Chapter ${ref.index + 1}`, lang: 'en', headings: [], text: 'x' }));
    await waitFor(actor, (s) => s.matches('showing'));
    const view = selectHtmlReaderView(actor.getSnapshot(), { title: 'Book', fraction: 0.5 });
    expect(view).toMatchObject({ phase: 'ready', current: 1, chapterTitle: 'Chapter 2', restoreFraction: 0.5, percent: 75, errorCode: null });
  });

  it('falls back to the file title, then the book title, and says why a chapter failed', async () => {
    const actor = start(async () => {
      throw Object.assign(new Error('no files'), { code: 'NO_FILES' });
    });
    await waitFor(actor, (s) => s.matches('failed'));
    const view = selectHtmlReaderView(actor.getSnapshot(), { title: 'Book', fraction: 0 });
    expect(view.phase).toBe('failed');
    expect(view.chapterTitle).toBe('02.html');
    expect(view.errorCode).toBe('NO_FILES');
  });
});
