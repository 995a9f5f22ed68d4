import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookVisibility } from '../contracts';
import { PNG_1X1, uploadForm } from '../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

// Who can reach what (issue 18, items 1–2): every route of the OpenAPI document that names a book,
// for the owner, another user, an administrator and a guest, against a private, a link and a public
// book; then every list that could show a book; then the signed addresses of private books.

type Who = 'owner' | 'other' | 'admin' | 'guest';
const WHO: Who[] = ['owner', 'other', 'admin', 'guest'];
const VISIBILITIES: BookVisibility[] = ['private', 'link', 'public'];

let now = Date.UTC(2026, 10, 27, 12, 0, 0);
let server: TestServer;
let call: ApiClient;
const token: Record<Who, string | undefined> = { owner: undefined, other: undefined, admin: undefined, guest: undefined };
const book = {} as Record<BookVisibility, string>;

async function upload(who: Who, title: string, visibility?: BookVisibility): Promise<string> {
  const fields: Record<string, string | number> = { title, file_index: 0, total_files: 1, ...(visibility ? { visibility } : {}) };
  const res = await call('POST', '/api/books/upload', {
    token: token[who],
    body: uploadForm({ file: { name: `${title}.txt`, data: Buffer.from(`The text of ${title}.`) }, cover: { name: 'c.png', data: PNG_1X1 }, fields }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.book.id as string;
}

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, config: { publicLibrary: 'anyone' } });
  call = createClient(server.url);
  token.admin = (await signUp(call, 'admin')).access_token;
  token.owner = (await signUp(call, 'owner')).access_token;
  token.other = (await signUp(call, 'other')).access_token;
  for (const visibility of VISIBILITIES) book[visibility] = await upload('owner', `Shelfmark ${visibility}`, visibility);
}, 60_000);
afterAll(() => server.close());

/** May `who` open a book of this visibility? The owner and administrators always; others unless private. */
const opens = (who: Who, visibility: BookVisibility) => who === 'owner' || who === 'admin' || visibility !== 'private';
const changes = (who: Who) => who === 'owner' || who === 'admin';

interface Expectation {
  status: number;
  code?: string;
}

/** What each route that names a book must answer; a new such route fails the test until it is listed here. */
const MATRIX: Record<string, (who: Who, visibility: BookVisibility) => Expectation> = {
  'GET /api/books/{book_id}': (who, v) => (opens(who, v) ? { status: 200 } : { status: 403, code: 'BOOK_PRIVATE' }),
  'GET /api/books/{book_id}/cover': (who, v) => (opens(who, v) ? { status: 200 } : { status: 403, code: 'BOOK_PRIVATE' }),
  'GET /api/books/{book_id}/qrcode.png': (who, v) => (opens(who, v) ? { status: 200 } : { status: 403, code: 'BOOK_PRIVATE' }),
  'GET /api/books/{book_id}/files/{file_index}': (who, v) => (opens(who, v) ? { status: 200 } : { status: 403, code: 'BOOK_PRIVATE' }),
  'PUT /api/books/{book_id}': (who) => (who === 'guest' ? { status: 401, code: 'UNAUTHORIZED' } : changes(who) ? { status: 200 } : { status: 403, code: 'FORBIDDEN' }),
  'DELETE /api/books/{book_id}': (who) =>
    who === 'guest' ? { status: 401, code: 'UNAUTHORIZED' } : changes(who) ? { status: 204 } : { status: 403, code: 'FORBIDDEN' },
  'POST /api/reading/progress/{book_id}': (who, v) =>
    who === 'guest' ? { status: 401, code: 'UNAUTHORIZED' } : opens(who, v) ? { status: 200 } : { status: 403, code: 'BOOK_PRIVATE' },
  // Asked after the progress above was saved.
  'GET /api/reading/history/{book_id}': (who, v) =>
    who === 'guest' ? { status: 401, code: 'UNAUTHORIZED' } : opens(who, v) ? { status: 200 } : { status: 403, code: 'BOOK_PRIVATE' },
};

