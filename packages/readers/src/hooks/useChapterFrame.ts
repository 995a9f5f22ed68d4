import { useCallback, useEffect, useState } from 'react';
import { useFrameChrome } from '../chrome/useFrameChrome';
import { useFrameTaps } from '../chrome/useFrameTaps';
import { chapterCss, THEME_STYLE_ID } from '../html/chapterDocument';
import { highlightMatch } from '../html/highlightMatch';
import type { HtmlTarget } from '../machines/htmlReaderMachine';
import type { ReaderSettings } from '../settings/readerSettings';

interface ChapterFrameOptions {
  srcDoc: string | null;
  settings: ReaderSettings;
  /** Scroll here (0..1) when a chapter's document has loaded. */
  restoreFraction: number;
  /** A heading or search match to scroll to (after the fraction), highlighted when a match. */
  target: HtmlTarget | null;
  onFraction(fraction: number): void;
  goTo(index: number): void;
  current: number;
  /**
   * Old → new addresses of the book's files (a private book's renewed signed URLs): images of the
   * chapter on screen move to the new ones, so a lazy image scrolled to later still loads.
   * @default undefined
   */
  movedUrls?: ReadonlyMap<string, string> | undefined;
}

const fractionOf = (el: Element) => {
  const room = el.scrollHeight - el.clientHeight;
  return room > 0 ? Math.min(1, Math.max(0, el.scrollTop / room)) : 0;
};

/**
 * Binds the sandboxed chapter frame: the frame runs no script, so the reader listens from outside
 * (same origin, `allow-same-origin` only) for scrolling, chapter links and keys, and applies theme
 * changes in place without reloading the chapter.
 */
export function useChapterFrame({ srcDoc, settings, restoreFraction, target, onFraction, goTo, current, movedUrls }: ChapterFrameOptions) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [doc, setDoc] = useState<Document | null>(null);
  // Counts loads: a frame may load again into the same Document object (about:blank, then written).
  const [loads, setLoads] = useState(0);
  useFrameChrome(doc);
  useFrameTaps(doc, { beforeStart: () => goTo(current - 1), afterEnd: () => goTo(current + 1) });

  useEffect(() => {
    if (!frame || !srcDoc) return undefined;
    const onLoad = () => {
      setDoc(frame.contentDocument);
      setLoads((n) => n + 1);
    };
    frame.addEventListener('load', onLoad);
    if (frame.contentDocument?.readyState === 'complete' && frame.contentDocument.body?.childElementCount) onLoad();
    return () => frame.removeEventListener('load', onLoad);
  }, [frame, srcDoc]);

  useEffect(() => {
    if (!doc) return undefined;
    const scroller = doc.scrollingElement ?? doc.documentElement;
    // Optional: not every engine (jsdom) has Element.scrollTo.
    scroller.scrollTo?.({ top: restoreFraction * (scroller.scrollHeight - scroller.clientHeight) });
    onFraction(fractionOf(scroller));
    let pending: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      if (pending !== null) return;
      pending = setTimeout(() => {
        pending = null;
        onFraction(fractionOf(scroller));
      }, 200);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (!link) return;
      const chapter = link.getAttribute('data-chapter');
      const href = link.getAttribute('href') ?? '';
      if (chapter !== null) {
        event.preventDefault();
        goTo(Number(chapter));
      } else if (link.getAttribute('data-external') === 'true') {
        // The sandbox forbids popups; open outside it, with no way back to the reader.
        event.preventDefault();
        window.open(href, '_blank', 'noopener,noreferrer');
      } else if (!href.startsWith('#')) {
        event.preventDefault();
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') goTo(current - 1);
      else if (event.key === 'ArrowRight') goTo(current + 1);
    };
    doc.addEventListener('scroll', onScroll, { passive: true });
    doc.addEventListener('click', onClick);
    doc.addEventListener('keydown', onKey);
    return () => {
      if (pending !== null) clearTimeout(pending);
      doc.removeEventListener('scroll', onScroll);
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('keydown', onKey);
    };
    // A new document restores once; later settings changes must not scroll back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc]);

  useEffect(() => {
    if (!doc || !target) return;
    const el = target.kind === 'anchor' ? doc.getElementById(target.id) : highlightMatch(doc, target.query, target.occurrence);
    // Optional: not every engine (jsdom) has scrollIntoView.
    el?.scrollIntoView?.({ block: target.kind === 'anchor' ? 'start' : 'center' });
  }, [doc, target, loads]);

  useEffect(() => {
    if (!doc || !movedUrls?.size) return;
    for (const img of doc.querySelectorAll('img[src]')) {
      const fresh = movedUrls.get(img.getAttribute('src') ?? '');
      if (fresh) img.setAttribute('src', fresh);
    }
  }, [doc, movedUrls, loads]);

  useEffect(() => {
    const style = doc?.getElementById(THEME_STYLE_ID);
    if (style) style.textContent = chapterCss(settings);
  }, [doc, settings]);

  return useCallback((el: HTMLIFrameElement | null) => {
    setFrame(el);
    setDoc(null);
  }, []);
}
