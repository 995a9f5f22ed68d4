import type { Book, BookFile } from '@atelier/core';
import { fromCallback, fromPromise } from 'xstate';
import type { ReaderApi } from '../api/createReaderApi';
import { type ReaderEvent, type ReaderTarget } from '../machines/readerMachine';
import { READER_FORMATS, type ReaderBookFile, type ReaderFileHead, type ReaderFileRef, type ReaderFormat } from '../machines/readerFile';
import { opensFromHead, TXT_HEAD_BYTES } from '../txt/txtHead';

const isFormat = (type: string): type is ReaderFormat => (READER_FORMATS as readonly string[]).includes(type);

/** Reading order of a multi-file book: the uploader's `order`, then the path (folders sort chapters). */
function byReadingOrder(a: BookFile, b: BookFile): number {
  // Older servers and hand-made books may omit order/file_path: the index decides then.
  const order = (f: BookFile) => (Number.isFinite(f.order) ? f.order : f.file_index);
  const path = (f: BookFile) => f.file_path ?? '';
  return order(a) - order(b) || path(a).localeCompare(path(b), undefined, { numeric: true }) || a.file_index - b.file_index;
}

const toReaderFile = (file: BookFile): ReaderBookFile => ({
  index: file.file_index,
  name: file.name ?? '',
  path: file.file_path ?? '',
  url: file.url,
  mime: file.mime ?? '',
  sizeBytes: file.size_bytes ?? 0,
  durationS: typeof file.duration_s === 'number' && Number.isFinite(file.duration_s) ? file.duration_s : null,
});

/** The file a reader opens for a book: its first file (single-file formats), and all of them in order. */
export function fileOfBook(book: Book): ReaderFileRef {
  const files = [...(book.files ?? [])].sort(byReadingOrder);
  const first = files[0];
  if (!isFormat(book.type)) return { title: book.title, format: 'unsupported' };
  if (!first) throw Object.assign(new Error('The book has no files yet.'), { code: 'NO_FILES' });
  const expiresAt = book.urls_expire_at ? Date.parse(book.urls_expire_at) : Number.NaN;
  return {
    title: book.title,
    author: book.author ?? '',
    format: book.type,
    url: first.url,
    files: files.map(toReaderFile),
    ...(Number.isFinite(expiresAt) ? { expiresAt } : {}),
  };
}

/** The early head, when it is of the file the reader opens. */
async function headOf(file: ReaderFileRef, head: Promise<ReaderFileHead | null> | undefined): Promise<ReaderFileRef> {
  // It was asked for right after the record, so waiting for it here costs next to nothing, and the
  // reader's own first request for the same bytes is not made.
  const early = await head?.catch(() => null);
  return early && early.url === file.url && early.size > 0 ? { ...file, head: { bytes: early.bytes, size: early.size } } : file;
}

/**
 * The machine's I/O: the library API for books (the first time maybe a `record`, and the first
 * file's `head`, already asked for), the API client (with progress) or the Blob for bytes.
 */
export function createReaderActors(api: ReaderApi, record?: Promise<Book>, head?: Promise<ReaderFileHead | null>) {
  let early = record;
  let earlyHead = head;
  return {
    resolveFile: fromPromise<ReaderFileRef, ReaderTarget>(async ({ input, signal }) => {
      if (input.kind === 'book') {
        const book = early ?? api.getBook(input.bookId, signal);
        const firstHead = early ? earlyHead : undefined;
        early = undefined;
        earlyHead = undefined;
        return headOf(fileOfBook(await book), firstHead);
      }
      return {
        title: input.title ?? '',
        format: input.format,
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.blob ? { blob: input.blob } : {}),
      };
    }),
    loadBytes: fromCallback<ReaderEvent, ReaderFileRef>(({ input, sendBack, receive }) => {
      const controller = new AbortController();
      const finish = (bytes: Uint8Array) => sendBack({ type: 'bytes.loaded', bytes });
      const load = async (): Promise<Uint8Array> => {
        if (input.blob) return new Uint8Array(await input.blob.arrayBuffer());
        if (input.url === undefined) throw new Error('Nothing to read: no url or blob.');
        return api.getBytes(input.url, ({ loaded, total }) => sendBack({ type: 'bytes.progress', loaded, total }), controller.signal);
      };
      let started = false;
      const whole = () => {
        if (started) return;
        started = true;
        load().then(finish, (error: unknown) => {
          // fromCallback reports a thrown error to onError; a rejected promise must be rethrown there.
          if (!controller.signal.aborted) sendBack({ type: 'bytes.failed', error });
        });
      };
      receive((event) => {
        if (event.type === 'bytes.continue') whole();
      });
      // A large TXT's first screen needs only its head: it is asked for first, alone, and the whole
      // file once the view has shown it (`bytes.continue`). Sooner, the whole file's stream takes
      // the connection and the page's main thread while the first screen is being made.
      // The head, asked for here or by the host before the reader mounted: the first screen's bytes,
      // or the book itself when it is all there (a small file, a server that ignored Range).
      const fromHead = (bytes: Uint8Array, size: number) => {
        if (bytes.length === size) return finish(bytes);
        if (input.format === 'txt' && bytes.length === TXT_HEAD_BYTES && opensFromHead(size)) return sendBack({ type: 'bytes.head', bytes, size });
        return whole();
      };
      const size = input.files?.find((file) => file.url === input.url)?.sizeBytes ?? 0;
      if (input.head) {
        fromHead(input.head.bytes, input.head.size);
      } else if (input.format === 'txt' && input.url !== undefined && !input.blob && opensFromHead(size)) {
        void api.getHead(input.url, TXT_HEAD_BYTES, controller.signal).then(
          (bytes) => fromHead(bytes, size),
          // The whole file may still come; it will say what went wrong, if anything did.
          () => (controller.signal.aborted ? undefined : whole()),
        );
      } else {
        whole();
      }
      return () => controller.abort();
    }),
  };
}
