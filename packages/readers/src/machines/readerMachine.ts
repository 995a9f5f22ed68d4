import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { isLastingRefusal, REFRESH_RETRY_MS, refreshDelayMs, withFreshUrls } from './refreshUrls';
import type { ReaderFileRef, ReaderFormat, ReaderHead } from './readerFile';


/**
 * Formats whose views fetch their own files, so the machine does not download the bytes first:
 * media stream with Range, html reads chapter by chapter, pdf.js reads by Range from a URL (a PDF
 * Blob source is still read into bytes).
 */
export const STREAMED_FORMATS: readonly ReaderFormat[] = ['pdf', 'html', 'audio', 'video'];

/** What the reader opens: a book of the library (by id) or bytes the host points at. */
export type ReaderTarget =
  | { kind: 'book'; bookId: string }
  | { kind: 'source'; url?: string; blob?: Blob; title?: string; format: ReaderFormat };

/** A file's first bytes, fetched beside the whole so its first screen need not wait for the rest. */
export type { ReaderHead } from './readerFile';

export type BytesEvent =
  | { type: 'bytes.progress'; loaded: number; total: number | null }
  /** The file's head came before the whole (a large TXT: its first screen opens from it). */
  | ({ type: 'bytes.head' } & ReaderHead)
  | { type: 'bytes.loaded'; bytes: Uint8Array }
  /** A download that fails asynchronously (a callback actor's own throw goes to onError). */
  | { type: 'bytes.failed'; error: unknown };

export type ReaderEvent =
  | { type: 'retry' }
  /** The view has shown what it could of the head and needs the rest now. */
  | { type: 'bytes.continue' }
  /** A view was refused an expired address: fetch the book again now rather than at the planned time. */
  | { type: 'urls.refresh' }
  | BytesEvent;

export interface ReaderContext {
  target: ReaderTarget;
  file: ReaderFileRef | null;
  loaded: number;
  total: number | null;
  bytes: Uint8Array | null;
  /** The file's head while the whole is still on its way; cleared once it is here. */
  head: ReaderHead | null;
  error: unknown;
}

/**
 * Loads one book for reading: resolve the file (library book with files), then its bytes with
 * progress. I/O comes in as the `resolveFile` and `loadBytes` actors, so the machine runs in node.
 */
export const readerMachine = setup({
  types: {
    context: {} as ReaderContext,
    events: {} as ReaderEvent,
    input: {} as { target: ReaderTarget },
  },
  actors: {
    resolveFile: fromPromise<ReaderFileRef, ReaderTarget>(() => {
      throw new Error('readerMachine: actor "resolveFile" was not provided');
    }),
    loadBytes: fromCallback<ReaderEvent, ReaderFileRef>(() => {
      throw new Error('readerMachine: actor "loadBytes" was not provided');
    }),
  },
  guards: {
    supported: ({ context }) => context.file?.format !== 'unsupported',
    urlsExpire: ({ context }) => context.target.kind === 'book' && typeof context.file?.expiresAt === 'number',
    lastingRefusal: ({ event }) => 'error' in event && isLastingRefusal(event.error),
    streamed: ({ context }) => {
      const file = context.file;
      if (!file || file.format === 'unsupported' || !STREAMED_FORMATS.includes(file.format)) return false;
      return file.format !== 'pdf' || (file.url !== undefined && !file.blob);
    },
  },
  delays: {
    refreshDelay: ({ context }) => refreshDelayMs(context.file?.expiresAt ?? 0, Date.now()),
    refreshRetry: REFRESH_RETRY_MS,
  },
}).createMachine({
  id: 'reader',
  context: ({ input }) => ({ target: input.target, file: null, loaded: 0, total: null, bytes: null, head: null, error: null }),
  initial: 'resolving',
  states: {
    resolving: {
      entry: assign({ error: null, loaded: 0, total: null, head: null }),
      invoke: {
        src: 'resolveFile',
        input: ({ context }) => context.target,
        onDone: { target: 'checking', actions: assign({ file: ({ event }) => event.output }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    checking: {
      always: [{ guard: 'streamed', target: 'ready' }, { guard: 'supported', target: 'downloading' }, { target: 'unsupported' }],
    },
    downloading: {
      invoke: {
        id: 'download',
        src: 'loadBytes',
        input: ({ context }) => context.file as ReaderFileRef,
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
      on: {
        'bytes.progress': { actions: assign({ loaded: ({ event }) => event.loaded, total: ({ event }) => event.total }) },
        'bytes.head': { actions: assign({ head: ({ event }) => ({ bytes: event.bytes, size: event.size }) }) },
        'bytes.continue': { actions: sendTo('download', { type: 'bytes.continue' }) },
        'bytes.loaded': { target: 'ready', actions: assign({ bytes: ({ event }) => event.bytes, head: null }) },
        'bytes.failed': { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    // A private book's signed addresses expire: fetch the book again a few minutes before, and on
    // failure a bit later; the open book stays open either way (its addresses still work meanwhile).
    ready: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'urlsExpire', target: 'waiting' }, { target: 'lasting' }] },
        lasting: {},
        waiting: {
          after: { refreshDelay: 'refreshing' },
          on: { 'urls.refresh': 'refreshing' },
        },
        refreshing: {
          invoke: {
            src: 'resolveFile',
            input: ({ context }) => context.target,
            onDone: {
              target: 'checking',
              actions: assign({ file: ({ context, event }) => (context.file ? withFreshUrls(context.file, event.output) : event.output) }),
            },
            onError: [{ guard: 'lastingRefusal', target: 'lasting' }, { target: 'retrying' }],
          },
        },
        retrying: {
          after: { refreshRetry: 'refreshing' },
          on: { 'urls.refresh': 'refreshing' },
        },
      },
    },
    unsupported: {},
    error: {
      on: { retry: 'resolving' },
    },
  },
});
