import { useLatest } from '@atelier/core';
import { useReadersServices } from './useReadersServices';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { chaptersOf } from '../html/bookChapters';
import { chapterDocument } from '../html/chapterDocument';
import { formatHtmlLocator, parseHtmlLocator } from '../html/htmlLocator';
import type { HtmlPanel, HtmlReaderViewModel, HtmlSearchHit, HtmlTocEntry } from '../html/htmlReaderViewModel';
import { htmlChapterLoader } from '../html/htmlChapterLoader';
import { htmlToc } from '../html/htmlToc';
import { readingMinutes } from '../progress/readingMinutes';
import { movedFileUrls } from '../html/movedFileUrls';
import { searchChapters } from '../html/searchChapters';
import { selectHtmlReaderView } from '../html/selectHtmlReaderView';
import { type HtmlChapter, type HtmlChapterRef, type HtmlPlace, htmlReaderMachine } from '../machines/htmlReaderMachine';
import type { ReaderFileRef } from '../machines/readerFile';
import { shallowEqual } from './shallowEqual';
import { useBookSearch } from './useBookSearch';
import { useChapterFrame } from './useChapterFrame';
import { useChapterProgress } from './useChapterProgress';
import { useFrameOptions } from './useFrameOptions';
import { readReaderSettings } from '../settings/readerSettings';
import { useReaderSettings } from './useReaderSettings';
import { useReadingProgress } from './useReadingProgress';
import { useTxtKeyboard } from './useTxtKeyboard';

export interface HtmlReaderOptions {
  file: ReaderFileRef;
  bookId: string | null;
  progressKey: string;
}

/** An HTML novel: chapters load one at a time, sanitized, into a sandboxed frame with the reading settings. */
export function useHtmlReader({ file, bookId, progressKey }: HtmlReaderOptions): HtmlReaderViewModel {
  const services = useReadersServices();
  const [settings, updateSettings] = useReaderSettings('html', readReaderSettings, progressKey);
  const sync = useReadingProgress({ bookId, key: progressKey, format: 'html' });
  const [panel, setPanel] = useState<HtmlPanel>('none');
  const chapters = useMemo(() => chaptersOf(file, services.apiBaseUrl), [file, services]);
  const frameOptions = useFrameOptions();

  // A private book's signed addresses are renewed while it is open (BookReader passes the newest `file`).
  const latest = useLatest({ file, chapters });
  // Images already in the chapter on screen move to the new addresses too (derived from the last copy).
  const [addresses, setAddresses] = useState<{ file: ReaderFileRef; moved: ReadonlyMap<string, string> }>({ file, moved: new Map() });
  if (addresses.file !== file) setAddresses({ file, moved: movedFileUrls(addresses.file, file, services.apiBaseUrl) });

  const loadChapter = useMemo(
    () => htmlChapterLoader({ api: services.api, apiBaseUrl: services.apiBaseUrl, latest: () => latest.current, remoteImageLabel: frameOptions.remoteImageLabel }),
    [services, latest, frameOptions],
  );

  const machine = useMemo(
    () =>
      htmlReaderMachine.provide({
        actors: {
          loadPosition: fromPromise<HtmlPlace | null>(async () => parseHtmlLocator((await sync.load())?.locator)),
          loadChapter: fromPromise<HtmlChapter, HtmlChapterRef>(({ input, signal }) => loadChapter(input, signal)),
        },
      }),
    [loadChapter, sync],
  );
  const actor = useActorRef(machine, { input: { chapters } });
  const [fraction, setFraction] = useState(0);
  const view = useSelector(actor, (s) => selectHtmlReaderView(s, { title: file.title, fraction }), shallowEqual);
  const { phase, current, chapter } = view;
  const ref = chapters[current];

  // The document depends on the chapter only: theme changes are applied inside the frame in place.
  const imageOrigin = ref?.url ? new URL(ref.url, globalThis.location?.href).origin : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const srcDoc = useMemo(() => (chapter ? chapterDocument(chapter.html, settings, imageOrigin, chapter.lang, frameOptions.nonce) : null), [chapter]);

  const go = useCallback(
    (index: number, target?: { kind: 'anchor'; id: string } | { kind: 'match'; query: string; occurrence: number }) => {
      setPanel('none');
      actor.send(target ? { type: 'chapter.go', index, target } : { type: 'chapter.go', index });
    },
    [actor],
  );
  const goTo = useCallback((index: number) => go(index), [go]);
  const frameRef = useChapterFrame({
    srcDoc,
    settings,
    restoreFraction: view.restoreFraction,
    target: view.target,
    onFraction: setFraction,
    goTo,
    current,
    movedUrls: addresses.moved,
  });
  const toc = useMemo(() => htmlToc(chapters, chapter, current, file.title), [chapters, chapter, current, file.title]);

  // Chapter texts are kept per open book, so a second search reads nothing again.
  const texts = useRef(new Map<number, string>());
  useEffect(() => {
    texts.current = new Map();
  }, [loadChapter]);
  useEffect(() => {
    if (chapter) texts.current.set(current, chapter.text);
  }, [chapter, current]);
  const { state: search, send } = useBookSearch<HtmlSearchHit>((query, signal) => searchChapters(chapters, query, loadChapter, texts.current, signal));
  useTxtKeyboard({ enabled: panel === 'none' && phase === 'ready', current, count: chapters.length, goTo });

  useEffect(() => {
    if (phase !== 'ready' || !ref) return;
    sync.report({
      locator: formatHtmlLocator({ fileIndex: ref.index, fraction }),
      percentage: chapters.length ? (current + fraction) / chapters.length : 0,
      fileIndex: ref.index,
    });
  }, [sync, phase, ref, fraction, current, chapters.length]);

  const text = chapter?.text ?? '';
  const minutesLeft = useMemo(() => readingMinutes(text, Math.floor(text.length * fraction)), [text, fraction]);
  const titles = useMemo(() => chapters.map((c) => c.title), [chapters]);
  const progress = useChapterProgress(titles, current, goTo);
  return {
    phase,
    chapters: titles,
    ...(progress ? { progress } : {}),
    toc,
    openEntry: (entry: HtmlTocEntry) => go(entry.chapter, entry.anchor ? { kind: 'anchor', id: entry.anchor } : undefined),
    current,
    chapterTitle: view.chapterTitle,
    srcDoc,
    percent: view.percent,
    minutesLeft,
    errorCode: view.errorCode,
    retry: () => actor.send({ type: 'retry' }),
    goTo,
    frameRef,
    settings,
    updateSettings,
    panel,
    setPanel,
    search,
    runSearch: (query: string) => send({ type: 'search.run', query }),
    openHit: (hit: HtmlSearchHit) => go(hit.chapter, { kind: 'match', query: search.query, occurrence: hit.occurrence }),
  };
}
