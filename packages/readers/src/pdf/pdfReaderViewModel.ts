import type { PageTapHandlers } from '../chrome/usePageTaps';
import type { ReaderProgress } from '../progress/readerProgress';
import type { RefObject } from 'react';
import type { BookSearchState } from '../search/bookSearchState';
import type { PdfDocument, PdfOutlineItem, PdfSearchHit } from './openPdf';
import type { PdfLayout } from './pdfLayout';
import type { PdfZoom } from './pdfZoom';

export type PdfPanel = 'none' | 'outline' | 'search';

export interface PdfSearchState extends BookSearchState<PdfSearchHit> {
  /** The hit shown now (index into `hits`), −1 before one is chosen. */
  current: number;
}

/** The match to mark in a page's text layer; `reveal` changes each time it should be scrolled to. */
export interface PdfHighlight {
  /** Page of the match (1-based). */
  page: number;
  /** The text searched for. */
  query: string;
  /** Which match of the query on that page (0-based). */
  index: number;
  /** A counter: a new value scrolls the match into view again. */
  reveal: number;
}

/** What `usePdfReader` returns: the state and actions its view renders. */
export interface PdfReaderViewModel {
  /** Opening the document, showing it, or failed to open it. */
  phase: 'opening' | 'ready' | 'error';
  /** Why opening failed: not a readable PDF, or password-protected; else null. */
  errorCode: 'BAD_FILE' | 'PASSWORD' | null;
  /** The open document the pages are drawn from; null until opened. */
  doc: PdfDocument | null;
  /** Number of pages in the document. */
  pages: number;
  /** The page at the top of the screen (1-based). */
  page: number;
  /** Reading progress through the document, 0..100, whole numbers. */
  percent: number;
  /** Scrolls to a page (1-based). */
  goToPage(page: number): void;
  /** The chosen zoom: fit width, fit page, or a percentage. */
  zoom: PdfZoom;
  /** The zoom of the page at the top of the screen, in percent, as shown in the toolbar. */
  zoomPercent: number;
  /** Chooses a zoom. */
  setZoom(zoom: PdfZoom): void;
  /** Zooms in one step (to a percentage). */
  zoomIn(): void;
  /** Zooms out one step (to a percentage). */
  zoomOut(): void;
  /** The scale of the page at the top of the screen. */
  scale: number;
  /** Each page's scale (index = page − 1): fit width and fit page fit every page on its own. */
  scales: readonly number[];
  /** Size and position of every page slot at the current zoom, for the scrolling page stack. */
  layout: PdfLayout;
  /** Pages mounted now (on screen plus one either side). */
  mounted: readonly number[];
  /** The document's own outline (bookmarks); null until the first page is on screen or the outline panel opens. */
  outline: readonly PdfOutlineItem[] | null;
  /** The page slider, with the outline's top-level entries marked; absent for a single page. */
  progress?: ReaderProgress;
  /** Pages after the one on screen before the next outline chapter; absent without an outline or on a chapter's last page. */
  pagesLeft?: number;
  /** Tap zones on the pages: the edges scroll a screen back or on, the middle shows or hides the chrome. */
  pageTaps?: PageTapHandlers;
  /** The side panel open now: outline, search, or none. */
  panel: PdfPanel;
  /** Opens a side panel, or closes it with `none`. */
  setPanel(panel: PdfPanel): void;
  /** The whole-document search: query, status, hits and the hit shown now. */
  search: PdfSearchState;
  /** Searches every page's text for this text. */
  runSearch(query: string): void;
  /** Goes to a hit (index into `search.hits`) and marks it; next/previous wrap around. */
  showHit(index: number): void;
  /** Goes to the next hit. */
  nextHit(): void;
  /** Goes to the previous hit. */
  previousHit(): void;
  /** Stops marking the current hit (the hits stay listed). */
  closeSearch(): void;
  /** The match to mark in a page's text layer, else null. */
  highlight: PdfHighlight | null;
  /** Attach to the scrolling page stack; its scroll position gives the current page. */
  scrollerRef: RefObject<HTMLDivElement | null>;
}
