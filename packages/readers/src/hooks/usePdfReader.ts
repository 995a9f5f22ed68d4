import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReaderHead } from '../machines/readerFile';
import type { PdfOutlineItem, PdfSearchHit } from '../pdf/openPdf';
import type { PdfHostOptions } from '../pdf/pdfHostOptions';
import { formatPdfLocator, pdfFraction } from '../pdf/pdfLayout';
import type { PdfHighlight, PdfPanel, PdfReaderViewModel } from '../pdf/pdfReaderViewModel';
import { stepZoom, zoomPercent, type PdfZoom } from '../pdf/pdfZoom';
import { type PdfSettings, readPdfSettings } from '../settings/pdfSettings';
import type { BookSearchEvent } from '../machines/bookSearchMachine';
import { useBookSearch } from './useBookSearch';
import { usePdfDocument } from './usePdfDocument';
import { usePdfKeys } from './usePdfKeys';
import { usePageTaps } from '../chrome/usePageTaps';
import { usePdfProgress } from './usePdfProgress';
import { usePdfViewport } from './usePdfViewport';
import { useReaderSettings } from './useReaderSettings';
import { useReadingProgress } from './useReadingProgress';

export interface PdfReaderOptions {
  bytes: Uint8Array | null;
  url: string | null;
  bookId: string | null;
  progressKey: string;
  host?: PdfHostOptions | undefined;
  /** A Range request found the signed address expired: BookReader renews the addresses at once. @default undefined */
  onUrlExpired?: (() => void) | undefined;
  /** The file's first bytes, already here: pdf.js starts from them instead of asking for them. @default undefined */
  head?: ReaderHead | undefined;
}

const FIRST_PAGE = { page: 1, within: 0 };

/** Opens a PDF with pdf.js (loaded with `import()`), lays its pages out and keeps the place. */
export function usePdfReader({ bytes, url, bookId, progressKey, host, onUrlExpired, head }: PdfReaderOptions): PdfReaderViewModel {
  const [settings, updateSettings] = useReaderSettings<PdfSettings>('pdf', readPdfSettings, progressKey);
  const sync = useReadingProgress({ bookId, key: progressKey, format: 'pdf' });
  const { doc, place: openAt, errorCode } = usePdfDocument(bytes, url, host, sync, onUrlExpired, head);
  const { scrollerRef, layout, scales, place: shown, mounted, goToPage } = usePdfViewport(doc, settings.zoom, openAt);
  const [panel, setPanel] = useState<PdfPanel>('none');
  const [outline, setOutline] = useState<PdfOutlineItem[] | null>(null);
  const pages = doc?.pages ?? 0;

  // Before the opening place is on screen the reader is at page 1 and reports nothing.
  const place = shown ?? FIRST_PAGE;
  const fraction = pdfFraction(place, pages);
  useEffect(() => {
    if (!shown || pages === 0) return;
    sync.report({ locator: formatPdfLocator(place.page), percentage: fraction });
    // `place` is a fresh object each render; its numbers are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place.page, place.within, fraction, pages, sync, shown !== null]);

  const setZoom = useCallback((zoom: PdfZoom) => updateSettings({ zoom }), [updateSettings]);
  const scale = scales[place.page - 1] ?? 1;
  const percent = zoomPercent(scale);

  // The outline names the slider's chapters too: it is read once the first page is on screen, or when its panel opens.
  useEffect(() => {
    if ((panel !== 'outline' && !shown) || !doc || outline) return;
    let live = true;
    void doc.outline().then((items) => live && setOutline(items));
    return () => {
      live = false;
    };
  }, [panel, doc, outline, shown]);

  const { state: search, reveal, send, context } = useBookSearch<PdfSearchHit>(async (query, signal) => ({ hits: doc ? await doc.search(query, signal) : [], skipped: 0 }));
  const runSearch = useCallback((query: string) => send(doc ? { type: 'search.run', query } : { type: 'search.reset', query }), [send, doc]);
  // Each move among the hits goes to the chosen hit's page (before the page marks it and scrolls to it).
  const walk = (event: BookSearchEvent) => {
    send(event);
    const { hits, current } = context();
    const chosen = hits[current];
    if (chosen) goToPage(chosen.page);
  };
  const hit = search.current >= 0 ? search.hits[search.current] : undefined;
  const highlight = useMemo<PdfHighlight | null>(
    () => (hit ? { page: hit.page, index: hit.index, query: search.query, reveal } : null),
    [hit, search.query, reveal],
  );

  const { progress, pagesLeft } = usePdfProgress(place.page, pages, outline, goToPage);
  const pageTaps = usePageTaps();
  usePdfKeys(doc !== null, scrollerRef, { page: place.page, pages, open: panel === 'none', goToPage });

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
    zoomIn: () => setZoom({ mode: 'percent', percent: stepZoom(percent, 'in') }),
    zoomOut: () => setZoom({ mode: 'percent', percent: stepZoom(percent, 'out') }),
    scale,
    scales,
    layout,
    mounted,
    outline,
    ...(progress ? { progress } : {}),
    ...(pagesLeft ? { pagesLeft } : {}),
    pageTaps,
    panel,
    setPanel,
    search,
    runSearch,
    showHit: (index) => walk({ type: 'hit.show', index }),
    nextHit: () => walk({ type: 'hit.next' }),
    previousHit: () => walk({ type: 'hit.previous' }),
    closeSearch: () => send({ type: 'hit.close' }),
    highlight,
    scrollerRef,
  };
}
