import { type CSSProperties, useEffect } from 'react';
import { type BookReaderSource, useBookReader } from '../../hooks/useBookReader';
import type { ReaderTarget } from '../../machines/readerMachine';
import { AudioPlayer } from '../AudioPlayer/AudioPlayer';
import { HtmlReader } from '../HtmlReader/HtmlReader';
import { TxtReader } from '../TxtReader/TxtReader';
import { VideoPlayer } from '../VideoPlayer/VideoPlayer';
import { BookReaderView } from './BookReaderView';

interface CommonProps {
  /** Shows a Back button that calls this. @default undefined (no button) */
  onBack?: () => void;
  /** @default undefined */
  className?: string;
  /** @default undefined */
  style?: CSSProperties;
}

export type BookReaderProps = CommonProps & ({ bookId: string; source?: undefined } | { source: BookReaderSource; bookId?: undefined });

function targetOf(props: BookReaderProps): ReaderTarget {
  if (props.bookId !== undefined) return { kind: 'book', bookId: props.bookId };
  const { url, blob, title, format } = props.source;
  return { kind: 'source', format, ...(url !== undefined ? { url } : {}), ...(blob ? { blob } : {}), ...(title !== undefined ? { title } : {}) };
}

function Reader(props: BookReaderProps) {
  const state = useBookReader(targetOf(props));
  const bookId = props.bookId ?? null;
  const progressKey = bookId ?? props.source?.url ?? props.source?.title ?? 'standalone';
  const { bytes, format, file } = state;
  // Fetch the engine chunk while the bytes download, not after.
  useEffect(() => {
    if (format === 'txt') void import('../../txt/openTxt');
  }, [format]);
  return (
    <BookReaderView
      {...state}
      onBack={props.onBack}
      className={props.className}
      style={props.style}
      renderReady={(backButton) => {
        if (bytes && format === 'txt') return <TxtReader bytes={bytes} bookId={bookId} progressKey={progressKey} backButton={backButton} />;
        if (file && format === 'html') return <HtmlReader file={file} bookId={bookId} progressKey={progressKey} backButton={backButton} />;
        if (file && format === 'audio') return <AudioPlayer file={file} bookId={bookId} progressKey={progressKey} backButton={backButton} />;
        if (file && format === 'video') return <VideoPlayer file={file} bookId={bookId} progressKey={progressKey} backButton={backButton} />;
        return null;
      }}
    />
  );
}

/**
 * Reads a book: a library book by id (`GET /api/books/{id}?with_files=true`, then its file's bytes)
 * or a standalone URL/Blob. TXT novels today; the engine loads with `import()`. Progress is saved
 * to the server when logged in, else to local storage, and restored on open.
 * @example
 * <BookReader bookId={id} onBack={() => navigate(-1)} />
 */
export function BookReader(props: BookReaderProps) {
  // A new book is a new machine: keying by it restarts loading instead of mixing two books.
  const key = props.bookId ?? props.source?.url ?? props.source?.title ?? 'standalone';
  return <Reader key={key} {...props} />;
}
