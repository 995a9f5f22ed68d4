import { useLatest } from '@atelier/core';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PdfDocument } from '../pdf/openPdf';
import { createPdfLayout, pageHeight, pageTop, placeAt, visiblePages, type PdfLayout } from '../pdf/pdfLayout';
import { pdfScale, type PdfZoom } from '../pdf/pdfZoom';
import { usePdfPageSizes } from './usePdfPageSizes';

const GAP = 12;
/** Padding of the scroller on each side, taken off the room a page may fill. */
const PADDING = 16;
type Place = { page: number; within: number };

export interface PdfViewport {
  scrollerRef: RefObject<HTMLDivElement | null>;
  layout: PdfLayout;
  scales: readonly number[];
  /** Where the reader is; null until the opening place is on screen (nothing is read before that). */
  place: Place | null;
  mounted: readonly number[];
  goToPage(page: number): void;
}

/**
 * The scrolling page stack: page slots at the zoom, the scroll position, and the place kept across
 * every re-layout (zoom, resize, pages measured) and restored on open.
 */
export function usePdfViewport(doc: PdfDocument | null, zoom: PdfZoom, openAt: Place | null): PdfViewport {
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  // The scroll position with the layout it was measured in, so the place stays right while a new
  // layout is being applied.
  const [view, setView] = useState<{ scrollTop: number; layout: PdfLayout | null }>({ scrollTop: 0, layout: null });

  // The room a page may fill follows the scroller's size (window resize, fullscreen, phone turn).
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setRoom({ width: el.clientWidth - PADDING * 2, height: el.clientHeight - PADDING * 2 }));
    observer.observe(el);
    return () => observer.disconnect();
  }, [doc]);

  const sizes = usePdfPageSizes(doc);
  const scales = useMemo(() => sizes.map((size) => pdfScale(zoom, size, room)), [sizes, zoom, room]);
  const layout = useMemo<PdfLayout>(
    () => createPdfLayout(sizes.map((size, i) => ({ width: size.width * (scales[i] ?? 1), height: size.height * (scales[i] ?? 1) })), GAP),
    [sizes, scales],
  );
  const latestLayout = useLatest(layout);
  const place = view.layout ? placeAt(view.layout, view.scrollTop) : null;
  const kept = useLatest(place ?? openAt);

  // After a layout change (or on open), bring the kept place back to the top of the screen.
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    const keep = kept.current;
    if (!el || !keep || layout.pages <= 0 || room.width <= 0) return;
    el.scrollTop = pageTop(layout, keep.page) + keep.within * pageHeight(layout, keep.page);
    // The scroll event comes a frame later; the place is taken from here, never from the old position.
    setView({ scrollTop: el.scrollTop, layout });
  }, [layout, room.width, kept]);

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return undefined;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setView((v) => (v.layout ? { scrollTop: el.scrollTop, layout: latestLayout.current } : v)));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, [doc, latestLayout]);

  const pages = layout.pages;
  const goToPage = useCallback(
    (page: number) => {
      const el = scrollerRef.current;
      if (!el || pages === 0) return;
      el.scrollTop = pageTop(layout, Math.min(pages, Math.max(1, Math.round(page))));
      setView({ scrollTop: el.scrollTop, layout });
    },
    [layout, pages],
  );

  const mounted = useMemo(
    () => (room.width > 0 ? visiblePages(layout, view.scrollTop, room.height + PADDING * 2) : []),
    [layout, view.scrollTop, room],
  );
  return { scrollerRef, layout, scales, place, mounted, goToPage };
}
