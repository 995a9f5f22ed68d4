import { useColorScheme, useT } from '@atelier/core';
import { readersNamespace } from '../i18n/readersNamespace';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { epubCss } from '../epub/epubCss';
import { epubFraction, epubSectionAt, isEpubCfi } from '../epub/epubLocator';
import type { EpubBook, EpubOpenOptions, EpubRelocation, EpubRendition, EpubSearchHit, EpubTocItem } from '../epub/openEpub';
import { swipeDirection, type TouchPoint } from '../epub/swipeDirection';
import { type EpubSettings, readEpubSettings, resolveBookTheme } from '../settings/bookSettings';
import type { BookSearchState } from '../search/bookSearchState';
import { THEME_COLORS } from '../settings/themeColors';
import { useFrameOptions } from './useFrameOptions';
import { useReaderSettings } from './useReaderSettings';
import { useReadingProgress } from './useReadingProgress';
import { runPageKey, usePageKeys } from './usePageKeys';

export interface EpubReaderOptions {
  bytes: Uint8Array;
  bookId: string | null;
  progressKey: string;
  /**
   * Opens the book; by default epub.js from its lazy chunk. Injected by tests and hosts with their
   * own engine; `options` carry the page's style nonce and the remote-image placeholder's name.
   */
  openBook?: ((bytes: Uint8Array, options: EpubOpenOptions) => Promise<EpubBook>) | undefined;
}

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

const openWithEpubJs = async (bytes: Uint8Array, options: EpubOpenOptions) => (await import('../epub/openEpub')).openEpub(bytes, options);
const LINK_COLORS = { light: '#0b57d0', sepia: '#7a4a12', dark: '#8ab4f8' } as const;

