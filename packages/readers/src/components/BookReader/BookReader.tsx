import { type Book, useLatest } from '@atelier/core';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { ReaderChromeContext } from '../../chrome/ReaderChromeContext';
import { useReaderChrome } from '../../chrome/useReaderChrome';
import { type BookReaderSource, useBookReader } from '../../hooks/useBookReader';
import { useReadersServices } from '../../hooks/useReadersServices';
import type { ReaderErrorCode } from '../../machines/readerError';
import type { ReaderTarget } from '../../machines/readerMachine';
import type { ReaderFileHead } from '../../machines/readerFile';
import type { PdfHostOptions } from '../../pdf/pdfHostOptions';
import { BookReaderView } from './BookReaderView';
import { readerEngines } from './readerEngines';

/** Props `BookReader` takes whichever way the book is given. */
export interface BookReaderCommonProps {
  /** Shows a Back button that calls this. @default undefined (no button) */
  onBack?: () => void;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string;
  /** Inline style on the widget's root element. @default undefined */
  style?: CSSProperties;
  /** Where pdf.js finds its worker, CJK cmaps and standard fonts. @default { assetsUrl: '/pdfjs/' } */
  pdf?: PdfHostOptions;
  /**
   * Something to offer beside "retry" when opening failed, by reason: e.g. a sign-in link for
   * `BOOK_PRIVATE` (the reader has no route of its own to send a guest to). @default undefined
   */
  errorAction?: (code: ReaderErrorCode) => ReactNode;
  /** Called with the book's title once it is known, e.g. for the host's page title. @default undefined */
  onTitleChange?: (title: string) => void;
  /**
   * Immersive reading: the title, toolbars and chapter buttons of a text book leave the screen when
   * the reader turns a page or scrolls, and return on a mouse move, another key, a tap in the middle of
   * the page or focus by keyboard. `false` keeps them on screen. @default true
   */
  immersive?: boolean;
  /**
   * The host's own controls for the book, shown in the reader's toolbar after Back (e.g. a host's
   * "Keep offline": the widgets never register a service worker). @default undefined
   */
  toolbarActions?: ReactNode;
  /** Told when the chrome leaves (`false`) or returns (`true`), so the host can hide its own header with it. @default undefined */
  onChromeChange?: (shown: boolean) => void;
}

/** Props of `BookReader`. */
export type BookReaderProps = BookReaderCommonProps &
  (
    | {
        /** A book of the library API: its files, format and saved reading progress. */
        bookId: string;
        /**
         * The book's record already asked for (`getBookRecord(http, bookId)`, e.g. by a
         * route loader while the page's code downloads), used for the first opening instead of asking
         * again; a retry or a renewal of its addresses asks anew. @default undefined
         */
        record?: Promise<Book> | undefined;
        /**
         * With `record`: its first file's first bytes already asked for (`Range: bytes=0-262143`),
         * or null when they could not be. A large TXT's first screen and pdf.js's first chunk come
         * from them instead of another request. @default undefined
         */
        head?: Promise<ReaderFileHead | null> | undefined;
        /** Not with `bookId`: give one or the other. @default undefined */
        source?: undefined;
      }
    | {
        /** A file the host already has (URL or Blob) and its format; progress is not synced. */
        source: BookReaderSource;
        /** Not with `source`: give one or the other. @default undefined */
        bookId?: undefined;
        /** Only with `bookId`. @default undefined */
        record?: undefined;
        /** Only with `bookId`. @default undefined */
        head?: undefined;
      }
  );

function targetOf(props: BookReaderProps): ReaderTarget {
  if (props.bookId !== undefined) return { kind: 'book', bookId: props.bookId };
  const { url, blob, title, format } = props.source;
  return { kind: 'source', format, ...(url !== undefined ? { url } : {}), ...(blob ? { blob } : {}), ...(title !== undefined ? { title } : {}) };
}

function Reader(props: BookReaderProps) {
  const services = useReadersServices();
  // Only the first opening may use a record asked for before the reader mounted.
  const [early] = useState(() => ({ record: props.record, head: props.head }));
  const state = useBookReader(targetOf(props), early.record, early.head);
  const bookId = props.bookId ?? null;
  const progressKey = bookId ?? props.source?.url ?? props.source?.title ?? 'standalone';
  const { bytes, head, url, file, format } = state;
  const engine = format ? readerEngines[format] : undefined;
  // Fetch the engine chunk while the bytes download, not after.
  useEffect(() => {
    void engine?.preload();
  }, [engine]);
  const onTitleChange = useLatest(props.onTitleChange);
  useEffect(() => {
    if (state.title) onTitleChange.current?.(state.title);
  }, [state.title, onTitleChange]);
  const options = { pdf: props.pdf };
  const rootRef = useRef<HTMLElement>(null);
  const chrome = useReaderChrome(rootRef, {
    enabled: (props.immersive ?? true) && state.phase === 'ready' && Boolean(engine?.immersive),
    onChange: props.onChromeChange,
  });
  return (
    <ReaderChromeContext.Provider value={chrome.signals}>
      <BookReaderView
        rootRef={rootRef}
        chromeShown={chrome.shown}
        {...state}
        phase={state.phase === 'ready' && !engine ? 'unsupported' : state.phase}
        signedIn={state.errorCode === 'BOOK_PRIVATE' ? services.isSignedIn() : true}
        errorAction={state.errorCode && props.errorAction ? props.errorAction(state.errorCode) : undefined}
        onBack={props.onBack}
        className={props.className}
        style={props.style}
        renderReady={(back) => {
          const backButton = props.toolbarActions ? (
            <>
              {back}
              {props.toolbarActions}
            </>
          ) : (
            back
          );
          return engine ? (
            <engine.View
              bytes={bytes}
              head={head}
              onNeedWhole={state.continueDownload}
              url={url}
              file={file}
              bookId={bookId}
              progressKey={progressKey}
              backButton={backButton}
              options={options}
              onUrlExpired={state.renewUrls}
            />
          ) : null;
        }}
      />
    </ReaderChromeContext.Provider>
  );
}

/**
 * Reads a book: a library book by id (`GET /api/books/{id}?with_files=true`, then its file's bytes)
 * or a standalone URL/Blob. Each format's engine (`readerEngines`) loads with `import()`. Progress is saved
 * to the server when logged in, else to local storage, and restored on open.
 * @example
 * <BookReader bookId={id} onBack={() => navigate(-1)} />
 */
export function BookReader(props: BookReaderProps) {
  // A new book is a new machine: keying by it restarts loading instead of mixing two books.
  const key = props.bookId ?? props.source?.url ?? props.source?.title ?? 'standalone';
  return <Reader key={key} {...props} />;
}
