import { useLatest } from '@atelier/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useReaderChromeSignals } from '../chrome/ReaderChromeContext';
import { epubFraction } from '../epub/epubLocator';
import type { EpubBook, EpubFlow, EpubRelocation, EpubRendition } from '../epub/openEpub';
import { openAtStoredPlace } from '../epub/openAtStoredPlace';
import { frameTapZone } from '../epub/frameTapZone';
import { swipeDirection, type TouchPoint } from '../epub/swipeDirection';
import type { ProgressSync } from '../progress/createProgressSync';

/**
 * Renders the book in the chosen layout at the stored place, or at the place on screen when the
 * layout changes; reports each new place and turns pages on a swipe or a tap on either edge (a tap
 * in the middle shows or hides the chrome).
 */
export function useEpubRendition(
  book: EpubBook | null,
  viewportRef: RefObject<HTMLDivElement | null>,
  flow: EpubFlow,
  frameTitle: string,
  sync: ProgressSync,
): { rendition: EpubRendition | null; place: EpubRelocation | null; seek(fraction: number): void } {
  const [rendition, setRendition] = useState<EpubRendition | null>(null);
  const [place, setPlace] = useState<EpubRelocation | null>(null);
  // The CFI on screen, so a layout change reopens at the same place.
  const cfi = useLatest(place?.cfi ?? null);
  // The latest relocation of the rendition on screen, read right after a jump to count its pages.
  const last = useRef<{ rendition: EpubRendition; place: EpubRelocation | null } | null>(null);

  const chrome = useReaderChromeSignals();
  useEffect(() => {
    const element = viewportRef.current;
    if (!book || !element) return undefined;
    let live = true;
    const r = book.render(element, flow, frameTitle);
    const current = { rendition: r, place: null as EpubRelocation | null };
    last.current = current;
    r.onRelocated((loc) => {
      current.place = loc;
      if (!live) return;
      setPlace(loc);
      sync.report({ locator: loc.cfi, percentage: epubFraction(loc, book.sections) });
    });
    let touchStart: TouchPoint | null = null;
    r.onTouch((event) => {
      const touch = event.changedTouches[0];
      if (!touch) return;
      if (event.type === 'touchstart') touchStart = { x: touch.clientX, y: touch.clientY };
      else if (touchStart) {
        const end = { x: touch.clientX, y: touch.clientY };
        const direction = swipeDirection(touchStart, end);
        const zone = direction ? null : frameTapZone(touchStart, end, event.target, element);
        touchStart = null;
        if (zone === 'middle') chrome.toggle();
        const turn = direction ?? (zone === 'previous' ? 'prev' : zone === 'next' ? 'next' : null);
        if (turn) {
          chrome.read();
          void r[turn]();
        }
      }
    });
    setRendition(r);

    const openAt = async () => {
      if (cfi.current) return r.display(cfi.current);
      const stored = await sync.load();
      if (!live) return undefined;
      return openAtStoredPlace(r, book, stored, () => current.place, () => live);
    };
    void openAt().catch(() => r.display().catch(() => undefined));
    return () => {
      live = false;
      if (last.current === current) last.current = null;
      setRendition(null);
      r.destroy();
    };
    // The sync object is stable per book; settings other than the layout restyle, not re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [book, flow]);

  const seek = useCallback(
    (fraction: number) => {
      const shown = last.current;
      if (!book || !shown || shown.rendition !== rendition) return;
      const live = () => last.current === shown;
      void openAtStoredPlace(shown.rendition, book, { locator: '', percentage: fraction }, () => shown.place, live).catch(() => undefined);
    },
    [book, rendition],
  );
  return { rendition, place, seek };
}
