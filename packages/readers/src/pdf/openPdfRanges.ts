/** Reads byte ranges of a PDF whose address may change while it is open (a private book's signed URL). */
export interface PdfRangeReader {
  /** The file's size in bytes. */
  length: number;
  /** The first bytes (from 0), read while learning the size. */
  initialData: Uint8Array;
  /** Bytes `begin` to `end` (exclusive) from the newest address; retried until read or aborted. */
  read(begin: number, end: number): Promise<Uint8Array>;
  /** Stops every pending and later read (the document was closed). */
  abort(): void;
}

/**
 * What the first request found: the whole file (a server that ignores Range, or a small file),
 * ranges to read, or `plain` when the server's answer does not say the size (a cross-origin host
 * that hides Content-Range): pdf.js then reads the address itself.
 */
export type PdfRangeOpening = { kind: 'whole'; data: Uint8Array } | { kind: 'ranges'; reader: PdfRangeReader } | { kind: 'plain' };

export interface PdfRangeOptions {
  /** The file's current address, asked again for every request. */
  url: () => string;
  /** Size of the first request, as pdf.js's chunks. */
  chunkSize: number;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** How long to wait before another try of a failed range (the address may be renewed meanwhile). @default setTimeout-based */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  /**
   * A range was refused because its signed address expired (a laptop woke after the renewal was
   * due): asks for new addresses at once rather than at the next scheduled renewal. @default undefined
   */
  onExpired?: (() => void) | undefined;
  /** The file's first bytes (from 0) and its size, already here: the first request is not made. @default undefined */
  first?: { bytes: Uint8Array; size: number } | undefined;
}

/** Waits between tries of a range: quickly first, then at most every 30 s until it reads or the document closes. */
export const RANGE_RETRY_MS = [1_000, 3_000, 10_000, 30_000] as const;

/** A refused or failed file request, with the server's status (and its `code` when it sent one). */
export class PdfFetchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`The PDF request failed with HTTP ${status}${code ? ` (${code})` : ''}`);
    this.name = 'PdfFetchError';
  }
}

const defaultWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

async function refusal(response: Response): Promise<PdfFetchError> {
  const body: unknown = await response.json().catch(() => null);
  const code = typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : null;
  return new PdfFetchError(response.status, code);
}

/** `bytes 0-262143/1048576` → 1048576; null when the size is not given (`*`) or the header is hidden. */
export function totalOfContentRange(header: string | null): number | null {
  const match = /^bytes\s+\d+-\d+\/(\d+)\s*$/i.exec(header ?? '');
  return match ? Number(match[1]) : null;
}

/** The first chunk and the file's size; null when the answer does not say the size. */
async function firstRange(address: string, chunkSize: number, fetch: typeof globalThis.fetch): Promise<{ bytes: Uint8Array; size: number } | null> {
  const first = await fetch(address, { headers: { Range: `bytes=0-${chunkSize - 1}` } });
  if (first.status === 200) {
    const bytes = new Uint8Array(await first.arrayBuffer());
    return { bytes, size: bytes.length };
  }
  if (first.status !== 206) throw await refusal(first);
  const size = totalOfContentRange(first.headers.get('content-range'));
  if (size === null) {
    void first.body?.cancel();
    return null;
  }
  return { bytes: new Uint8Array(await first.arrayBuffer()), size };
}

/**
 * Starts reading a PDF by Range requests where every request goes to `url()` at that moment, so
 * pdf.js keeps reading after the address it was opened with has expired and been renewed. The
 * first request (`bytes=0-…`) learns the size and gives pdf.js its first chunk.
 */
export async function openPdfRanges(options: PdfRangeOptions): Promise<PdfRangeOpening> {
  const { url, fetch = globalThis.fetch.bind(globalThis), wait = defaultWait, onExpired } = options;
  const start = options.first ?? (await firstRange(url(), options.chunkSize, fetch));
  if (start === null) return { kind: 'plain' };
  const { bytes: initialData, size: length } = start;
  if (initialData.length >= length) return { kind: 'whole', data: initialData.subarray(0, length) };

  const controller = new AbortController();
  const { signal } = controller;
  const readOnce = async (begin: number, end: number): Promise<Uint8Array> => {
    const response = await fetch(url(), { headers: { Range: `bytes=${begin}-${end - 1}` }, signal });
    if (response.status === 206) return new Uint8Array(await response.arrayBuffer());
    // A server that answers the whole file to a Range request: take the part asked for.
    if (response.status === 200) return new Uint8Array(await response.arrayBuffer()).slice(begin, end);
    throw await refusal(response);
  };
  return {
    kind: 'ranges',
    reader: {
      length,
      initialData,
      async read(begin, end) {
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await readOnce(begin, end);
          } catch (error) {
            if (signal.aborted) throw error;
            if (error instanceof PdfFetchError && error.code === 'LINK_EXPIRED') onExpired?.();
            await wait(RANGE_RETRY_MS[Math.min(attempt, RANGE_RETRY_MS.length - 1)] ?? 30_000, signal);
          }
        }
      },
      abort: () => controller.abort(),
    },
  };
}
