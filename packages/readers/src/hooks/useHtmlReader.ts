import { useServices } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { createReaderApi } from '../api/createReaderApi';
import { chapterDocument } from '../html/chapterDocument';
import { formatHtmlLocator, parseHtmlLocator } from '../html/htmlLocator';
import { resolveBookPath } from '../html/resolveBookPath';
import { type HtmlChapter, type HtmlChapterRef, type HtmlPlace, htmlReaderMachine } from '../machines/htmlReaderMachine';
import { type ReaderErrorCode, readerErrorCode } from '../machines/readerError';
import type { ReaderFileRef } from '../machines/readerMachine';
import { resolveFileUrl, trackTitle } from '../media/mediaTracks';
import { useChapterFrame } from './useChapterFrame';
import { useReaderSettings } from './useReaderSettings';
import { useReadingProgress } from './useReadingProgress';
import { useTxtKeyboard } from './useTxtKeyboard';

export interface HtmlReaderOptions {
  file: ReaderFileRef;
  bookId: string | null;
  progressKey: string;
}

export type HtmlPanel = 'none' | 'contents' | 'settings';

export interface HtmlReaderViewModel {
  phase: 'loading' | 'ready' | 'failed';
  chapters: readonly string[];
  current: number;
  chapterTitle: string;
  /** The frame's document (sanitized chapter + theme + policy); null until loaded. */
  srcDoc: string | null;
  percent: number;
  errorCode: ReaderErrorCode | null;
  retry(): void;
  goTo(index: number): void;
  frameRef: (frame: HTMLIFrameElement | null) => void;
  settings: ReturnType<typeof useReaderSettings>[0];
  updateSettings: ReturnType<typeof useReaderSettings>[1];
  panel: HtmlPanel;
  setPanel(panel: HtmlPanel): void;
}

const loadEngine = () => import('../html/openHtmlChapter');

/** Every html file of the book in reading order (or the one standalone file), with absolute URLs. */
function chaptersOf(file: ReaderFileRef, baseUrl: string): Array<HtmlChapterRef & { path: string }> {
  if (file.files && file.files.length > 0) {
    return file.files.map((f) => ({ index: f.index, title: trackTitle(f), url: resolveFileUrl(baseUrl, f.url), path: f.path || f.name }));
  }
  return [{ index: 0, title: file.title, url: file.url !== undefined ? resolveFileUrl(baseUrl, file.url) : '', path: '' }];
}

/** An HTML novel: chapters load one at a time, sanitized, into a sandboxed frame with the reading settings. */
export function useHtmlReader({ file, bookId, progressKey }: HtmlReaderOptions): HtmlReaderViewModel {
  const services = useServices();
  const [settings, updateSettings] = useReaderSettings('html');
  const sync = useReadingProgress({ bookId, key: progressKey, format: 'html' });
  const [panel, setPanel] = useState<HtmlPanel>('none');
  const chapters = useMemo(() => chaptersOf(file, services.config.libraryApi.baseUrl), [file, services]);

  const machine = useMemo(() => {
    const api = createReaderApi(services.libraryApi);
    const byPath = new Map(chapters.map((c, i) => [c.path, i]));
    const assets = new Map((file.files ?? []).map((f) => [f.path, resolveFileUrl(services.config.libraryApi.baseUrl, f.url)]));
    return htmlReaderMachine.provide({
      actors: {
        loadPosition: fromPromise<HtmlPlace | null>(async () => {
          const stored = await sync.load();
          return parseHtmlLocator(stored?.locator);
        }),
        loadChapter: fromPromise<HtmlChapter, HtmlChapterRef>(async ({ input, signal }) => {
          const from = chapters.find((c) => c.index === input.index)?.path ?? '';
          const bytesPromise = file.blob && !file.files ? file.blob.arrayBuffer().then((b) => new Uint8Array(b)) : api.getBytes(input.url, () => undefined, signal);
          const [engine, bytes] = await Promise.all([loadEngine(), bytesPromise]);
          return engine.openHtmlChapter(bytes, {
            resolveAsset: (src) => assets.get(resolveBookPath(from, src)) ?? null,
            chapterOf: (href) => byPath.get(resolveBookPath(from, href)) ?? null,
          });
        }),
      },
    });
  }, [services, chapters, file, sync]);
  const actor = useActorRef(machine, { input: { chapters } });
  const snap = useSelector(actor, (s) => s);
  const { current, chapter, error, fraction: restoreFraction } = snap.context;
  const phase = snap.matches('showing') ? 'ready' : snap.matches('failed') ? 'failed' : 'loading';
  const ref = chapters[current];

  // The document depends on the chapter only: theme changes are applied inside the frame in place.
  const imageOrigin = ref?.url ? new URL(ref.url, globalThis.location?.href).origin : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const srcDoc = useMemo(() => (chapter ? chapterDocument(chapter.html, settings, imageOrigin, chapter.lang) : null), [chapter]);

  const goTo = useCallback(
    (index: number) => {
      setPanel('none');
      actor.send({ type: 'chapter.go', index });
    },
    [actor],
  );
  const [fraction, setFraction] = useState(0);
  const frameRef = useChapterFrame({ srcDoc, settings, restoreFraction, onFraction: setFraction, goTo, current });
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
  };
}
