import { useLatest, useT } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePageTaps } from '../chrome/usePageTaps';
import { readersNamespace } from '../i18n/readersNamespace';
import { txtReaderMachine } from '../machines/txtReaderMachine';
import { createTxtReaderActors, wholeFile } from '../actors/createTxtReaderActors';
import { chapterParagraphs } from '../txt/chapterParagraphs';
import { isTxtEncoding } from '../txt/encodings';
import type { ReaderHead } from '../machines/readerMachine';
import { selectTxtReaderView, txtChapterTitle } from '../txt/selectTxtReaderView';
import type { TxtPanel, TxtReaderViewModel } from '../txt/txtReaderViewModel';
import { shallowEqual } from './shallowEqual';
import { useFirstVisibleParagraph } from './useFirstVisibleParagraph';
import { readReaderSettings } from '../settings/readerSettings';
import { useReaderSettings } from './useReaderSettings';
import { useReadingProgress } from './useReadingProgress';
import { useTxtKeyboard } from './useTxtKeyboard';

export interface TxtReaderOptions {
  /** The whole file; null while only its head is here. */
  bytes: Uint8Array | null;
  /** The file's first bytes and whole size: a large book's first screen opens from them. @default null */
  head?: ReaderHead | null;
  /** With `head` and no `bytes`: the first screen is shown (or cannot come from the head), send the whole file. @default undefined */
  onNeedWhole?: (() => void) | undefined;
  /** Library book id (server progress when logged in); null for a standalone source. */
  bookId: string | null;
  /** Local progress key: the book id or the source URL. */
  progressKey: string;
}

/** Decode, split, navigate and remember a TXT novel; the engine arrives with `import()`. */
export function useTxtReader({ bytes, head = null, onNeedWhole, bookId, progressKey }: TxtReaderOptions): TxtReaderViewModel {
  const t = useT(readersNamespace);
  const [settings, updateSettings] = useReaderSettings('txt', readReaderSettings, progressKey);
  const sync = useReadingProgress({ bookId, key: progressKey, format: 'txt' });
  const [panel, setPanel] = useState<TxtPanel>('none');
  const contentRef = useRef<HTMLDivElement | null>(null);

  // The machine outlives the head's replacement by the whole file: it reads both when it needs them.
  const source = useLatest({ bytes, head, onNeedWhole });
  const [whole] = useState(wholeFile);
  useEffect(() => {
    if (bytes) whole.resolve(bytes);
  }, [bytes, whole]);
  const machine = useMemo(
    () => txtReaderMachine.provide({ actors: createTxtReaderActors({ now: () => source.current, whole: whole.promise, loadStored: () => sync.load() }) }),
    [sync, source, whole],
  );
  const actor = useActorRef(machine, { input: { size: head?.size ?? bytes?.length ?? 0 } });
  const view = useSelector(actor, (s) => selectTxtReaderView(s, t('txt.preface')), shallowEqual);
  const { chapters, chapter, current, text, locator, percentage, scrollTo } = view;
  const paragraphs = useMemo(() => (chapter ? chapterParagraphs(text, chapter) : []), [text, chapter]);

  useEffect(() => {
    if (locator !== null && percentage !== null) sync.report({ locator, percentage });
  }, [locator, percentage, sync]);

  // A restored place inside a chapter: bring its paragraph into view once rendered.
  useEffect(() => {
    if (scrollTo === null || paragraphs.length === 0) return;
    actor.send({ type: 'scroll.done' });
    const target = [...(contentRef.current?.querySelectorAll<HTMLElement>('[data-offset]') ?? [])]
      .filter((p) => Number(p.dataset['offset']) <= scrollTo)
      .pop();
    target?.scrollIntoView?.({ block: 'start' });
    // Rendered paragraphs or a new target (a jump from the progress slider) scroll; nothing else does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paragraphs, scrollTo]);

  const onParagraph = useCallback((offset: number) => actor.send({ type: 'place.read', offset }), [actor]);
  useFirstVisibleParagraph(contentRef, paragraphs, onParagraph);

  const goTo = useCallback(
    (index: number) => {
      if (index < 0 || index >= chapters.length) return;
      actor.send({ type: 'chapter.go', index });
      setPanel('none');
      contentRef.current?.querySelector('h2')?.scrollIntoView?.({ block: 'start' });
    },
    [actor, chapters.length],
  );
  useTxtKeyboard({ enabled: panel === 'none' && chapters.length > 0, current, count: chapters.length, goTo });
  const pageTaps = usePageTaps({ beforeStart: () => goTo(current - 1), afterEnd: () => goTo(current + 1) });
  const titles = useMemo(() => chapters.map((c) => txtChapterTitle(c, t('txt.preface'))), [chapters, t]);
  const marks = useMemo(
    () => (text.length > 0 ? chapters.map((c, i) => ({ value: (c.start / text.length) * 1000, title: titles[i] ?? '' })) : []),
    [chapters, titles, text.length],
  );
  const seek = useCallback((value: number) => actor.send({ type: 'fraction.go', fraction: value / 1000 }), [actor]);
  const progress = useMemo(
    () => (view.progress === null ? undefined : { value: view.progress, max: 1000, unit: 'permille' as const, marks, seek }),
    [view.progress, marks, seek],
  );

  return {
    phase: view.phase,
    chapters: titles,
    current,
    chapterTitle: view.chapterTitle,
    paragraphs,
    percent: view.percent,
    minutesLeft: view.minutesLeft,
    encoding: view.encoding,
    detectedEncoding: view.detectedEncoding,
    setEncoding: (value) => actor.send({ type: 'encoding.set', encoding: isTxtEncoding(value) ? value : null }),
    goTo,
    contentRef,
    settings,
    updateSettings,
    panel,
    setPanel,
    pageTaps,
    ...(progress ? { progress } : {}),
  };
}
