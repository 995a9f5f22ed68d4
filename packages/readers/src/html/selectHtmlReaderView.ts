import type { SnapshotFrom } from 'xstate';
import type { HtmlChapter, HtmlTarget, htmlReaderMachine } from '../machines/htmlReaderMachine';
import { type ReaderErrorCode, readerErrorCode } from '../machines/readerError';

/** What the HTML reader shows of its machine, for a chapter scrolled `fraction` of the way down. */
export interface HtmlReaderView {
  phase: 'loading' | 'ready' | 'failed';
  current: number;
  /** The chapter on screen (kept while the next one loads); null before the first. */
  chapter: HtmlChapter | null;
  chapterTitle: string;
  percent: number;
  /** The place to scroll to once the chapter is shown (a restored one), and a heading or match target. */
  restoreFraction: number;
  target: HtmlTarget | null;
  errorCode: ReaderErrorCode | null;
}

/** Maps the HTML reader machine's snapshot to the view's fields (pure; tested without React). */
export function selectHtmlReaderView(snapshot: SnapshotFrom<typeof htmlReaderMachine>, book: { title: string; fraction: number }): HtmlReaderView {
  const { current, chapter, chapters, error, fraction: restoreFraction, target } = snapshot.context;
  const phase = snapshot.matches('showing') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  const count = chapters.length;
  return {
    phase,
    current,
    chapter,
    chapterTitle: chapter?.title || chapters[current]?.title || book.title,
    percent: Math.round(count ? ((current + book.fraction) / count) * 100 : 0),
    restoreFraction,
    target,
    errorCode: phase === 'failed' ? readerErrorCode(error) : null,
  };
}
