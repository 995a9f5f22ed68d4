import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytesOf } from '../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** Disk writes and sweeps land when the event loop gets to them; a busy machine may take seconds. */
const eventually = { timeout: 20_000, interval: 50 };

let server: TestServer;
let call: ApiClient;
let token: string;
let otherToken: string;

async function createUpload(size: number, name: string, auth = token) {
  return call('POST', '/api/uploads', {
    token: auth,
    headers: { ...TUS, 'upload-length': String(size), 'upload-metadata': `filename ${b64(name)},filetype ${b64('text/plain')}` },
  });
}

async function patch(location: string, offset: number, body: Buffer, auth = token) {
  return call('PATCH', location, {
    token: auth,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(body),
  });
}

/** Sends `sent` bytes of a PATCH announcing `announced` bytes; drops the connection once the server has stored some. */
async function interruptedPatch(location: string, offset: number, announced: number, sent: Buffer): Promise<void> {
  const req = http.request(`${server.url}${location}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(announced),
    },
  });
  req.on('error', () => undefined);
  req.write(sent);
  await vi.waitFor(async () => {
    const head = await call('HEAD', location, { token, headers: TUS });
    expect(Number(head.headers.get('upload-offset'))).toBeGreaterThan(offset);
  }, eventually);
  req.destroy();
}

beforeAll(async () => {
  server = await startTestServer();
  call = createClient(server.url);
  token = (await signUp(call, 'uploader')).access_token;
  otherToken = (await signUp(call, 'stranger')).access_token;
}, 60_000);
afterAll(() => server.close());

describe('tus at /api/uploads', () => {
  it('needs a signed-in user', async () => {
    const res = await createUpload(10, 'x.txt', '');
    expect(res.status).toBe(401);
  });

  it('resumes an interrupted upload after a server restart, byte for byte', async () => {
    const data = Buffer.from(randomBytesOf(3 * 1024 * 1024, 11).map((b) => 0x20 + (b % 90)));
    const created = await createUpload(data.length, '长篇小说.txt');
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);

    await interruptedPatch(location, 0, data.length, data.subarray(0, 1024 * 1024 + 123));
    await server.stop();
    server = await startTestServer({ reuse: server });
    call = createClient(server.url);

    const head = await call('HEAD', location, { token, headers: TUS });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(1024 * 1024 + 123);
    expect(Number(head.headers.get('upload-length'))).toBe(data.length);

    const strangerHead = await call('HEAD', location, { token: otherToken, headers: TUS });
    expect(strangerHead.status).toBe(403);

    const uploadId = location.split('/').pop()!;
    const early = await call('POST', '/api/books/upload', { token, body: form({ upload_id: uploadId }) });
    expect([early.status, early.body.code]).toEqual([409, 'UPLOAD_INCOMPLETE']);

    const rest = await patch(location, offset, data.subarray(offset));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(data.length);

    const stolen = await call('POST', '/api/books/upload', { token: otherToken, body: form({ upload_id: uploadId }) });
    expect(stolen.status).toBe(403);

    const book = await call('POST', '/api/books/upload', { token, body: form({ upload_id: uploadId }) });
    expect(book.status).toBe(201);
    expect(book.body.file).toMatchObject({ name: '长篇小说.txt', size_bytes: data.length, mime: 'text/plain' });
    const served = Buffer.from(await (await fetch(`${server.url}${book.body.file.url}`)).arrayBuffer());
    expect(sha(served)).toBe(sha(data));

    const again = await call('POST', '/api/books/upload', { token, body: form({ upload_id: uploadId }) });
    expect([again.status, again.body.code]).toEqual([404, 'UPLOAD_NOT_FOUND']);
  }, 60_000);

  it('terminates uploads, only for their owner', async () => {
    const created = await createUpload(100, 'a.txt');
    const location = created.headers.get('location')!;
    const denied = await call('DELETE', location, { token: otherToken, headers: TUS });
    expect(denied.status).toBe(403);
    const gone = await call('DELETE', location, { token, headers: TUS });
    expect(gone.status).toBe(204);
    const head = await call('HEAD', location, { token, headers: TUS });
    expect([404, 410]).toContain(head.status);
  });

  it('ignores an owner header sent by the client', async () => {
    const stranger = await call('GET', '/api/wx/user/info', { token: otherToken });
    const res = await call('POST', '/api/uploads', {
      token,
      headers: { ...TUS, 'upload-length': '10', 'x-atelier-owner': stranger.body.id },
    });
    const head = await call('HEAD', res.headers.get('location')!, { token: otherToken, headers: TUS });
    expect(head.status).toBe(403);
  });

  it('refuses uploads over MAX_FILE_BYTES at creation', async () => {
    const res = await createUpload(server.config.maxFileBytes + 1, 'huge.mp4');
    expect(res.status).toBe(413);
  });

  it('refuses a file and an upload_id together, and an unknown id', async () => {
    const both = new FormData();
    for (const [k, v] of Object.entries({ title: 'x', file_index: '0', total_files: '1', upload_id: 'abc' })) both.append(k, v);
    both.append('file', new Blob(['hello']), 'a.txt');
    expect((await call('POST', '/api/books/upload', { token, body: both })).status).toBe(400);
    const unknown = await call('POST', '/api/books/upload', { token, body: form({ upload_id: 'ffffffffffffffffffffffffffffffff' }) });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'UPLOAD_NOT_FOUND']);
    const traversal = await call('POST', '/api/books/upload', { token, body: form({ upload_id: '../../secrets' }) });
    expect(traversal.status).toBe(400);
  });
});

describe('abandoned uploads', () => {
  it('expire after the expiry period and are removed from disk, finished or not', async () => {
    // Written under the normal expiry, so no slow moment can expire them before they are sent.
    const first = await startTestServer();
    let short: TestServer | null = null;
    try {
      const quick = createClient(first.url);
      const owner = (await signUp(quick, 'forgetful')).access_token;
      const start = async (size: number) => {
        const created = await quick('POST', '/api/uploads', { token: owner, headers: { ...TUS, 'upload-length': String(size) } });
        return created.headers.get('location')!;
      };
      const partial = await start(100);
      const sent = await quick('PATCH', partial, {
        token: owner,
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(Buffer.alloc(10, 0x61)),
      });
      expect(sent.status).toBe(204);
      expect(Date.parse(sent.headers.get('upload-expires')!)).toBeGreaterThan(Date.now());
      const finished = await start(4);
      await quick('PATCH', finished, {
        token: owner,
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(Buffer.from('done')),
      });
      const uploads = path.join(first.dataDir, 'uploads');
      const ids = [partial, finished].map((l) => l.split('/').pop()!);
      expect(await readdir(uploads)).toEqual(expect.arrayContaining(ids));
      await first.stop();
      // The same data under an expiry of one second instead of 24 hours: the same code path.
      short = await startTestServer({ reuse: { dataDir: first.dataDir, config: { ...first.config, uploadExpiryHours: 1 / 3600 } } });
      const again = createClient(short.url);
      await vi.waitFor(async () => {
        const names = await readdir(uploads);
        expect(ids.filter((id) => names.some((n) => n.startsWith(id)))).toEqual([]);
      }, eventually);
      for (const location of [partial, finished]) {
        expect([404, 410]).toContain((await again('HEAD', location, { token: owner, headers: TUS })).status);
      }
      const claim = await again('POST', '/api/books/upload', { token: owner, body: form({ upload_id: ids[1]! }) });
      expect([claim.status, claim.body.code]).toEqual([404, 'UPLOAD_NOT_FOUND']);
    } finally {
      // The second server owns the data dir once it runs; before that the first one still does.
      await (short ?? first).close();
    }
  }, 60_000);
});

function form(extra: Record<string, string>): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries({ title: 'Novel', file_index: '0', total_files: '1', ...extra })) body.append(k, v);
  return body;
}
