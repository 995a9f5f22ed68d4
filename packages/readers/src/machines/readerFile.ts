// The file a reader opens, apart from the machine so the helpers the machine uses can name it too.

/** The formats BookReader has an engine for (one entry each in `readerEngines`). */
export const READER_FORMATS = ['txt', 'epub', 'pdf', 'html', 'audio', 'video'] as const;
export type ReaderFormat = (typeof READER_FORMATS)[number];

/** One file of a multi-file book, in reading/playing order. */
export interface ReaderBookFile {
  index: number;
  name: string;
  path: string;
  url: string;
  mime: string;
  sizeBytes: number;
  durationS: number | null;
}

/** A file's first bytes, while the whole is on its way or not needed (pdf.js reads the rest by Range). */
export interface ReaderHead {
  bytes: Uint8Array;
  /** The whole file's size in bytes. */
  size: number;
}

/**
 * The first bytes of a book's first file (`Range: bytes=0-262143`, or all of a smaller file), asked
 * for by the host before BookReader mounted; `url` is the file's address as the book's record gives it.
 */
export interface ReaderFileHead extends ReaderHead {
  url: string;
}

/** The file to download, as resolved from the book (or given directly). */
export interface ReaderFileRef {
  title: string;
  format: ReaderFormat | 'unsupported';
  url?: string;
  blob?: Blob;
  /** Every file of the book in order (library books); streamed formats play or read them one by one. */
  files?: readonly ReaderBookFile[];
  author?: string;
  /**
   * When the file addresses stop working (ms since the epoch): a private book's signed URLs. The
   * machine fetches the book again before then and views read `files`/`url` from the newest copy.
   */
  expiresAt?: number | undefined;
  /** The file's first bytes, already here (the host asked for them early): the first requests are not made again. */
  head?: ReaderHead | undefined;
}
