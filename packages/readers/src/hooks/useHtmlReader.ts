import { useServices } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { createReaderApi } from '../api/createReaderApi';
import { chaptersOf } from '../html/bookChapters';
import { chapterDocument } from '../html/chapterDocument';
import { useFrameOptions } from './useFrameOptions';
import { formatHtmlLocator, parseHtmlLocator } from '../html/htmlLocator';
import { findInText } from '../html/findInText';
import { resolveBookPath } from '../html/resolveBookPath';
import { type HtmlChapter, type HtmlChapterRef, type HtmlPlace, htmlReaderMachine } from '../machines/htmlReaderMachine';
import { type ReaderErrorCode, readerErrorCode } from '../machines/readerError';
import type { ReaderFileRef } from '../machines/readerMachine';
import { resolveFileUrl } from '../media/mediaTracks';
import type { BookSearchState } from '../search/bookSearchState';
import { useChapterFrame } from './useChapterFrame';
import { useReaderSettings } from './useReaderSettings';
import { useReadingProgress } from './useReadingProgress';
import { useTxtKeyboard } from './useTxtKeyboard';

export interface HtmlReaderOptions {
  file: ReaderFileRef;
  bookId: string | null;
  progressKey: string;
}

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

/** Bounded work: a search stops after this many hits (as the EPUB and PDF readers do). */
const MAX_HITS = 200;

