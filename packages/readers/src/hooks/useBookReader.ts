import { useReadersServices } from './useReadersServices';
import { useActorRef, useSelector } from '@xstate/react';
import type { Book } from '@atelier/core';
import { useMemo } from 'react';
import { createReaderActors } from '../actors/createReaderActors';
import { type ReaderErrorCode, readerErrorCode } from '../machines/readerError';
import { type ReaderHead, type ReaderTarget, readerMachine } from '../machines/readerMachine';
import { type ReaderFileHead, type ReaderFileRef, type ReaderFormat } from '../machines/readerFile';

export interface BookReaderSource {
  /** Where to fetch the file (Range requests are used when the server allows). @default undefined */
  url?: string;
  /** The file itself, instead of `url`. @default undefined */
  blob?: Blob;
  /** Shown in the toolbar. @default '' */
  title?: string;
  /** Which engine opens it. */
  format: ReaderFormat;
}

export type BookReaderPhase = 'loading' | 'error' | 'unsupported' | 'ready';

export interface BookReaderState {
  phase: BookReaderPhase;
  title: string;
  format: ReaderFormat | null;
  /** Bytes downloaded so far and the total when the server sent one. */
  loaded: number;
  total: number | null;
  errorCode: ReaderErrorCode | null;
  bytes: Uint8Array | null;
  /** The file's first bytes while the rest downloads (a large TXT): the view opens from them. */
  head: ReaderHead | null;
  /** The file's URL (as the API gave it) when the engine reads it itself instead of bytes. */
  url: string | null;
  /** The resolved book file(s); streamed formats (html, audio, video) open these themselves. */
  file: ReaderFileRef | null;
  retry(): void;
  /** Fetches the book again for new signed addresses now (an engine found its address expired). */
  renewUrls(): void;
  /** The view has shown the head and needs the rest of the file now. */
  continueDownload(): void;
}

/** Runs the reader machine for a library book (its record and first bytes maybe already asked for) or a standalone source. */
export function useBookReader(target: ReaderTarget, record?: Promise<Book>, head?: Promise<ReaderFileHead | null>): BookReaderState {
  const services = useReadersServices();
  const machine = useMemo(() => readerMachine.provide({ actors: createReaderActors(services.api, record, head) }), [services, record, head]);
  const actor = useActorRef(machine, { input: { target } });
  return useSelector(actor, (snap) => {
    const { file, loaded, total, error, bytes, head } = snap.context;
    // With a head the view can open: the rest arrives while the first screen is read.
    const phase: BookReaderPhase = snap.matches('ready') || (snap.matches('downloading') && head !== null) ? 'ready' : snap.matches('error') ? 'error' : snap.matches('unsupported') ? 'unsupported' : 'loading';
    return {
      phase,
      title: file?.title ?? '',
      format: file && file.format !== 'unsupported' ? file.format : null,
      loaded,
      total,
      errorCode: phase === 'error' ? readerErrorCode(error) : null,
      bytes,
      head,
      url: file?.url ?? null,
      file,
      retry: () => actor.send({ type: 'retry' }),
      renewUrls: () => actor.send({ type: 'urls.refresh' }),
      continueDownload: () => actor.send({ type: 'bytes.continue' }),
    };
  }, (a, b) => a.phase === b.phase && a.loaded === b.loaded && a.total === b.total && a.title === b.title && a.bytes === b.bytes && a.head === b.head && a.url === b.url && a.file === b.file && a.errorCode === b.errorCode);
}
