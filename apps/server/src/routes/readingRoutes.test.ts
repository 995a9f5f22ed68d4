import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, readingProgress } from '../db/schema';
import { BOOK_ACCESS_TTL_MS } from '../domain/bookAccessCache';
import { uploadForm } from '../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

interface Library {
  server: TestServer;
  call: ApiClient;
  owner: string;
  reader: string;
  friend: string;
  bookIds: string[];
}

/** A server with an owner's three public books (One, Two, Three) and two readers who have read nothing yet. */
async function startLibrary(options: { clock?: () => number } = {}): Promise<Library> {
  // Guests may browse the public library here, so Popular answers them too.
  const server = await startTestServer({ config: { publicLibrary: 'anyone' }, ...options });
  const call = createClient(server.url);
  const owner = (await signUp(call, 'owner')).access_token;
  const reader = (await signUp(call, 'reader')).access_token;
  const friend = (await signUp(call, 'friend')).access_token;
  const bookIds: string[] = [];
  for (const title of ['One', 'Two', 'Three']) {
    const res = await call('POST', '/api/books/upload', {
      token: owner,
      body: uploadForm({ file: { name: `${title}.txt`, data: Buffer.from(title) }, fields: { title, file_index: 0, total_files: 1, visibility: 'public' } }),
    });
    bookIds.push(res.body.book.id);
  }
  return { server, call, owner, reader, friend, bookIds };
}

let server: TestServer;
let call: ApiClient;
let reader: string;
let friend: string;
let bookIds: string[];

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes)).toISOString();
const progress = (overrides: Record<string, unknown> = {}) => ({
  format: 'txt',
  file_index: 0,
  locator: '3:120',
  percentage: 0.25,
  client_updated_at: at(0),
  device_id: 'device-a',
  ...overrides,
});

beforeAll(async () => {
  ({ server, call, reader, friend, bookIds } = await startLibrary());
}, 60_000);
afterAll(() => server.close());

