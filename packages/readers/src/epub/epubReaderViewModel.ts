import type { ReaderProgress } from '../progress/readerProgress';
import type { RefObject } from 'react';
import type { BookSearchState } from '../search/bookSearchState';
import type { EpubSettings } from '../settings/bookSettings';
import type { EpubSearchHit, EpubTocItem } from './openEpub';

export type ReaderPanel = 'none' | 'contents' | 'settings' | 'search';

export type EpubSearchState = BookSearchState<EpubSearchHit>;

/** What `useEpubReader` returns: the state and actions its view renders. */
export interface EpubReaderViewModel {
  /** Opening the book, showing it, or failed to open it. */
  phase: 'opening' | 'ready' | 'error';
  /** The book's own table of contents, nested. */
  toc: readonly EpubTocItem[];
  /** The spine index on screen, to mark the current contents entry. */
  currentHref: string | null;
  /** 0..100, whole numbers. */
  percent: number;
  /** The page of the chapter on screen, when the chapter spans several pages (paginated layout). */
  chapterPage?: { page: number; pages: number };
  /** Minutes of reading left in the chapter, when pages are counted (not in the scrolled layout). */
  minutesLeft?: number;
  /** The whole-book slider, the contents' chapters marked; absent until the first page is on screen. */
  progress?: ReaderProgress;
  /** The first page is on screen (no previous page). */
  atStart: boolean;
  /** The last page is on screen (no next page). */
  atEnd: boolean;
  /** Turns to the next page. */
  next(): void;
  /** Turns to the previous page. */
  prev(): void;
  /** Closes the panel and shows a place in the book: an href from the contents or a CFI. */
  goTo(target: string): void;
  /** The reader's page settings (theme, font size, line height…), remembered per device. */
  settings: EpubSettings;
  /** Changes some settings; the page is repainted in place. */
  updateSettings(patch: Partial<EpubSettings>): void;
  /** The theme being painted (`auto` resolved against the app's scheme). */
  pageTheme: 'light' | 'sepia' | 'dark';
  /** The side panel open now: contents, settings, search, or none. */
  panel: ReaderPanel;
  /** Opens a side panel, or closes it with `none`. */
  setPanel(panel: ReaderPanel): void;
  /** The whole-book search: query, status and hits. */
  search: EpubSearchState;
  /** Searches the whole book for this text. */
  runSearch(query: string): void;
  /** The element epub.js renders into. */
  viewportRef: RefObject<HTMLDivElement | null>;
}
