import { USER_STORAGE_KEY } from '@atelier/core';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_HEAD_BYTES, EARLY_TIMEOUT_MS, startEarlyBook, storedToken, USER_KEY } from './earlyBook';
import { takeEarlyBook } from './takeEarlyBook';

const MIB = 1024 * 1024;

interface Asked {
  url: string;
  headers: Record<string, string>;
}

/** The reference server as the boot script meets it: a book's record, and its files by Range. */
function fakeApi(book: unknown, { recordStatus = 200, fileBytes = 4 * MIB } = {}) {
  const asked: Asked[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    asked.push({ url, headers });
    if (url.includes('/files/')) {
      const [, from = '0', to = '0'] = /bytes=(\d+)-(\d+)/.exec(headers['range'] ?? '') ?? [];
      const end = Math.min(Number(to), fileBytes - 1);
      return new Response(new Uint8Array(end - Number(from) + 1), { status: 206, headers: { 'content-range': `bytes ${from}-${end}/${fileBytes}` } });
    }
    return recordStatus === 200 ? Response.json(book) : Response.json({ code: 'UNAUTHORIZED' }, { status: recordStatus });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const pdfBook = {
  id: 'b 1',
  type: 'pdf',
  files: [
    { file_index: 1, order: 1, url: '/api/books/b%201/files/1', size_bytes: 4 * MIB },
    { file_index: 0, order: 0, url: '/api/books/b%201/files/0', size_bytes: 4 * MIB },
  ],
};

const start = (pathname: string, api: ReturnType<typeof fakeApi>, token: string | null = null) =>
  startEarlyBook({ pathname, apiBase: '', apiEnv: 'prod', token: () => token, fetch: api.fetch });

describe('startEarlyBook: the reader route asks for its book before the app has loaded', () => {
  it("asks for the record, then the first file's head in reading order, with the session", async () => {
    const api = fakeApi(pdfBook);
    const early = start('/book/pdf/b%201', api, 'tok');
    expect(early?.bookId).toBe('b 1');
    expect(await early?.record).toEqual(pdfBook);
    const head = await early?.head;
    expect(head).toMatchObject({ url: '/api/books/b%201/files/0', size: 4 * MIB });
    expect(head?.bytes.length).toBe(EARLY_HEAD_BYTES);
    expect(api.asked).toEqual([
      { url: '/api/books/b%201?with_files=true', headers: { authorization: 'Bearer tok', 'x-env': 'prod' } },
      { url: '/api/books/b%201/files/0', headers: { authorization: 'Bearer tok', 'x-env': 'prod', range: `bytes=0-${EARLY_HEAD_BYTES - 1}` } },
    ]);
  });

  it('asks for the head of a TXT only when it opens from its head (over 1 MiB), and never for other formats', async () => {
    for (const [type, size, heads] of [['txt', 10 * MIB, 1], ['txt', MIB, 0], ['epub', 10 * MIB, 0]] as const) {
      const api = fakeApi({ type, files: [{ file_index: 0, url: '/api/books/b1/files/0', size_bytes: size }] });
      const head = await start(`/book/${type}/b1`, api)?.head;
      expect(head === null ? 0 : 1).toBe(heads);
      expect(api.asked.filter((a) => a.url.includes('/files/'))).toHaveLength(heads);
    }
  });

  it('sends a guest no Authorization, and the session never to a file on another origin', async () => {
    const api = fakeApi({ type: 'pdf', files: [{ file_index: 0, url: 'https://s3.example/b1.pdf?sig=x', size_bytes: 4 * MIB }] });
    expect(await start('/book/pdf/b1', api, 'tok')?.head).toMatchObject({ url: 'https://s3.example/b1.pdf?sig=x' });
    expect(api.asked[1]?.headers).toEqual({ range: `bytes=0-${EARLY_HEAD_BYTES - 1}` });
    const guest = fakeApi(pdfBook);
    await start('/book/pdf/b1', guest)?.head;
    expect(guest.asked[0]?.headers).toEqual({ 'x-env': 'prod' });
  });

  it('gives up quietly (null) on a refusal, a network failure or an answer that is not a book', async () => {
    const refused = start('/book/pdf/b1', fakeApi(pdfBook, { recordStatus: 401 }));
    expect(await refused?.record).toBeNull();
    expect(await refused?.head).toBeNull();
    const offline = startEarlyBook({ pathname: '/book/pdf/b1', apiBase: '', apiEnv: 'prod', token: () => null, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await offline?.record).toBeNull();
    expect(await offline?.head).toBeNull();
    expect(await start('/book/pdf/b1', fakeApi(['not', 'a', 'book']))?.head).toBeNull();
  });

  it('gives up (null) on a request that stalls, when its time is up', async () => {
    const timers: Array<{ ms: number; controller: AbortController }> = [];
    const timeout = (ms: number) => {
      const controller = new AbortController();
      timers.push({ ms, controller });
      return controller.signal;
    };
    // A server that never answers; only the signal ends the request.
    const stalled = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof globalThis.fetch;
    const early = startEarlyBook({ pathname: '/book/pdf/b1', apiBase: '', apiEnv: 'prod', token: () => null, fetch: stalled, timeout });
    expect(timers.map((t) => t.ms)).toEqual([EARLY_TIMEOUT_MS]);
    timers[0]?.controller.abort(new DOMException('timed out', 'TimeoutError'));
    expect(await early?.record).toBeNull();
    expect(await early?.head).toBeNull();

    // The head's own request has its own time.
    const api = fakeApi(pdfBook);
    const slowFile = ((input: RequestInfo | URL, init?: RequestInit) => (String(input).includes('/files/') ? stalled(input, init) : api.fetch(input, init))) as typeof globalThis.fetch;
    timers.length = 0;
    const late = startEarlyBook({ pathname: '/book/pdf/b1', apiBase: '', apiEnv: 'prod', token: () => null, fetch: slowFile, timeout });
    expect(await late?.record).toEqual(pdfBook);
    await vi.waitFor(() => expect(timers).toHaveLength(2));
    timers[1]?.controller.abort(new DOMException('timed out', 'TimeoutError'));
    expect(await late?.head).toBeNull();
  });

  it('does nothing outside a reader route, or with a malformed id', () => {
    const api = fakeApi(pdfBook);
    for (const path of ['/', '/chat', '/book/pdf/', '/book/mobi/b1', '/book/pdf/b1/extra', '/book/pdf/%E0%A4%A']) expect(start(path, api)).toBeNull();
    expect(api.asked).toEqual([]);
  });

  it('joins the API base the way the app client does', async () => {
    const api = fakeApi(pdfBook);
    await startEarlyBook({ pathname: '/book/pdf/b1', apiBase: 'https://api.example/', apiEnv: 'test', token: () => null, fetch: api.fetch })?.head;
    expect(api.asked.map((a) => a.url)).toEqual(['https://api.example/api/books/b1?with_files=true', 'https://api.example/api/books/b%201/files/0']);
    expect(api.asked[1]?.headers['x-env']).toBe('test');
  });
});

describe('storedToken', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === USER_KEY ? value : null) });

  it("reads the user store's key and envelope", () => {
    expect(USER_KEY).toBe(USER_STORAGE_KEY);
    expect(storedToken(storage(JSON.stringify({ data: { token: 'tok' }, expire: null })), 0)).toBe('tok');
    expect(storedToken(storage(JSON.stringify({ data: { token: 'tok' }, expire: 2000 })), 1000)).toBe('tok');
  });

  it('is null when expired, signed out, corrupt or unavailable', () => {
    expect(storedToken(storage(JSON.stringify({ data: { token: 'tok' }, expire: 1000 })), 1000)).toBeNull();
    expect(storedToken(storage(JSON.stringify({ data: { token: '' }, expire: null })), 0)).toBeNull();
    expect(storedToken(storage('{not json'), 0)).toBeNull();
    expect(storedToken(storage(null), 0)).toBeNull();
    expect(storedToken(null, 0)).toBeNull();
  });
});

describe('takeEarlyBook', () => {
  it("hands over this book's early requests once", () => {
    const early = start('/book/pdf/b1', fakeApi(pdfBook));
    const host = { __atelierEarlyBook: early };
    expect(takeEarlyBook('b2', host)).toBeNull();
    expect(host.__atelierEarlyBook).toBeNull();
    host.__atelierEarlyBook = early;
    expect(takeEarlyBook('b1', host)).toBe(early);
    expect(takeEarlyBook('b1', host)).toBeNull();
  });
});
