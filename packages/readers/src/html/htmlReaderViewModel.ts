import type { ReaderProgress } from '../progress/readerProgress';
import type { ReaderErrorCode } from '../machines/readerError';
import type { BookSearchState } from '../search/bookSearchState';
import type { ReaderSettings } from '../settings/readerSettings';

export type HtmlPanel = 'none' | 'contents' | 'search' | 'settings';

/** One line of the contents: a chapter file, or a heading inside the chapter on screen. */
export interface HtmlTocEntry {
  label: string;
  /** Indentation: 0 for chapter files (and a single file's top headings), more for headings below. */
  depth: number;
  /** Position of the chapter in the book. */
  chapter: number;
  /** The heading's anchor inside the chapter; null for the chapter file itself. */
  anchor: string | null;
  current: boolean;
}

/** A search hit: the chapter, which occurrence of the query in it, and the text around it. */
export interface HtmlSearchHit {
  chapter: number;
  chapterTitle: string;
  occurrence: number;
  excerpt: string;
}

/** The search, and how many chapters could not be loaded for it (their hits are missing). */
export type HtmlSearchState = BookSearchState<HtmlSearchHit> & { skipped: number };

/** What `useHtmlReader` returns: the state and actions its view renders. */
export interface HtmlReaderViewModel {
  /** Loading a chapter, showing it, or failed to load it. */
  phase: 'loading' | 'ready' | 'failed';
  /** Titles of the book's files (chapters), in reading order. */
  chapters: readonly string[];
  /** The chapter slider, every file marked; absent for a single-file book. */
  progress?: ReaderProgress;
  /** The contents: a single-file book's headings, or the files with the current one's headings below it. */
  toc: readonly HtmlTocEntry[];
  /** Closes the panel and opens a contents entry's chapter, at its heading if it has one. */
  openEntry(entry: HtmlTocEntry): void;
  /** Index of the chapter on screen. */
  current: number;
  /** Title of the chapter on screen (its own title, else the file's or the book's). */
  chapterTitle: string;
  /** The frame's document (sanitized chapter + theme + policy); null until loaded. */
  srcDoc: string | null;
  /** Reading progress through the whole book, 0..100, whole numbers. */
  percent: number;
  /** Minutes of reading left in the chapter from the place on screen; 0 while it loads. */
  minutesLeft?: number;
  /** Why the chapter failed to load, else null. */
  errorCode: ReaderErrorCode | null;
  /** Loads the failed chapter again. */
  retry(): void;
  /** Closes the panel and opens the chapter at this index. */
  goTo(index: number): void;
  /** Attach to the sandboxed iframe that shows the chapter. */
  frameRef: (frame: HTMLIFrameElement | null) => void;
  /** The reader's page settings (theme, font size, line height…), remembered per device. */
  settings: ReaderSettings;
  /** Changes some settings; the chapter is repainted in place. */
  updateSettings(patch: Partial<ReaderSettings>): void;
  /** The side panel open now: contents, search, settings, or none. */
  panel: HtmlPanel;
  /** Opens a side panel, or closes it with `none`. */
  setPanel(panel: HtmlPanel): void;
  /** The whole-book search: query, status and hits. */
  search: HtmlSearchState;
  /** Searches every chapter for this text. */
  runSearch(query: string): void;
  /** Opens the hit's chapter, scrolled to the match and highlighted. */
  openHit(hit: HtmlSearchHit): void;
}
