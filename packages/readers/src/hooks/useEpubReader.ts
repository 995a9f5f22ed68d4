import { useColorScheme, useLatest, useT } from '@atelier/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { signalKey } from '../chrome/chromeInput';
import { useReaderChromeSignals } from '../chrome/ReaderChromeContext';
import { epubCss } from '../epub/epubCss';
import { epubFraction } from '../epub/epubLocator';
import { epubProgressMarks } from '../epub/epubProgressMarks';
import type { EpubReaderViewModel, ReaderPanel } from '../epub/epubReaderViewModel';
import type { EpubBook, EpubOpenOptions, EpubSearchHit } from '../epub/openEpub';
import { readersNamespace } from '../i18n/readersNamespace';
import { type EpubSettings, readEpubSettings, resolveBookTheme } from '../settings/bookSettings';
import { THEME_COLORS } from '../settings/themeColors';
import { useBookSearch } from './useBookSearch';
import { useEpubBook } from './useEpubBook';
import { useEpubRendition } from './useEpubRendition';
import { useFrameOptions } from './useFrameOptions';
import { runPageKey, usePageKeys } from './usePageKeys';
import { useReaderSettings } from './useReaderSettings';
import { useReadingProgress } from './useReadingProgress';

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

const openWithEpubJs = async (bytes: Uint8Array, options: EpubOpenOptions) => (await import('../epub/openEpub')).openEpub(bytes, options);
const LINK_COLORS = { light: '#0b57d0', sepia: '#7a4a12', dark: '#8ab4f8' } as const;

/** Opens an EPUB with epub.js (loaded with `import()`), renders it, and keeps the place. */
export function useEpubReader({ bytes, bookId, progressKey, openBook = openWithEpubJs }: EpubReaderOptions): EpubReaderViewModel {
  const t = useT(readersNamespace);
  const frameOptions = useFrameOptions();
  const [settings, updateSettings] = useReaderSettings<EpubSettings>('epub', readEpubSettings, progressKey);
  const scheme = useColorScheme();
  const pageTheme = resolveBookTheme(settings.theme, scheme);
  const sync = useReadingProgress({ bookId, key: progressKey, format: 'epub' });
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const { book, failed } = useEpubBook(bytes, openBook, frameOptions);
  const { rendition, place, seek } = useEpubRendition(book, viewportRef, settings.flow, t('book.pages'), sync);
  const [panel, setPanel] = useState<ReaderPanel>('none');
  const chrome = useReaderChromeSignals();

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
  const frameKeys = useLatest({ keys, open: panel === 'none' });
  useEffect(() => {
    rendition?.onKey((event) => {
      signalKey(event, chrome);
      if (frameKeys.current.open && runPageKey(event, frameKeys.current.keys)) event.preventDefault();
    });
  }, [rendition, frameKeys, chrome]);

  const { state: search, send } = useBookSearch<EpubSearchHit>(async (query, signal) => ({ hits: book ? await book.search(query, signal) : [], skipped: 0 }));
  const runSearch = useCallback((query: string) => send(book ? { type: 'search.run', query } : { type: 'search.reset', query }), [send, book]);

  const sections = book?.sections ?? 0;
  const marks = useMemo(() => (book ? epubProgressMarks(book) : []), [book]);
  const value = place && sections ? Math.round(epubFraction(place, sections) * 1000) : 0;
  const shown = place !== null;
  const progress = useMemo(
    () => (book && shown ? { value, max: 1000, unit: 'permille' as const, marks, seek: (at: number) => seek(at / 1000) } : null),
    [book, shown, value, marks, seek],
  );
  return {
    phase: failed ? 'error' : book ? 'ready' : 'opening',
    toc: book?.toc ?? [],
    currentHref: place && book ? book.hrefOf(place.index) : null,
    percent: place && sections ? Math.round(epubFraction(place, sections) * 100) : 0,
    ...(place && place.pages > 1 ? { chapterPage: { page: place.page, pages: place.pages } } : {}),
    ...(place?.minutesLeft ? { minutesLeft: place.minutesLeft } : {}),
    ...(progress ? { progress } : {}),
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
