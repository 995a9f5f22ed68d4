import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from '../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

// Every signed-in endpoint, checked the same way: no token, an expired one, a disabled user's;
// and every owner-or-admin endpoint against a stranger (403) and an administrator (allowed).

interface Operation {
  security?: Array<Record<string, unknown>>;
}

let server: TestServer;
let call: ApiClient;
let admin: string;
let owner: string;
let stranger: string;
let disabled: string;
let expired: string;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  server = await startTestServer();
  call = createClient(server.url);
  admin = (await signUp(call, 'boss')).access_token;
  owner = (await signUp(call, 'owner')).access_token;
  stranger = (await signUp(call, 'stranger')).access_token;
  const leaving = await signUp(call, 'leaving');
  disabled = leaving.access_token;
  await call('PUT', `/api/admin/users/${leaving.user.id}`, { token: admin, json: { disabled: true } });
  const now = Math.floor(Date.now() / 1000);
  expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(leaving.user.id)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(server.config.jwtSecret ?? ''));
  doc = (await call('GET', '/api/openapi.json')).body;
}, 60_000);
afterAll(() => server.close());

const fill = (path: string) => path.replace(/\{id\}/, 'abc123').replace(/\{[^}]+\}/g, () => randomUUID());

describe('signed-in endpoints', () => {
  it('refuse a missing, an expired and a disabled user’s token with 401, before reading any input', async () => {
    const secured = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        // `optional` routes list an anonymous alternative ({}); these need a token.
        .filter(([, op]) => op.security?.length === 1)
        .map(([method, op]) => [method.toUpperCase(), fill(path), op] as const),
    );
    expect(secured.length).toBeGreaterThan(25);
    // Those whose body stays a raw stream (tus, a drawing image sent to keep) too: refused before it is read.
    expect(secured.map(([method, path]) => `${method} ${path.replace(/[0-9a-f-]{36}/, '{uuid}')}`)).toEqual(
      expect.arrayContaining(['POST /api/draw/images', 'PUT /api/draw/images/{uuid}', 'PATCH /api/uploads/abc123']),
    );
    for (const [method, path] of secured) {
      const headers = path.startsWith('/api/uploads') ? { 'tus-resumable': '1.0.0', 'upload-length': '1' } : undefined;
      for (const [token, code] of [
        [undefined, 'UNAUTHORIZED'],
        [expired, 'TOKEN_EXPIRED'],
        [disabled, 'USER_DISABLED'],
      ] as const) {
        const res = await call(method, path, { token, ...(headers ? { headers } : {}), ...(method === 'GET' || method === 'HEAD' ? {} : { json: {} }) });
        expect([method, path, res.status]).toEqual([method, path, 401]);
        if (method !== 'HEAD') expect(res.body.code).toBe(code);
      }
    }
  });

  it('keep admin endpoints to administrators', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/stats'],
      ['PUT', `/api/admin/users/${randomUUID()}`],
      ['POST', `/api/admin/users/${randomUUID()}/reset-link`],
    ] as const) {
      const res = await call(method, path, { token: owner, ...(method === 'PUT' ? { json: { admin_level: 1 } } : {}) });
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, 'FORBIDDEN']);
    }
  });
});

describe('owner-or-admin endpoints', () => {
  it('answer 403 to another user and let an administrator through', async () => {
    const upload = await call('POST', '/api/books/upload', {
      token: owner,
      body: uploadForm({ file: { name: 'mine.txt', data: Buffer.from('my own book') }, fields: { title: 'Mine', file_index: 0, total_files: 1 } }),
    });
    const book = upload.body.book.id as string;
    const task = (await call('POST', '/api/books/batch-upload', { token: owner, json: { task_name: 'Mine', root_path: 'Mine', total_files: 1 } })).body.task_id as string;
    const tus = (await call('POST', '/api/uploads', { token: owner, headers: { 'tus-resumable': '1.0.0', 'upload-length': '5' } })).headers.get('location')!;
    const TUS = { 'tus-resumable': '1.0.0' };
    const patchTus = { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };

    // [method, path, options, status for the administrator]; destructive ones last.
    const cases: Array<[string, string, Parameters<ApiClient>[2], number]> = [
      ['PUT', `/api/books/${book}`, { json: { title: 'Renamed' } }, 200],
      ['GET', `/api/upload-tasks/${task}`, {}, 200],
      ['PUT', `/api/upload-tasks/${task}`, { json: { task_name: 'Renamed' } }, 200],
      ['POST', `/api/upload-tasks/${task}/retry`, {}, 200],
      ['POST', `/api/books/batch-upload/${task}/complete`, {}, 200],
      ['HEAD', tus, { headers: TUS }, 200],
      ['PATCH', tus, { headers: patchTus, body: new Uint8Array(Buffer.from('hello')) }, 204],
      // Adding files to a book stays its owner's right, even for an administrator (DESIGN §4).
      [
        'POST',
        '/api/books/upload',
        { body: uploadForm({ file: { name: 'extra.txt', data: Buffer.from('more') }, fields: { title: 'Mine', book_id: book, file_index: 0, total_files: 1 } }) },
        403,
      ],
      ['DELETE', tus, { headers: TUS }, 204],
      ['DELETE', `/api/upload-tasks/${task}`, {}, 204],
      ['DELETE', `/api/books/${book}`, {}, 204],
    ];
    for (const [method, path, options] of cases) {
      const res = await call(method, path, { ...options, token: stranger });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    // Nothing the stranger tried changed anything.
    expect((await call('GET', `/api/books/${book}`, { token: owner })).body.title).toBe('Mine');

    for (const [method, path, options, status] of cases) {
      const res = await call(method, path, { ...options, token: admin });
      expect([method, path, res.status]).toEqual([method, path, status]);
    }
    expect((await call('GET', `/api/books/${book}`)).status).toBe(404);
  });
});
