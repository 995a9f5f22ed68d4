import type { SnapshotFrom } from 'xstate';
import type { txtReaderMachine } from '../machines/txtReaderMachine';
import type { TxtEncoding } from './encodings';
import { readingMinutes } from '../progress/readingMinutes';
import type { TxtChapter } from './splitChapters';
import { formatTxtLocator, txtOffsetOf } from './txtLocator';

/** What the TXT reader shows of its machine; `report` is the place to save, null while there is none. */
export interface TxtReaderView {
  phase: 'preparing' | 'ready';
  chapters: readonly TxtChapter[];
  current: number;
  chapter: TxtChapter | null;
  chapterTitle: string;
  text: string;
  percent: number;
  /** Minutes left in the chapter from the paragraph being read (0 at its end). */
  minutesLeft: number;
  encoding: TxtEncoding | null;
  detectedEncoding: TxtEncoding | null;
  scrollTo: number | null;
  locator: string | null;
  percentage: number | null;
  /** Where the progress slider stands, 0..1000 of the whole text; null while only the head is decoded. */
  progress: number | null;
}

/** A chapter's title as listed: a preface gets the translated word, others their heading. */
export const txtChapterTitle = (chapter: TxtChapter | undefined, prefaceTitle: string) =>
  !chapter ? '' : chapter.kind === 'preface' ? prefaceTitle : chapter.title;

/** Maps the TXT reader machine's snapshot to the view's fields (pure; tested without React). */
export function selectTxtReaderView(snapshot: SnapshotFrom<typeof txtReaderMachine>, prefaceTitle: string): TxtReaderView {
  const { book, head, place, size, encoding, detected, scrollTo } = snapshot.context;
  const chapters = book?.chapters ?? [];
  const current = place?.chapter ?? 0;
  const chapter = chapters[current] ?? null;
  const text = book?.text ?? '';
  // While only the head is decoded, its share of the file's bytes scales the percentage.
  const share = head ? head.bytes / size : 1;
  const percent = text.length > 0 && chapter ? Math.round(((chapter.start + (place?.offset ?? 0)) / text.length) * share * 100) : 0;
  // Nothing is reported from the head alone: its percentages are of the head, not the book.
  const reportable = book !== null && place !== null && chapters.length > 0 && head === null;
  return {
    phase: book ? 'ready' : 'preparing',
    chapters,
    current,
    chapter,
    chapterTitle: txtChapterTitle(chapter ?? undefined, prefaceTitle),
    text,
    percent,
    minutesLeft: chapter ? readingMinutes(text, chapter.start + (place?.offset ?? 0), chapter.end) : 0,
    encoding,
    detectedEncoding: detected,
    scrollTo,
    locator: reportable ? formatTxtLocator(place) : null,
    percentage: reportable && text.length ? txtOffsetOf(chapters, place) / text.length : reportable ? 0 : null,
    progress: reportable && text.length ? Math.round((txtOffsetOf(chapters, place) / text.length) * 1000) : reportable ? 0 : null,
  };
}
