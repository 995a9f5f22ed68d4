import { useT } from '@atelier/core';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readersNamespace } from '../i18n/readersNamespace';
import { type TxtEncoding, isTxtEncoding } from '../txt/encodings';
import { chapterParagraphs, type TxtParagraph } from '../txt/chapterParagraphs';
import type { OpenedTxt } from '../txt/openTxt';
import { formatTxtLocator, parseTxtLocator, txtLocatorAt, txtOffsetOf } from '../txt/txtLocator';
import { useReaderSettings } from './useReaderSettings';
import { useReadingProgress } from './useReadingProgress';
import { useFirstVisibleParagraph } from './useFirstVisibleParagraph';
import { useTxtKeyboard } from './useTxtKeyboard';

export interface TxtReaderOptions {
  bytes: Uint8Array;
  /** Library book id (server progress when logged in); null for a standalone source. */
  bookId: string | null;
  /** Local progress key: the book id or the source URL. */
  progressKey: string;
}

/** What `useTxtReader` returns: the state and actions its view renders. */
export interface TxtReaderViewModel {
  /** Decoding the text and finding its chapters, or showing it. */
  phase: 'preparing' | 'ready';
  /** Titles of the chapters found in the text, in order (a preface first when there is one). */
  chapters: readonly string[];
  /** Index of the chapter on screen. */
  current: number;
  /** Title of the chapter on screen. */
  chapterTitle: string;
  /** The paragraphs of the chapter on screen. */
  paragraphs: readonly TxtParagraph[];
  /** 0..100, whole numbers. */
  percent: number;
  /** The encoding the user chose; null decodes with the detected one ("Automatic"). */
  encoding: TxtEncoding | null;
  /** What detection found the last time it ran (shown beside "Automatic"). */
  detectedEncoding: TxtEncoding | null;
  /** Decodes the file again with this encoding; null goes back to detection. */
  setEncoding(encoding: TxtEncoding | null): void;
  /** Closes the panel and shows the chapter at this index from its start. */
  goTo(chapter: number): void;
  /** Attach to the element that holds the chapter's text (its paragraphs are watched to save the reading place). */
  contentRef: RefObject<HTMLDivElement | null>;
  /** The reader's page settings (theme, font size, line height…), remembered per device. */
  settings: ReturnType<typeof useReaderSettings>[0];
  /** Changes some settings. */
  updateSettings: ReturnType<typeof useReaderSettings>[1];
  /** The side panel open now: contents, settings, or none. */
  panel: 'none' | 'contents' | 'settings';
  /** Opens a side panel, or closes it with `none`. */
  setPanel(panel: 'none' | 'contents' | 'settings'): void;
}

const loadEngine = () => import('../txt/openTxt');