/** What `useHtmlReader` returns: the state and actions its view renders. */
export interface HtmlReaderViewModel {
  /** Loading a chapter, showing it, or failed to load it. */
  phase: 'loading' | 'ready' | 'failed';
  /** Titles of the book's files (chapters), in reading order. */
  chapters: readonly string[];
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
  /** Why the chapter failed to load, else null. */
  errorCode: ReaderErrorCode | null;
  /** Loads the failed chapter again. */
  retry(): void;
  /** Closes the panel and opens the chapter at this index. */
  goTo(index: number): void;
  /** Attach to the sandboxed iframe that shows the chapter. */
  frameRef: (frame: HTMLIFrameElement | null) => void;
  /** The reader's page settings (theme, font size, line height…), remembered per device. */
  settings: ReturnType<typeof useReaderSettings>[0];
  /** Changes some settings; the chapter is repainted in place. */
  updateSettings: ReturnType<typeof useReaderSettings>[1];
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

const loadEngine = () => import('../html/openHtmlChapter');

/** An HTML novel: chapters load one at a time, sanitized, into a sandboxed frame with the reading settings. */
export function useHtmlReader({ file, bookId, progressKey }: HtmlReaderOptions): HtmlReaderViewModel {
  const services = useServices();
  const [settings, updateSettings] = useReaderSettings('html');
  const sync = useReadingProgress({ bookId, key: progressKey, format: 'html' });
  const [panel, setPanel] = useState<HtmlPanel>('none');
  const chapters = useMemo(() => chaptersOf(file, services.config.libraryApi.baseUrl), [file, services]);
  const frameOptions = useFrameOptions();

  // One path for the reader and for search: fetch (or the local blob), decode, sanitize.
  const loadChapter = useMemo(() => {
    const api = createReaderApi(services.libraryApi);
    const byPath = new Map(chapters.map((c, i) => [c.path, i]));
    const assets = new Map((file.files ?? []).map((f) => [f.path, resolveFileUrl(services.config.libraryApi.baseUrl, f.url)]));
    return async (ref: HtmlChapterRef, signal: AbortSignal): Promise<HtmlChapter> => {
      const from = chapters.find((c) => c.index === ref.index)?.path ?? '';
      const bytesPromise = file.blob && !file.files ? file.blob.arrayBuffer().then((b) => new Uint8Array(b)) : api.getBytes(ref.url, () => undefined, signal);
      const [engine, bytes] = await Promise.all([loadEngine(), bytesPromise]);
      return engine.openHtmlChapter(bytes, {
        resolveAsset: (src) => assets.get(resolveBookPath(from, src)) ?? null,
        chapterOf: (href) => byPath.get(resolveBookPath(from, href)) ?? null,
        remoteImageLabel: frameOptions.remoteImageLabel,
      });
    };
  }, [services, chapters, file, frameOptions]);

  const machine = useMemo(
    () =>
      htmlReaderMachine.provide({
        actors: {
          loadPosition: fromPromise<HtmlPlace | null>(async () => {
            const stored = await sync.load();
            return parseHtmlLocator(stored?.locator);
          }),
          loadChapter: fromPromise<HtmlChapter, HtmlChapterRef>(({ input, signal }) => loadChapter(input, signal)),
        },
      }),
    [loadChapter, sync],
  );
  const actor = useActorRef(machine, { input: { chapters } });
  const snap = useSelector(actor, (s) => s);
  const { current, chapter, error, fraction: restoreFraction, target } = snap.context;
  const phase = snap.matches('showing') ? 'ready' : snap.matches('failed') ? 'failed' : 'loading';
  const ref = chapters[current];

  // The document depends on the chapter only: theme changes are applied inside the frame in place.
  const imageOrigin = ref?.url ? new URL(ref.url, globalThis.location?.href).origin : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const srcDoc = useMemo(() => (chapter ? chapterDocument(chapter.html, settings, imageOrigin, chapter.lang, frameOptions.nonce) : null), [chapter]);

  const goTo = useCallback(
    (index: number) => {
      setPanel('none');
      actor.send({ type: 'chapter.go', index });
    },
    [actor],
  );
  const [fraction, setFraction] = useState(0);
  const frameRef = useChapterFrame({ srcDoc, settings, restoreFraction, target, onFraction: setFraction, goTo, current });

  const openEntry = useCallback(
    (entry: HtmlTocEntry) => {
      setPanel('none');
      actor.send(entry.anchor ? { type: 'chapter.go', index: entry.chapter, target: { kind: 'anchor', id: entry.anchor } } : { type: 'chapter.go', index: entry.chapter });
    },
    [actor],
  );
  const toc = useMemo((): HtmlTocEntry[] => {
    const headings = chapter?.headings ?? [];
    const titleOf = (i: number) => (i === current && chapter?.title) || chapters[i]?.title || file.title;
    if (chapters.length === 1 && headings.length > 0) {
      return headings.map((h) => ({ label: h.title, depth: h.depth, chapter: 0, anchor: h.id, current: false }));
    }
    return chapters.flatMap((c, i) => {
      const entry: HtmlTocEntry = { label: c.title, depth: 0, chapter: i, anchor: null, current: i === current };
      if (i !== current) return [entry];
      // The chapter on screen also lists its headings (already loaded, so free), minus a repeat of its title.
      const own = headings.filter((h) => h.title !== titleOf(i) && h.title !== c.title);
      return [entry, ...own.map((h) => ({ label: h.title, depth: h.depth + 1, chapter: i, anchor: h.id, current: false }))];
    });
  }, [chapters, chapter, current, file.title]);

  const [search, setSearch] = useState<HtmlSearchState>({ status: 'idle', query: '', hits: [], skipped: 0 });
  const searchAbort = useRef<AbortController | null>(null);
  const texts = useRef(new Map<number, string>());
  useEffect(() => {
    texts.current = new Map();
    return () => searchAbort.current?.abort();
  }, [loadChapter]);
  useEffect(() => {
    if (chapter) texts.current.set(current, chapter.text);
  }, [chapter, current]);
  const runSearch = useCallback(
    (query: string) => {
      searchAbort.current?.abort();
      if (!query.trim()) {
        setSearch({ status: 'idle', query, hits: [], skipped: 0 });
        return;
      }
      const controller = new AbortController();
      searchAbort.current = controller;
      setSearch({ status: 'searching', query, hits: [], skipped: 0 });
      void (async () => {
        const hits: HtmlSearchHit[] = [];
        let skipped = 0;
        // One chapter at a time, so a long book never holds more than one extra chapter in flight.
        for (const [i, ref] of chapters.entries()) {
          if (controller.signal.aborted || hits.length >= MAX_HITS) break;
          let text = texts.current.get(i);
          if (text === undefined) {
            try {
              text = (await loadChapter(ref, controller.signal)).text;
              texts.current.set(i, text);
            } catch {
              // A chapter that cannot be loaded has no hits; the others still count, and the panel says so.
              if (controller.signal.aborted) break;
              skipped += 1;
              continue;
            }
          }
          for (const match of findInText(text, query, MAX_HITS - hits.length)) hits.push({ chapter: i, chapterTitle: ref.title, ...match });
        }
        if (!controller.signal.aborted) setSearch({ status: 'done', query, hits, skipped });
      })();
    },
    [chapters, loadChapter],
  );
  const openHit = useCallback(
    (hit: HtmlSearchHit) => {
      setPanel('none');
      actor.send({ type: 'chapter.go', index: hit.chapter, target: { kind: 'match', query: search.query, occurrence: hit.occurrence } });
    },
    [actor, search.query],
  );
  useTxtKeyboard({ enabled: panel === 'none' && phase === 'ready', current, count: chapters.length, goTo });

  useEffect(() => {
    if (phase !== 'ready' || !ref) return;
    sync.report({
      locator: formatHtmlLocator({ fileIndex: ref.index, fraction }),
      percentage: chapters.length ? (current + fraction) / chapters.length : 0,
      fileIndex: ref.index,
    });
  }, [sync, phase, ref, fraction, current, chapters.length]);

  return {
    phase,
    chapters: chapters.map((c) => c.title),
    toc,
    openEntry,
    current,
    chapterTitle: chapter?.title || ref?.title || file.title,
    srcDoc,
    percent: Math.round(chapters.length ? ((current + fraction) / chapters.length) * 100 : 0),
    errorCode: phase === 'failed' ? readerErrorCode(error) : null,
    retry: () => actor.send({ type: 'retry' }),
    goTo,
    frameRef,
    settings,
    updateSettings,
    panel,
    setPanel,
    search,
    runSearch,
    openHit,
  };
}