/** Opens an EPUB with epub.js (loaded with `import()`), renders it, and keeps the place. */
export function useEpubReader({ bytes, bookId, progressKey, openBook = openWithEpubJs }: EpubReaderOptions): EpubReaderViewModel {
  const t = useT(readersNamespace);
  const frameOptions = useFrameOptions();
  const [settings, updateSettings] = useReaderSettings<EpubSettings>('epub', readEpubSettings);
  const scheme = useColorScheme();
  const pageTheme = resolveBookTheme(settings.theme, scheme);
  const sync = useReadingProgress({ bookId, key: progressKey, format: 'epub' });
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [book, setBook] = useState<EpubBook | null>(null);
  const [failed, setFailed] = useState(false);
  const [rendition, setRendition] = useState<EpubRendition | null>(null);
  const [place, setPlace] = useState<EpubRelocation | null>(null);
  const [panel, setPanel] = useState<ReaderPanel>('none');
  const [search, setSearch] = useState<EpubSearchState>({ status: 'idle', query: '', hits: [] });
  /** The CFI on screen, so a layout change reopens at the same place. */
  const cfiRef = useRef<string | null>(null);
  const searchAbort = useRef<AbortController | null>(null);

  // Open the book; destroyed on unmount, and a StrictMode remount opens a fresh one.
  useEffect(() => {
    let live = true;
    let opened: EpubBook | null = null;
    openBook(bytes, frameOptions)
      .then((b) => {
        if (live) {
          opened = b;
          setBook(b);
        } else b.destroy();
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      searchAbort.current?.abort();
      opened?.destroy();
      setBook(null);
    };
    // A new engine function each render (an inline default) must not reopen the book.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes]);

  // Render it in the chosen layout at the stored (or current) place.
  useEffect(() => {
    const element = viewportRef.current;
    if (!book || !element) return undefined;
    let live = true;
    const r = book.render(element, settings.flow, t('book.pages'));
    let last: EpubRelocation | null = null;
    r.onRelocated((loc) => {
      last = loc;
      if (!live) return;
      cfiRef.current = loc.cfi;
      setPlace(loc);
      sync.report({ locator: loc.cfi, percentage: epubFraction(loc, book.sections) });
    });
    let touchStart: TouchPoint | null = null;
    r.onTouch((event) => {
      const touch = event.changedTouches[0];
      if (!touch) return;
      if (event.type === 'touchstart') touchStart = { x: touch.clientX, y: touch.clientY };
      else if (touchStart) {
        const direction = swipeDirection(touchStart, { x: touch.clientX, y: touch.clientY });
        touchStart = null;
        if (direction) void r[direction]();
      }
    });
    setRendition(r);

    const openAt = async () => {
      if (cfiRef.current) return r.display(cfiRef.current);
      const stored = await sync.load();
      if (!live) return undefined;
      if (isEpubCfi(stored?.locator)) {
        try {
          return await r.display(stored.locator);
        } catch {
          // The book changed since: fall back to the fraction below.
        }
      }
      if (!stored || stored.percentage <= 0) return r.display();
      const { index, within } = epubSectionAt(stored.percentage, book.sections);
      await r.display(book.hrefOf(index) ?? undefined);
      // Paginated: walk to the page the fraction points at inside the section.
      const steps = last && last.pages > 1 ? Math.min(last.pages - 1, Math.floor(within * last.pages + 1e-9)) : 0;
      for (let i = 0; i < steps && live; i += 1) await r.next();
      return undefined;
    };
    void openAt().catch(() => r.display().catch(() => undefined));
    return () => {
      live = false;
      setRendition(null);
      r.destroy();
    };
    // The sync object is stable per book; settings other than the layout restyle, not re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [book, settings.flow]);

  const colors = THEME_COLORS[pageTheme];
  const css = epubCss({
    fontSize: settings.fontSize,
    lineHeight: settings.lineHeight,
    fontFamily: settings.fontFamily,
    colors: { bg: colors.bg, fg: colors.fg, link: LINK_COLORS[pageTheme] },
  });
  useEffect(() => rendition?.setCss(css), [rendition, css]);

  const next = useCallback(() => void rendition?.next(), [rendition]);
  const prev = useCallback(() => void rendition?.prev(), [rendition]);
  const goTo = useCallback(
    (target: string) => {
      setPanel('none');
      void rendition?.display(target).catch(() => undefined);
    },
    [rendition],
  );

  const keys = {
    prev,
    next,
    first: () => book && goTo(book.hrefOf(0) ?? ''),
    last: () => book && goTo(book.hrefOf(book.sections - 1) ?? ''),
  };
  usePageKeys(panel === 'none' && rendition !== null, keys);
  // Keys pressed while the book's iframe has focus never reach our window.
  const keysRef = useRef({ keys, open: panel === 'none' });
  useEffect(() => {
    keysRef.current = { keys, open: panel === 'none' };
  });
  useEffect(() => {
    rendition?.onKey((event) => {
      if (keysRef.current.open && runPageKey(event, keysRef.current.keys)) event.preventDefault();
    });
  }, [rendition]);

  const runSearch = useCallback(
    (query: string) => {
      searchAbort.current?.abort();
      if (!book || !query.trim()) {
        setSearch({ status: 'idle', query, hits: [] });
        return;
      }
      const controller = new AbortController();
      searchAbort.current = controller;
      setSearch({ status: 'searching', query, hits: [] });
      book.search(query, controller.signal).then(
        (hits) => !controller.signal.aborted && setSearch({ status: 'done', query, hits }),
        () => !controller.signal.aborted && setSearch({ status: 'done', query, hits: [] }),
      );
    },
    [book],
  );

  const sections = book?.sections ?? 0;
  return {
    phase: failed ? 'error' : book ? 'ready' : 'opening',
    toc: book?.toc ?? [],
    currentHref: place && book ? book.hrefOf(place.index) : null,
    percent: place && sections ? Math.round(epubFraction(place, sections) * 100) : 0,
    atStart: place?.atStart ?? true,
    atEnd: place?.atEnd ?? false,
    next,
    prev,
    goTo,
    settings,
    updateSettings,
    pageTheme,
    panel,
    setPanel,
    search,
    runSearch,
    viewportRef,
  };
}
