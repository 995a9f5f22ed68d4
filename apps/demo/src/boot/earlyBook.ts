// No imports: this module is its own tiny entry (earlyBook.entry.ts), run before the app's code
// has even downloaded; anything imported would be shared with the app and fetched first.

/** The first bytes of the book's first file, as asked for before the app started. */
export interface EarlyHead {
  /** The file's address as the book's record gives it: the reader uses the head only for that file. */
  url: string;
  bytes: Uint8Array;
  /** The whole file's size in bytes. */
  size: number;
}

/** A book's record and its first file's head, asked for as the page started; null means "ask yourself". */
export interface EarlyBook {
  bookId: string;
  record: Promise<unknown>;
  head: Promise<EarlyHead | null>;
}

declare global {
  interface Window {
    /** Set by earlyBook.entry, taken once by the reader's route (takeEarlyBook). */
    __atelierEarlyBook?: EarlyBook | null;
  }
}

export interface EarlyBookEnv {
  pathname: string;
  /** The library API's base URL ('' for this origin). */
  apiBase: string;
  /** The `x-env` header the app's client sends. */
  apiEnv: string;
  /** The signed-in user's access token, or null for a guest; read only on a reader route. */
  token: () => string | null;
  fetch: typeof globalThis.fetch;
  /**
   * A signal that aborts after `ms`: each request gives up then, and the reader asks itself through
   * its client (which has its own timeout and a Retry). Without it a stalled request would keep the
   * reader waiting for it for ever. @default AbortSignal.timeout
   */
  timeout?: (ms: number) => AbortSignal;
}

/** How long each early request may take before the reader asks itself. */
export const EARLY_TIMEOUT_MS = 15_000;

/** Bytes a reader opens first: a large TXT's first screen, and pdf.js's first chunk. */
export const EARLY_HEAD_BYTES = 256 * 1024;
/** The key under which @atelier/core's user store keeps the session (its `USER_STORAGE_KEY`). */
export const USER_KEY = 'userStorage';

const READER_PATH = /^\/book\/(txt|pdf|epub|html|audio|video)\/([^/]+)\/?$/;

interface FileRecord {
  url?: unknown;
  size_bytes?: unknown;
  order?: unknown;
  file_index?: unknown;
  file_path?: unknown;
}

const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The reader's first file: reading order (`order`, then path, then index), as @atelier/readers picks it. */
function firstFile(files: FileRecord[]): FileRecord | undefined {
  const index = (f: FileRecord) => num(f.file_index, 0);
  const path = (f: FileRecord) => (typeof f.file_path === 'string' ? f.file_path : '');
  return [...files].sort((a, b) => num(a.order, index(a)) - num(b.order, index(b)) || path(a).localeCompare(path(b), undefined, { numeric: true }) || index(a) - index(b))[0];
}

/** Whether the head is worth asking for: pdf.js always starts there; a TXT only when large (@atelier/readers' `opensFromHead`). */
const wantsHead = (type: unknown, size: number) => type === 'pdf' || (type === 'txt' && size > EARLY_HEAD_BYTES * 4);

/** `bytes 0-262143/1048576` → 1048576. */
const totalOf = (header: string | null) => {
  const match = /^bytes\s+\d+-\d+\/(\d+)\s*$/i.exec(header ?? '');
  return match ? Number(match[1]) : null;
};

/** `https://…` or `//…`: not a path under the API. */
const isAbsolute = (url: string) => /^([a-z][a-z\d+.-]*:)?\/\//i.test(url);

/** Whether `url` is on the library API's own server, so the session may travel with it. */
function isOwn(url: string, apiBase: string): boolean {
  if (!isAbsolute(url)) return true;
  if (!apiBase) return false;
  try {
    return new URL(url).origin === new URL(apiBase).origin;
  } catch {
    return false;
  }
}

/**
 * On a reader route, asks for the book's record and then its first file's head at once, beside
 * the app's code instead of after it. Everything that can go wrong resolves null: the reader then
 * asks itself, through the client that refreshes sessions and reports errors.
 */
export function startEarlyBook({ pathname, apiBase, apiEnv, token, fetch, timeout = (ms) => AbortSignal.timeout(ms) }: EarlyBookEnv): EarlyBook | null {
  const match = READER_PATH.exec(pathname);
  const rawId = match?.[2];
  if (!rawId) return null;
  let bookId: string;
  try {
    bookId = decodeURIComponent(rawId);
  } catch {
    return null;
  }
  const base = apiBase.replace(/\/+$/, '');
  const session = token();
  const auth = (url: string): Record<string, string> =>
    isOwn(url, base) ? { ...(session ? { Authorization: `Bearer ${session}` } : {}), ...(apiEnv ? { 'x-env': apiEnv } : {}) } : {};
  const recordUrl = `${base}/api/books/${encodeURIComponent(bookId)}?with_files=true`;
  const record: Promise<unknown> = fetch(recordUrl, { headers: auth(recordUrl), signal: timeout(EARLY_TIMEOUT_MS) })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
  const head = record
    .then(async (book): Promise<EarlyHead | null> => {
      if (typeof book !== 'object' || book === null) return null;
      const { type, files } = book as { type?: unknown; files?: unknown };
      const file = Array.isArray(files) ? firstFile(files as FileRecord[]) : undefined;
      if (!file || typeof file.url !== 'string' || !wantsHead(type, num(file.size_bytes, 0))) return null;
      const address = isAbsolute(file.url) ? file.url : `${base}/${file.url.replace(/^\/+/, '')}`;
      const response = await fetch(address, { headers: { ...auth(address), Range: `bytes=0-${EARLY_HEAD_BYTES - 1}` }, signal: timeout(EARLY_TIMEOUT_MS) });
      const bytes = response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
      if (!bytes) return null;
      const size = response.status === 206 ? totalOf(response.headers.get('content-range')) : bytes.length;
      return size === null ? null : { url: file.url, bytes, size };
    })
    .catch(() => null);
  return { bookId, record, head };
}

/** The signed-in user's token as the user store keeps it (`{ data, expire }`), or null. */
export function storedToken(storage: Pick<Storage, 'getItem'> | null, now: number): string | null {
  try {
    const envelope = JSON.parse(storage?.getItem(USER_KEY) ?? 'null') as { data?: { token?: unknown }; expire?: unknown } | null;
    if (!envelope || (typeof envelope.expire === 'number' && envelope.expire <= now)) return null;
    const token = envelope.data?.token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}