function request(route: string, bookId: string, who: Who) {
  const [method = 'GET', template = ''] = route.split(' ');
  const path = template.replace('{book_id}', bookId).replace('{file_index}', '0');
  const options = { token: token[who] };
  if (method === 'PUT') return call(method, path, { ...options, json: { description: `Touched by ${who}` } });
  if (method === 'POST') {
    return call(method, path, {
      ...options,
      json: { format: 'txt', file_index: 0, locator: 'c:0', percentage: 0.5, client_updated_at: new Date(now).toISOString(), device_id: who },
    });
  }
  return call(method, path, options);
}

describe('every route that names a book', () => {
  it('answers each caller as the book’s visibility says', async () => {
    const doc = (await call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.includes('{book_id}'))
      .flatMap(([path, operations]) => Object.keys(operations).filter((m) => m !== 'head').map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(Object.keys(MATRIX).sort());

    const answers: string[] = [];
    const wanted: string[] = [];
    for (const [route, expected] of Object.entries(MATRIX)) {
      if (route.startsWith('DELETE')) continue; // below, on books of their own
      for (const visibility of VISIBILITIES) {
        for (const who of WHO) {
          const res = await request(route, book[visibility], who);
          const want = expected(who, visibility);
          answers.push(`${route} ${visibility} ${who}: ${res.status} ${want.code ? res.body.code : ''}`);
          wanted.push(`${route} ${visibility} ${who}: ${want.status} ${want.code ?? ''}`);
        }
      }
    }
    expect(answers).toEqual(wanted);
  });

  it('lets only the owner and administrators delete, whatever the visibility', async () => {
    for (const visibility of VISIBILITIES) {
      for (const who of WHO) {
        const id = await upload('owner', `Doomed ${visibility}`, visibility);
        const res = await call('DELETE', `/api/books/${id}`, { token: token[who] });
        const want = MATRIX['DELETE /api/books/{book_id}']!(who, visibility);
        expect([visibility, who, res.status, want.code ? res.body.code : undefined]).toEqual([visibility, who, want.status, want.code]);
        expect((await call('GET', `/api/books/${id}`, { token: token.owner })).status).toBe(changes(who) ? 404 : 200);
      }
    }
  });

  it('refuses a guessed file address of a private book, with or without a forged signature', async () => {
    const base = `/api/books/${book.private}/files/0`;
    for (const query of ['', '?exp=9999999999&sig=' + 'A'.repeat(43), '?sig=x']) {
      const res = await call('GET', base + query);
      expect([query, res.status, res.body.code]).toEqual([query, 403, 'BOOK_PRIVATE']);
    }
  });
});

describe('lists', () => {
  const titles = (items: Array<{ title: string }>) => items.map((b) => b.title).filter((t) => t.startsWith('Shelfmark')).sort();
  const all = ['Shelfmark link', 'Shelfmark private', 'Shelfmark public'];

  it('My books: the caller’s own, every book for an administrator, with a visibility filter', async () => {
    expect(titles((await call('GET', '/api/books', { token: token.owner })).body.items)).toEqual(all);
    expect(titles((await call('GET', '/api/books', { token: token.other })).body.items)).toEqual([]);
    expect(titles((await call('GET', '/api/books', { token: token.admin })).body.items)).toEqual(all);
    expect(titles((await call('GET', '/api/books?visibility=link', { token: token.owner })).body.items)).toEqual(['Shelfmark link']);
    expect((await call('GET', '/api/books?visibility=secret', { token: token.owner })).status).toBe(400);
  });

  it('the public library shows public books to everyone, and nothing else', async () => {
    for (const who of WHO) {
      const res = await call('GET', '/api/books/public', { token: token[who] });
      expect([who, res.status, titles(res.body.items)]).toEqual([who, 200, ['Shelfmark public']]);
    }
  });

  it('search covers the caller’s own and the public books; guests find public ones only', async () => {
    const found = async (who: Who, scope = '') =>
      titles((await call('GET', `/api/books/search?keyword=shelfmark${scope}`, { token: token[who] })).body.items);
    expect(await found('owner')).toEqual(all);
    expect(await found('other')).toEqual(['Shelfmark public']);
    expect(await found('admin')).toEqual(all);
    expect(await found('guest')).toEqual(['Shelfmark public']);
    expect(await found('owner', '&scope=public')).toEqual(['Shelfmark public']);
    expect(await found('other', '&scope=mine')).toEqual([]);
    expect((await call('GET', '/api/books/search?keyword=shelfmark&scope=mine')).status).toBe(401);
  });

  it('Popular lists only books the caller may find: no private or link book reaches a stranger', async () => {
    // Everyone who may has read all three (the matrix above saved progress).
    const popular = async (who: Who) => titles((await call('GET', '/api/reading/popular', { token: token[who] })).body.items.map((e: { book: { title: string } }) => e.book));
    expect(await popular('guest')).toEqual(['Shelfmark public']);
    expect(await popular('other')).toEqual(['Shelfmark public']);
    expect(await popular('owner')).toEqual(all);
    expect(await popular('admin')).toEqual(all);
  });

  it('Continue and History drop a book its owner made private since', async () => {
    const shelf = async (path: string) => titles((await call('GET', path, { token: token.other })).body.items.map((e: { book: { title: string } }) => e.book));
    expect(await shelf('/api/reading/continue')).toEqual(['Shelfmark link', 'Shelfmark public']);
    const id = await upload('owner', 'Shelfmark withdrawn', 'link');
    await request('POST /api/reading/progress/{book_id}', id, 'other');
    expect(await shelf('/api/reading/history')).toContain('Shelfmark withdrawn');
    expect((await call('PUT', `/api/books/${id}`, { token: token.owner, json: { visibility: 'private' } })).body.visibility).toBe('private');
    expect(await shelf('/api/reading/history')).not.toContain('Shelfmark withdrawn');
    expect(await shelf('/api/reading/continue')).not.toContain('Shelfmark withdrawn');
  });
});

describe('changing visibility', () => {
  it('takes a visibility at upload (private unless said otherwise) and refuses an unknown one', async () => {
    const id = await upload('owner', 'Unsaid');
    expect((await call('GET', `/api/books/${id}`, { token: token.owner })).body.visibility).toBe('private');
    const res = await call('POST', '/api/books/upload', {
      token: token.owner,
      body: uploadForm({ file: { name: 'x.txt', data: Buffer.from('x') }, fields: { title: 'X', file_index: 0, total_files: 1, visibility: 'friends' } }),
    });
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('changes several books at once, all or none, for their owner or an administrator', async () => {
    const [a, b] = [await upload('owner', 'Bulk A'), await upload('owner', 'Bulk B')];
    const mixed = await upload('other', 'Not the owner’s');
    const visibilityOf = async (id: string) => (await call('GET', `/api/books/${id}`, { token: token.admin })).body.visibility;

    let res = await call('PUT', '/api/books/visibility', { token: token.owner, json: { book_ids: [a, b, mixed], visibility: 'public' } });
    expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    expect([await visibilityOf(a), await visibilityOf(b)]).toEqual(['private', 'private']);

    res = await call('PUT', '/api/books/visibility', { token: token.owner, json: { book_ids: [a, '00000000-0000-4000-8000-000000000000'], visibility: 'public' } });
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await visibilityOf(a)).toBe('private');

    res = await call('PUT', '/api/books/visibility', { token: token.owner, json: { book_ids: [a, b, a], visibility: 'link' } });
    expect([res.status, res.body]).toEqual([200, { updated: 2 }]);
    expect([await visibilityOf(a), await visibilityOf(b)]).toEqual(['link', 'link']);

    res = await call('PUT', '/api/books/visibility', { token: token.admin, json: { book_ids: [a, mixed], visibility: 'private' } });
    expect([res.status, res.body]).toEqual([200, { updated: 2 }]);

    for (const json of [{ book_ids: [], visibility: 'link' }, { book_ids: [a], visibility: 'everyone' }, { book_ids: ['nope'], visibility: 'link' }, { book_ids: [a] }]) {
      res = await call('PUT', '/api/books/visibility', { token: token.owner, json });
      expect([JSON.stringify(json), res.status, res.body.code]).toEqual([JSON.stringify(json), 400, 'VALIDATION_FAILED']);
    }
  });
});

describe('signed addresses of a private book', () => {
  it('open its file, cover and QR code without a token until they expire, and nothing else', async () => {
    const shared = (await call('GET', `/api/books/${book.link}?with_files=true`)).body;
    expect(shared.urls_expire_at).toBeUndefined();
    expect(shared.files[0].url).toBe(`/api/books/${book.link}/files/0`);

    const own = (await call('GET', `/api/books/${book.private}?with_files=true`, { token: token.owner })).body;
    const fileUrl: string = own.files[0].url;
    expect(fileUrl).toMatch(/\?exp=\d+&sig=[\w-]{43}$/);
    const expiresAt = Date.parse(own.urls_expire_at);
    expect(expiresAt - now).toBeGreaterThan(0);
    expect(expiresAt - now).toBeLessThanOrEqual(3_600_000);

    const ranged = await call('GET', fileUrl, { headers: { range: 'bytes=4-7' } });
    expect([ranged.status, ranged.body]).toEqual([206, 'text']);
    expect((await call('GET', own.cover_url)).status).toBe(200);
    expect((await call('GET', own.qrcode_url)).headers.get('cache-control')).toMatch(/^private/);

    // The signature is bound to its path: not another file, not another book.
    const query = fileUrl.slice(fileUrl.indexOf('?'));
    expect((await call('GET', `/api/books/${book.private}/files/1${query}`)).body.code).toBe('BOOK_PRIVATE');
    const other = await upload('owner', 'Another private');
    expect((await call('GET', `/api/books/${other}/files/0${query}`)).body.code).toBe('BOOK_PRIVATE');

    now = expiresAt;
    const late = await call('GET', fileUrl);
    expect([late.status, late.body.code]).toEqual([403, 'LINK_EXPIRED']);
    // Asking again gives a fresh address.
    const again = (await call('GET', `/api/books/${book.private}?with_files=true`, { token: token.owner })).body;
    expect((await call('GET', again.files[0].url)).status).toBe(200);
  });
});

describe('PUBLIC_LIBRARY', () => {
  it('signed-in (the default): guests are asked to sign in; off: no public library, but public books still open by address', async () => {
    for (const [access, guest, member] of [
      [undefined, [401, 'UNAUTHORIZED'], [200, undefined]],
      ['off', [404, 'PUBLIC_LIBRARY_OFF'], [404, 'PUBLIC_LIBRARY_OFF']],
    ] as const) {
      const limited = await startTestServer(access ? { config: { publicLibrary: access } } : {});
      try {
        const api = createClient(limited.url);
        await signUp(api, 'admin');
        const owner = (await signUp(api, 'owner')).access_token;
        const member2 = (await signUp(api, 'member')).access_token;
        const res = await api('POST', '/api/books/upload', {
          token: owner,
          body: uploadForm({ file: { name: 'p.txt', data: Buffer.from('public text') }, fields: { title: 'Open book', file_index: 0, total_files: 1, visibility: 'public' } }),
        });
        const id = res.body.book.id as string;
        const answer = async (path: string, t?: string) => {
          const r = await api('GET', path, { token: t });
          return [r.status, r.status === 200 ? undefined : r.body.code];
        };
        expect([access, ...(await answer('/api/books/public'))]).toEqual([access, ...guest]);
        expect([access, ...(await answer('/api/books/search?keyword=open&scope=public'))]).toEqual([access, ...guest]);
        expect([access, ...(await answer('/api/books/public', member2))]).toEqual([access, ...member]);
        const popular = await api('GET', '/api/reading/popular');
        expect(popular.status).toBe(200);
        expect((await api('GET', `/api/books/${id}/files/0`)).status).toBe(200);
        const session = await api('POST', '/api/session', { json: {} });
        expect(session.body.data.publicLibrary).toBe(access ?? 'signed-in');
      } finally {
        await limited.close();
      }
    }
  });
});