/** Decode, split, navigate and remember a TXT novel; the engine arrives with `import()`. */
export function useTxtReader({ bytes, bookId, progressKey }: TxtReaderOptions): TxtReaderViewModel {
  const t = useT(readersNamespace);
  const [settings, updateSettings] = useReaderSettings('txt');
  const sync = useReadingProgress({ bookId, key: progressKey, format: 'txt' });
  const [encoding, setEncodingState] = useState<TxtEncoding | null>(null);
  const [opened, setOpened] = useState<OpenedTxt | null>(null);
  /** While only the head is decoded: its share of the file's bytes (for the percentage); else null. */
  const [headShare, setHeadShare] = useState<number | null>(null);
  const [place, setPlace] = useState<{ chapter: number; offset: number } | null>(null);
  /** A restored offset to bring into view once its chapter is rendered. */
  const scrollTarget = useRef<number | null>(null);
  const [detected, setDetected] = useState<TxtEncoding | null>(null);
  const [panel, setPanel] = useState<'none' | 'contents' | 'settings'>('none');
  const contentRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    let live = true;
    let rest: ReturnType<typeof setTimeout> | undefined;
    const stored = place ? Promise.resolve(null) : sync.load();
    void Promise.all([loadEngine(), stored]).then(([engine, position]) => {
      if (!live) return;
      const locator = place ? null : parseTxtLocator(position?.locator);
      // A large book opening at its start shows the first chapter from a decoded head; the whole
      // text is decoded and split after that screen is painted.
      const head = !place && (!locator || locator.chapter === 0) ? engine.openTxtHead(bytes, encoding) : null;
      const book = head ?? engine.openTxt(bytes, encoding);
      setOpened(book);
      setHeadShare(head ? head.bytes / bytes.length : null);
      if (book.detection) setDetected(book.detection.encoding);
      setPlace((current) => {
        if (current) return { chapter: Math.min(current.chapter, Math.max(0, book.chapters.length - 1)), offset: 0 };
        // A corrupt locator is ignored; a stale one is clamped into the book.
        const restored = locator ? txtLocatorAt(book.chapters, txtOffsetOf(book.chapters, locator)) : { chapter: 0, offset: 0 };
        if (restored.offset > 0) scrollTarget.current = restored.offset;
        return restored;
      });
      if (!head) return;
      rest = setTimeout(() => {
        if (!live) return;
        const whole = engine.openTxt(bytes, head.encoding);
        setOpened({ ...whole, detection: head.detection });
        setHeadShare(null);
        // The head's text is a prefix of the whole text: the place keeps its text offset.
        setPlace((current) => (current ? txtLocatorAt(whole.chapters, txtOffsetOf(head.chapters, current)) : current));
      }, 0);
    });
    return () => {
      live = false;
      clearTimeout(rest);
    };
    // The place is read once per decode; later moves must not decode again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes, encoding, sync]);

  const chapters = opened?.chapters ?? [];
  const current = place?.chapter ?? 0;
  const chapter = chapters[current];
  const text = opened?.text ?? '';
  const paragraphs = useMemo(() => (chapter ? chapterParagraphs(text, chapter) : []), [text, chapter]);
  const percent = text.length > 0 && chapter ? Math.round(((chapter.start + (place?.offset ?? 0)) / text.length) * (headShare ?? 1) * 100) : 0;

  useEffect(() => {
    // Nothing is reported from the head alone: its percentages are of the head, not the book.
    if (!opened || !place || opened.chapters.length === 0 || headShare !== null) return;
    const position = { chapter: place.chapter, offset: place.offset };
    const at = txtOffsetOf(opened.chapters, position);
    sync.report({ locator: formatTxtLocator(position), percentage: opened.text.length ? at / opened.text.length : 0 });
  }, [opened, place, sync, headShare]);

  // A restored place inside a chapter: bring its paragraph into view once rendered.
  useEffect(() => {
    const wanted = scrollTarget.current;
    if (wanted === null || paragraphs.length === 0) return;
    scrollTarget.current = null;
    const target = [...(contentRef.current?.querySelectorAll<HTMLElement>('[data-offset]') ?? [])]
      .filter((p) => Number(p.dataset['offset']) <= wanted)
      .pop();
    target?.scrollIntoView?.({ block: 'start' });
  }, [paragraphs]);

  const onParagraph = useCallback(
    (offset: number) => setPlace((p) => (p && p.offset !== offset ? { chapter: p.chapter, offset } : p)),
    [],
  );
  useFirstVisibleParagraph(contentRef, paragraphs, onParagraph);

  const goTo = useCallback(
    (index: number) => {
      if (index < 0 || index >= chapters.length) return;
      setPlace({ chapter: index, offset: 0 });
      setPanel('none');
      contentRef.current?.querySelector('h2')?.scrollIntoView?.({ block: 'start' });
    },
    [chapters.length],
  );

  useTxtKeyboard({ enabled: panel === 'none' && chapters.length > 0, current, count: chapters.length, goTo });

  const titleOf = (index: number) => {
    const c = chapters[index];
    if (!c) return '';
    return c.kind === 'preface' ? t('txt.preface') : c.title;
  };

  return {
    phase: opened ? 'ready' : 'preparing',
    chapters: chapters.map((_, i) => titleOf(i)),
    current,
    chapterTitle: titleOf(current),
    paragraphs,
    percent,
    encoding,
    detectedEncoding: detected,
    setEncoding: (value) => setEncodingState(isTxtEncoding(value) ? value : null),
    goTo,
    contentRef,
    settings,
    updateSettings,
    panel,
    setPanel,
  };
}
