import { useServices } from '@atelier/core';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PdfDocument, PdfOutlineItem, PdfSearchHit } from '../pdf/openPdf';
import type { PdfHostOptions } from '../pdf/pdfHostOptions';
import { createPdfLayout, formatPdfLocator, pageHeight, pageTop, pdfFraction, placeAt, restorePlace, visiblePages, type PdfLayout } from '../pdf/pdfLayout';
import { pdfScale, stepZoom, zoomPercent, type PdfZoom } from '../pdf/pdfZoom';
import { resolveFileUrl } from '../pdf/resolveFileUrl';
import type { BookSearchState } from '../search/bookSearchState';
import { type PdfSettings, readPdfSettings } from '../settings/pdfSettings';
import { pageKeyAction } from './usePageKeys';
import { usePdfPageSizes } from './usePdfPageSizes';
import { useReaderSettings } from './useReaderSettings';
import { useReadingProgress } from './useReadingProgress';

export interface PdfReaderOptions {
  bytes: Uint8Array | null;
  url: string | null;
  bookId: string | null;
  progressKey: string;
  host?: PdfHostOptions | undefined;
}

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
  /** The document's own outline (bookmarks); null until the outline panel first opens. */
  outline: readonly PdfOutlineItem[] | null;
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

const loadEngine = () => import('../pdf/openPdf');
const GAP = 12;
/** Padding of the scroller on each side, taken off the room a page may fill. */
const PADDING = 16;
const DEFAULT_ASSETS = '/pdfjs/';

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** Opens a PDF with pdf.js (loaded with `import()`), lays its pages out and keeps the place. */
export function usePdfReader({ bytes, url, bookId, progressKey, host }: PdfReaderOptions): PdfReaderViewModel {
  const services = useServices();
  const [settings, updateSettings] = useReaderSettings<PdfSettings>('pdf', readPdfSettings);
  const sync = useReadingProgress({ bookId, key: progressKey, format: 'pdf' });
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [errorCode, setErrorCode] = useState<'BAD_FILE' | 'PASSWORD' | null>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const [scrollTop, setScrollTop] = useState(0);
  const [panel, setPanel] = useState<PdfPanel>('none');
  const [outline, setOutline] = useState<PdfOutlineItem[] | null>(null);
  const [search, setSearch] = useState<PdfSearchState>({ status: 'idle', query: '', hits: [], current: -1 });
  const [reveal, setReveal] = useState(0);
  const searchAbort = useRef<AbortController | null>(null);
  /** The place to keep when the layout changes (zoom, resize), and the one to restore on open. */
  const placeRef = useRef<{ page: number; within: number } | null>(null);
  const [restored, setRestored] = useState(false);

  const assetsUrl = withSlash(host?.assetsUrl ?? DEFAULT_ASSETS);
  const workerSrc = host?.workerSrc ?? `${assetsUrl}pdf.worker.min.mjs`;
  const fileUrl = url !== null ? resolveFileUrl(url, services.config.libraryApi.baseUrl, window.location.href) : null;

  useEffect(() => {
    let live = true;
    let opened: PdfDocument | null = null;
    Promise.all([loadEngine(), sync.load()])
      .then(async ([engine, stored]) => {
        const d = await engine.openPdf({ ...(bytes ? { data: bytes } : { url: fileUrl ?? '' }), assetsUrl, workerSrc });
        if (!live) return d.destroy();
        opened = d;
        placeRef.current = restorePlace(stored, d.pages);
        setDoc(d);
        return undefined;
      })
      .catch((error: unknown) => {
        if (live) setErrorCode((error as { code?: string } | null)?.code === 'PASSWORD' ? 'PASSWORD' : 'BAD_FILE');
      });
    return () => {
      live = false;
      searchAbort.current?.abort();
      opened?.destroy();
      setDoc(null);
    };
    // The sync object is stable per book; a new file is a new reader (BookReader keys by book).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes, fileUrl, assetsUrl, workerSrc]);

  // The room a page may fill follows the scroller's size (window resize, fullscreen, phone turn).
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setRoom({ width: el.clientWidth - PADDING * 2, height: el.clientHeight - PADDING * 2 }));
    observer.observe(el);
    return () => observer.disconnect();
  }, [doc]);

  const pages = doc?.pages ?? 0;
  const sizes = usePdfPageSizes(doc);

  const scales = useMemo(() => sizes.map((size) => pdfScale(settings.zoom, size, room)), [sizes, settings.zoom, room]);
  const layout = useMemo<PdfLayout>(
    () => createPdfLayout(sizes.map((size, i) => ({ width: size.width * (scales[i] ?? 1), height: size.height * (scales[i] ?? 1) })), GAP),
    [sizes, scales],
  );

  // After a layout change (or on open), bring the kept place back to the top of the screen.
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    const place = placeRef.current;
    if (!el || !place || layout.pages <= 0 || room.width <= 0) return;
    el.scrollTop = pageTop(layout, place.page) + place.within * pageHeight(layout, place.page);
    // The scroll event comes a frame later; until the state has the new position, the place
    // computed from it is the old one (page 1 on open), which must not be reported as read.
    setScrollTop(el.scrollTop);
    setRestored(true);
  }, [layout, room.width]);

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return undefined;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrollTop(el.scrollTop));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, [doc]);

  const place = placeAt(layout, scrollTop);
  const fraction = pdfFraction(place, pages);
  useEffect(() => {
    if (!restored || pages === 0) return;
    placeRef.current = place;
    sync.report({ locator: formatPdfLocator(place.page), percentage: fraction });
    // `place` is a fresh object each render; its numbers are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place.page, place.within, fraction, pages, sync, restored]);

  const goToPage = useCallback(
    (page: number) => {
      const el = scrollerRef.current;
      if (!el || pages === 0) return;
      const target = Math.min(pages, Math.max(1, Math.round(page)));
      el.scrollTop = pageTop(layout, target);
      setScrollTop(el.scrollTop);
    },
    [layout, pages],
  );

  const setZoom = useCallback((zoom: PdfZoom) => updateSettings({ zoom }), [updateSettings]);
  const scale = scales[place.page - 1] ?? 1;
  const percent = zoomPercent(scale);
  const zoomIn = () => setZoom({ mode: 'percent', percent: stepZoom(percent, 'in') });
  const zoomOut = () => setZoom({ mode: 'percent', percent: stepZoom(percent, 'out') });

  useEffect(() => {
    if (panel !== 'outline' || !doc || outline) return;
    let live = true;
    void doc.outline().then((items) => live && setOutline(items));
    return () => {
      live = false;
    };
  }, [panel, doc, outline]);

  const runSearch = useCallback(
    (query: string) => {
      searchAbort.current?.abort();
      if (!doc || !query.trim()) {
        setSearch({ status: 'idle', query, hits: [], current: -1 });
        return;
      }
      const controller = new AbortController();
      searchAbort.current = controller;
      setSearch({ status: 'searching', query, hits: [], current: -1 });
      doc.search(query, controller.signal).then(
        (hits) => !controller.signal.aborted && setSearch({ status: 'done', query, hits, current: -1 }),
        () => !controller.signal.aborted && setSearch({ status: 'done', query, hits: [], current: -1 }),
      );
    },
    [doc],
  );

  const showHit = useCallback(
    (index: number) => {
      const count = search.hits.length;
      if (count === 0) return;
      const current = ((index % count) + count) % count;
      const hit = search.hits[current];
      setSearch((s) => ({ ...s, current }));
      setReveal((r) => r + 1);
      if (hit) goToPage(hit.page);
    },
    [search.hits, goToPage],
  );
  const nextHit = () => showHit(search.current + 1);
  const previousHit = () => showHit(search.current < 0 ? -1 : search.current - 1);
  const closeSearch = () => setSearch((s) => ({ ...s, current: -1 }));
  const hit = search.current >= 0 ? search.hits[search.current] : undefined;
  const highlight = useMemo<PdfHighlight | null>(
    () => (hit ? { page: hit.page, index: hit.index, query: search.query, reveal } : null),
    [hit, search.query, reveal],
  );

  // Left/right and Home/End move by page; Page Up/Down and Space scroll a screen, as in any viewer.
  const keyState = useRef({ page: place.page, goToPage, open: panel === 'none' });
  useEffect(() => {
    keyState.current = { page: place.page, goToPage, open: panel === 'none' };
  });
  useEffect(() => {
    if (!doc) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!keyState.current.open || event.defaultPrevented) return;
      if (target && (['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'A'].includes(target.tagName) || target.isContentEditable)) return;
      const action = pageKeyAction(event);
      const el = scrollerRef.current;
      if (!action || !el) return;
      const { page, goToPage: go } = keyState.current;
      if (event.key === ' ' || event.key === 'PageDown' || event.key === 'PageUp') {
        el.scrollTop += (action === 'next' ? 1 : -1) * el.clientHeight * 0.9;
      } else if (action === 'prev') go(page - 1);
      else if (action === 'next') go(page + 1);
      else if (action === 'first') go(1);
      else if (action === 'last') go(doc.pages);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doc]);

  return {
    phase: errorCode ? 'error' : doc ? 'ready' : 'opening',
    errorCode,
    doc,
    pages,
    page: place.page,
    percent: Math.round(fraction * 100),
    goToPage,
    zoom: settings.zoom,
    zoomPercent: percent,
    setZoom,
    zoomIn,
    zoomOut,
    scale,
    scales,
    layout,
    mounted: room.width > 0 ? visiblePages(layout, scrollTop, room.height + PADDING * 2) : [],
    outline,
    panel,
    setPanel,
    search,
    runSearch,
    showHit,
    nextHit,
    previousHit,
    closeSearch,
    highlight,
    scrollerRef,
  };
}