describe('reading progress', () => {
  it('stores progress and ignores older client writes', async () => {
    const [id] = bookIds;
    const saved = await call('POST', `/api/reading/progress/${id}`, { token: reader, json: progress({ client_updated_at: at(10), locator: '5:0' }) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ book_id: id, locator: '5:0', percentage: 0.25, finished: false, client_updated_at: at(10), device_id: 'device-a' });
    const older = await call('POST', `/api/reading/progress/${id}`, { token: reader, json: progress({ client_updated_at: at(5), locator: '1:0', device_id: 'device-b' }) });
    expect(older.body).toMatchObject({ locator: '5:0', client_updated_at: at(10), device_id: 'device-a' });
    const stored = await call('GET', `/api/reading/history/${id}`, { token: reader });
    expect(stored.body.locator).toBe('5:0');
  });

  it('ends 50 parallel writes with the newest client_updated_at', async () => {
    const id = bookIds[1];
    const minutes = Array.from({ length: 50 }, (_, i) => i).sort(() => Math.random() - 0.5);
    const results = await Promise.all(
      minutes.map((m) => call('POST', `/api/reading/progress/${id}`, { token: reader, json: progress({ client_updated_at: at(m), locator: `m${m}` }) })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const stored = await call('GET', `/api/reading/history/${id}`, { token: reader });
    expect(stored.body).toMatchObject({ locator: 'm49', client_updated_at: at(49) });
  });

  it('validates the body and the book', async () => {
    const id = bookIds[0];
    for (const json of [
      progress({ percentage: 1.5 }),
      progress({ format: 'mobi' }),
      progress({ client_updated_at: 'yesterday' }),
      progress({ file_index: -1 }),
      progress({ device_id: '' }),
      progress({ locator: 'x'.repeat(10_001) }),
      { format: 'txt' },
    ]) {
      const res = await call('POST', `/api/reading/progress/${id}`, { token: reader, json });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await call('POST', `/api/reading/progress/${randomUUID()}`, { token: reader, json: progress() })).status).toBe(404);
    expect((await call('POST', `/api/reading/progress/${id}`, { json: progress() })).status).toBe(401);
    expect((await call('GET', `/api/reading/history/${bookIds[2]}`, { token: reader })).status).toBe(404);
  });

  it('keeps progress per user', async () => {
    expect((await call('GET', `/api/reading/history/${bookIds[0]}`, { token: friend })).status).toBe(404);
  });
});

describe('progress writes after a book is made private', () => {
  // Progress writes remember for BOOK_ACCESS_TTL_MS that the reader may open the book.
  let now = Date.UTC(2026, 0, 1);
  let lib: Library;
  beforeAll(async () => {
    lib = await startLibrary({ clock: () => now });
  }, 60_000);
  afterAll(() => lib.server.close());

  const write = (bookId: string, minute: number) =>
    lib.call('POST', `/api/reading/progress/${bookId}`, { token: lib.reader, json: progress({ client_updated_at: at(minute) }) });

  it('are refused at once when this server made it private, by either route', async () => {
    const [viaList, viaBook] = lib.bookIds;
    for (const id of [viaList!, viaBook!]) expect((await write(id, 1)).status).toBe(200);
    const list = await lib.call('PUT', '/api/books/visibility', { token: lib.owner, json: { book_ids: [viaList], visibility: 'private' } });
    expect(list.status).toBe(200);
    const book = await lib.call('PUT', `/api/books/${viaBook}`, { token: lib.owner, json: { visibility: 'private' } });
    expect(book.status).toBe(200);
    for (const id of [viaList!, viaBook!]) {
      const refused = await write(id, 2);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('BOOK_PRIVATE');
    }
  });

  it('are refused once the TTL is over when another server process made it private', async () => {
    const id = lib.bookIds[2]!;
    expect((await write(id, 1)).status).toBe(200);
    // What a second server on the same PostgreSQL database does: this process is not told.
    await lib.server.app.ctx.db.update(books).set({ visibility: 'private' }).where(eq(books.id, id));
    now += BOOK_ACCESS_TTL_MS;
    const refused = await write(id, 3);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('BOOK_PRIVATE');
    const [row] = await lib.server.app.ctx.db.select().from(readingProgress).where(eq(readingProgress.bookId, id));
    expect(row?.clientUpdatedAt.toISOString()).toBe(at(1));
  });
});

describe('continue, history and popular', () => {
  // A library of its own: popular counts every reader on the server, so what the tests above wrote
  // (in whatever order they ran) takes no part. Read in this order: One, Two, then Three by both.
  let lib: Library;
  beforeAll(async () => {
    lib = await startLibrary();
    const { call, reader, friend, bookIds } = lib;
    await call('POST', `/api/reading/progress/${bookIds[0]}`, { token: reader, json: progress({ client_updated_at: at(10), locator: '5:0' }) });
    await call('POST', `/api/reading/progress/${bookIds[1]}`, { token: reader, json: progress({ client_updated_at: at(49), locator: 'm49' }) });
    await call('POST', `/api/reading/progress/${bookIds[2]}`, { token: reader, json: progress({ client_updated_at: at(100), finished: true, percentage: 1 }) });
    await call('POST', `/api/reading/progress/${bookIds[2]}`, { token: friend, json: progress({ client_updated_at: at(1) }) });
  }, 60_000);
  afterAll(() => lib.server.close());

  it('continue lists unfinished books, newest first', async () => {
    const res = await lib.call('GET', '/api/reading/continue', { token: lib.reader });
    expect(res.body.items.map((i: { book: { title: string } }) => i.book.title)).toEqual(['Two', 'One']);
    expect(res.body.items[0].progress.locator).toBe('m49');
  });

  it('history filters by status and limit', async () => {
    const finished = await lib.call('GET', '/api/reading/history?status=finished', { token: lib.reader });
    expect(finished.body.items.map((i: { book: { title: string } }) => i.book.title)).toEqual(['Three']);
    const all = await lib.call('GET', '/api/reading/history?limit=2', { token: lib.reader });
    expect(all.body.items.map((i: { book: { title: string } }) => i.book.title)).toEqual(['Three', 'Two']);
    expect((await lib.call('GET', '/api/reading/history?status=lost', { token: lib.reader })).status).toBe(400);
    expect((await lib.call('GET', '/api/reading/history?limit=1000', { token: lib.reader })).status).toBe(400);
  });

  it('history pages on with offset, so an export reaches every book read', async () => {
    const page = (offset: number) => lib.call('GET', `/api/reading/history?limit=2&offset=${offset}`, { token: lib.reader });
    const titles = async (offset: number) => (await page(offset)).body.items.map((i: { book: { title: string } }) => i.book.title);
    expect([...(await titles(0)), ...(await titles(2))]).toEqual(['Three', 'Two', 'One']);
    expect(await titles(3)).toEqual([]);
    expect((await lib.call('GET', '/api/reading/history?offset=-1', { token: lib.reader })).status).toBe(400);
  });

  it('popular counts distinct readers, publicly', async () => {
    const res = await lib.call('GET', '/api/reading/popular?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { book: { title: string }; readers: number }) => [i.book.title, i.readers])).toEqual([
      ['Three', 2],
      ['Two', 1],
    ]);
  });

  it('popular only counts the last 30 days, breaking ties by the most recent read', async () => {
    // Reads cannot be back-dated through the API, so the clock is turned back in the database.
    const longAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const three = eq(readingProgress.bookId, lib.bookIds[2]!);
    await lib.server.app.ctx.db.update(readingProgress).set({ updatedAt: longAgo }).where(three);
    try {
      const res = await lib.call('GET', '/api/reading/popular');
      expect(res.body.items.map((i: { book: { title: string }; readers: number }) => [i.book.title, i.readers])).toEqual([
        ['Two', 1],
        ['One', 1],
      ]);
    } finally {
      // Read again now, as it was: the other tests of this library may run after this one.
      await lib.server.app.ctx.db.update(readingProgress).set({ updatedAt: new Date() }).where(three);
    }
  });
});
