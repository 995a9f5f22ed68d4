import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMidjourney, type FakeMidjourney, type FakeMidjourneyServer, startFakeMidjourneyServer } from '../../../../packages/draw/src/testing/node';
import type { DrawImageResponse, SyncRecord } from '../contracts';
import { readGatewayConfig } from '../gateway/gatewayConfig';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

// Issue 19, item 2: a finished drawing's image is copied into our storage, because the proxy's
// links expire; "a finished Midjourney task's image still shows after the fake proxy forgets it".

const SECRET = 'mj-secret';
const MAX_BYTES = 20_000;
// The fake's finished images are 64×64 PNGs of about 12.4 kB: two fit, a third does not.
const QUOTA = 30_000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Extra files on the proxy's own origin, for images that are not what they claim to be. */
const EXTRA: Record<string, () => Response> = {
  '/files/page.png': () => new Response('<!doctype html><html><body>Sign in to continue</body></html>', { headers: { 'content-type': 'text/html' } }),
  '/files/drawing.png': () =>
    new Response('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>', { headers: { 'content-type': 'image/svg+xml' } }),
  '/files/huge.png': () => new Response(Buffer.concat([PNG_MAGIC, Buffer.alloc(MAX_BYTES)]), { headers: { 'content-type': 'image/png' } }),
  // No Content-Length: the limit has to hold while the bytes stream.
  '/files/huge-chunked.png': () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(PNG_MAGIC));
          for (let i = 0; i < 30; i++) controller.enqueue(new Uint8Array(1000));
          controller.close();
        },
      }),
      { headers: { 'content-type': 'image/png' } },
    ),
  '/files/empty.png': () => new Response(new Uint8Array(0), { headers: { 'content-type': 'image/png' } }),
};

let fake: FakeMidjourney;
let mj: FakeMidjourneyServer;
let evil: FakeUpstream;
let server: TestServer;
let call: ApiClient;

beforeAll(async () => {
  fake = createFakeMidjourney({ apiSecret: SECRET, progressSteps: [] });
  const withExtras: FakeMidjourney = { ...fake, handle: async (request) => EXTRA[new URL(request.url).pathname]?.() ?? fake.handle(request) };
  [mj, evil] = await Promise.all([startFakeMidjourneyServer(withExtras), startFakeUpstream((_r, res) => res.end(PNG_MAGIC))]);
  server = await startTestServer({
    config: { gateway: readGatewayConfig({ MJ_SERVER: mj.url, MJ_API_SECRET: SECRET }, 'test'), drawImageMaxBytes: MAX_BYTES, drawImageQuotaBytes: QUOTA },
  });
  call = createClient(server.url);
}, 60_000);
afterAll(async () => {
  await server.close();
  await Promise.all([mj.close(), evil.close()]);
});

let users = 0;
async function newUser(): Promise<{ token: string; id: string }> {
  const login = await signUp(call, `drawer${++users}`);
  return { token: login.access_token, id: login.user.id };
}

const mjHeaders = { 'content-type': 'application/json', 'mj-api-secret': SECRET };

/** Submits an imagine to the fake proxy; polls it to SUCCESS unless told not to. */
async function task(prompt: string, finish = true): Promise<string> {
  const submitted = await fetch(`${mj.url}/mj/submit/imagine`, { method: 'POST', headers: mjHeaders, body: JSON.stringify({ prompt, base64Array: [] }) });
  const id = String(((await submitted.json()) as { result: string }).result);
  for (let i = 0; finish && i < 5; i++) {
    const polled = (await (await fetch(`${mj.url}/mj/task/${id}/fetch`, { headers: mjHeaders })).json()) as { status: string };
    if (polled.status === 'SUCCESS') return id;
  }
  if (finish) throw new Error(`task ${id} did not finish`);
  return id;
}

/** A finished task whose image address is replaced, as a proxy could answer it. */
async function taskWithImage(imageUrl: string): Promise<string> {
  const id = await task('a replaced image');
  fake.tasks.get(id)!.imageUrl = imageUrl;
  return id;
}

const keep = (token: string | undefined, recordId: string, taskId: string, headers?: Record<string, string>) =>
  call<DrawImageResponse & { code?: string }>('POST', '/api/draw/images', { token, json: { record_id: recordId, task_id: taskId }, ...(headers ? { headers } : {}) });

async function bytesOf(url: string, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url.startsWith('http') ? '' : server.url}${url}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** What the account holds in the local Storage (the data dir's files/draw-images/<user>). */
async function storedFiles(userId: string): Promise<string[]> {
  return readdir(path.join(server.dataDir, 'files', 'draw-images', userId)).catch(() => []);
}

const stored = (userId: string, name: string) => server.app.ctx.storage.stat(`draw-images/${userId}/${name}`);

const drawTask = (id: string, at: number, data: Record<string, unknown> | null): SyncRecord => ({ kind: 'draw_task', id, parent_id: null, updated_at: at, data: data && { id, ...data } });

describe('keeping a finished drawing', () => {
  it('copies the image, serves it to its owner byte for byte (with Range), and still does after the proxy forgot the task', async () => {
    const alice = await newUser();
    const id = await task('a red fox');
    const original = await bytesOf(fake.tasks.get(id)!.imageUrl);
    expect(original.body.subarray(0, 8)).toEqual(PNG_MAGIC);

    const kept = await keep(alice.token, 'record-fox', id);
    expect(kept.status).toBe(201);
    expect(kept.body).toEqual({ url: `/api/draw/images/${kept.body.name}`, name: expect.stringMatching(/^[0-9a-f-]{36}\.png$/), size: original.body.length, type: 'image/png' });
    // The server asked the proxy itself, with the server's credential.
    const asked = fake.requests.filter((r) => r.path === `/mj/task/${id}/fetch`).at(-1)!;
    expect(asked.headers['mj-api-secret']).toBe(SECRET);

    fake.forget(id);
    expect((await bytesOf(`${mj.url}/attachments/${id}-final.svg`)).status).toBe(404);

    const served = await bytesOf(kept.body.url, alice.token);
    expect(served.status).toBe(200);
    expect(served.body.equals(original.body)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');

    const part = await bytesOf(kept.body.url, alice.token, { range: 'bytes=8-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 8-99/${original.body.length}`);
    expect(part.body.equals(original.body.subarray(8, 100))).toBe(true);
  });

  it('keeps one copy per record: again, or twice at once, answers the same image without asking the proxy again', async () => {
    const bob = await newUser();
    const id = await task('a lighthouse');
    const [first, second] = await Promise.all([keep(bob.token, 'record-lighthouse', id), keep(bob.token, 'record-lighthouse', id)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(second.body.name).toBe(first.body.name);
    expect(await storedFiles(bob.id)).toEqual([first.body.name]);

    const asked = fake.requests.length;
    const again = await keep(bob.token, 'record-lighthouse', id);
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(fake.requests.length).toBe(asked);
    expect(await storedFiles(bob.id)).toEqual([first.body.name]);
  });

  it('sends the caller’s own mj-api-secret instead of the server’s, as the /mjapi relay does', async () => {
    const carol = await newUser();
    const id = await task('a kite');
    const wrong = await keep(carol.token, 'record-kite', id, { 'mj-api-secret': 'not-the-secret' });
    // The proxy refused the caller's secret (401): a bad gateway, not our 500.
    expect([wrong.status, wrong.body.code]).toEqual([502, 'UPSTREAM_UNAVAILABLE']);
    expect(fake.requests.at(-1)?.headers['mj-api-secret']).toBe('not-the-secret');
    expect((await keep(carol.token, 'record-kite', id, { 'mj-api-secret': SECRET })).status).toBe(201);
  });
});

describe('who may see a kept image', () => {
  it('is reached by the name handed to its owner, with no token (an <img> sends none); any other name is 404; keeping needs a sign-in', async () => {
    const owner = await newUser();
    const kept = await keep(owner.token, 'record-private', await task('a secret garden'));
    expect(kept.status).toBe(201);
    const plain = await bytesOf(kept.body.url);
    expect(plain.status).toBe(200);
    const unknown = await call('GET', `/api/draw/images/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.png`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    // The name is a random UUID: nothing about it can be guessed from the owner or the task.
    expect(kept.body.name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/);
    expect((await keep(undefined, 'record-x', '1')).status).toBe(401);
  });
});

describe('what is refused', () => {
  it('a task that has not finished, or failed: 409 DRAW_TASK_NOT_FINISHED', async () => {
    const dave = await newUser();
    const pending = await keep(dave.token, 'record-pending', await task('still drawing', false));
    expect([pending.status, pending.body.code]).toEqual([409, 'DRAW_TASK_NOT_FINISHED']);
    fake.nextSubmit({ kind: 'failTask', reason: 'Banned prompt detected' });
    const failedId = await task('refused', false);
    await fetch(`${mj.url}/mj/task/${failedId}/fetch`, { headers: mjHeaders });
    const failed = await keep(dave.token, 'record-failed', failedId);
    expect([failed.status, failed.body.code]).toEqual([409, 'DRAW_TASK_NOT_FINISHED']);
    expect(await storedFiles(dave.id)).toEqual([]);
  });

  it('a task the proxy does not know (or forgot before it was kept): 404 DRAW_TASK_NOT_FOUND', async () => {
    const erin = await newUser();
    const unknown = await keep(erin.token, 'record-unknown', '1700000000000999');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'DRAW_TASK_NOT_FOUND']);
    const id = await task('gone too soon');
    fake.forget(id);
    expect((await keep(erin.token, 'record-gone', id)).body.code).toBe('DRAW_TASK_NOT_FOUND');
  });

  it('a proxy in trouble: 502, never a 500', async () => {
    const frank = await newUser();
    const id = await task('a storm');
    fake.failFetches(1, 500);
    const res = await keep(frank.token, 'record-storm', id);
    expect([res.status, res.body.code]).toEqual([502, 'UPSTREAM_UNAVAILABLE']);
    const gone = await keep(frank.token, 'record-gone-image', await taskWithImage(`${mj.url}/attachments/1-final.png`));
    expect([gone.status, gone.body.code]).toEqual([502, 'UPSTREAM_UNAVAILABLE']);
  });

  it('an HTML page, an SVG or nothing at all as the image: 415, nothing stored', async () => {
    const gina = await newUser();
    for (const file of ['/files/page.png', '/files/drawing.png', '/files/empty.png']) {
      const res = await keep(gina.token, `record${file}`, await taskWithImage(`${mj.url}${file}`));
      expect([file, res.status, res.body.code]).toEqual([file, 415, 'UNSUPPORTED_FORMAT']);
    }
    expect(await storedFiles(gina.id)).toEqual([]);
  });

  it('an image over DRAW_IMAGE_MAX_BYTES, declared or streamed: 413, nothing stored', async () => {
    const hank = await newUser();
    for (const file of ['/files/huge.png', '/files/huge-chunked.png']) {
      const res = await keep(hank.token, `record${file}`, await taskWithImage(`${mj.url}${file}`));
      expect([file, res.status, res.body.code]).toEqual([file, 413, 'PAYLOAD_TOO_LARGE']);
    }
    expect(await storedFiles(hank.id)).toEqual([]);
    expect(await readdir(server.app.ctx.tmpDir)).toEqual([]);
  });

  it('past DRAW_IMAGE_QUOTA_BYTES: 413 DRAW_IMAGE_QUOTA_EXCEEDED, also when two keeps race for the last bytes', async () => {
    const ivy = await newUser();
    expect((await keep(ivy.token, 'record-q1', await task('one'))).status).toBe(201);
    // About 17.6 kB left: room for one more image of 12.4 kB, not two.
    const [a, b] = await Promise.all([keep(ivy.token, 'record-q2', await task('two')), keep(ivy.token, 'record-q3', await task('three'))]);
    expect([a.status, b.status].sort()).toEqual([201, 413]);
    expect([a, b].find((r) => r.status === 413)?.body).toMatchObject({ code: 'DRAW_IMAGE_QUOTA_EXCEEDED', details: { quota_bytes: QUOTA } });
    expect(await storedFiles(ivy.id)).toHaveLength(2);
    const after = await keep(ivy.token, 'record-q4', await task('four'));
    expect([after.status, after.body.code]).toEqual([413, 'DRAW_IMAGE_QUOTA_EXCEEDED']);
    // Another account has its own space.
    expect((await keep((await newUser()).token, 'record-q1', await task('five'))).status).toBe(201);
  });

  it('a malformed body: 400 VALIDATION_FAILED', async () => {
    const jack = await newUser();
    for (const json of [{}, { record_id: 'r' }, { task_id: '1' }, { record_id: '', task_id: '1' }, { record_id: 'r', task_id: 'x'.repeat(201) }, { record_id: 7, task_id: '1' }, { record_id: 'r', task_id: '..' }]) {
      const res = await call('POST', '/api/draw/images', { token: jack.token, json });
      expect([JSON.stringify(json).slice(0, 40), res.status, res.body.code]).toEqual([JSON.stringify(json).slice(0, 40), 400, 'VALIDATION_FAILED']);
    }
  });

  it('a task id stays one path segment at the proxy: one that could leave it is refused before asking', async () => {
    const kim = await newUser();
    const asked = fake.requests.length;
    for (const taskId of ['..', '../../submit/imagine', '1/../../x', 'a\\b']) {
      const res = await keep(kim.token, `record-${taskId}`, taskId);
      expect([taskId, res.status, res.body.code]).toEqual([taskId, 400, 'VALIDATION_FAILED']);
    }
    expect(fake.requests.length).toBe(asked);
    const odd = await keep(kim.token, 'record-odd', '1?x=1#y');
    expect([odd.status, odd.body.code]).toEqual([404, 'DRAW_TASK_NOT_FOUND']);
    expect(fake.requests.at(-1)?.path).toBe('/mj/task/1%3Fx%3D1%23y/fetch');
  });

  it('an image address on a private network (not the proxy’s own origin): refused before connecting', async () => {
    const lee = await newUser();
    for (const address of [`${evil.url}/x.png`, `http://localhost:${evil.port}/x.png`, `http://[::1]:${evil.port}/x.png`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/x.png']) {
      const res = await keep(lee.token, `record-${address}`, await taskWithImage(address));
      expect([address, res.status, res.body.code]).toEqual([address, 502, 'DRAW_IMAGE_ADDRESS_REFUSED']);
      expect(JSON.stringify(res.body)).not.toContain(String(evil.port));
    }
    expect(evil.requests).toEqual([]);
    expect(await storedFiles(lee.id)).toEqual([]);
  });
});

describe('the image goes with its drawing', () => {
  it('when the draw_task record is deleted, when all records are, and then cannot come back for a deleted record', async () => {
    const mia = await newUser();
    const push = (changes: SyncRecord[]) => call('POST', '/api/sync/changes', { token: mia.token, json: { changes } });
    expect((await push([drawTask('d1', 1000, { prompt: 'one' }), drawTask('d2', 1000, { prompt: 'two' }), drawTask('d3', 1000, { prompt: 'three' })])).status).toBe(200);
    const one = (await keep(mia.token, 'd1', await task('one'))).body;
    const two = (await keep(mia.token, 'd2', await task('two'))).body;
    expect(await storedFiles(mia.id)).toHaveLength(2);

    // An edit keeps the image; a deletion takes it.
    expect((await push([drawTask('d2', 2000, { prompt: 'two, renamed' })])).status).toBe(200);
    expect((await push([drawTask('d1', 2000, null)])).status).toBe(200);
    expect((await call('GET', one.url, { token: mia.token })).status).toBe(404);
    expect(await stored(mia.id, one.name)).toBeNull();
    expect(await storedFiles(mia.id)).toEqual([two.name]);

    const again = await keep(mia.token, 'd1', await task('one again'));
    expect([again.status, again.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await storedFiles(mia.id)).toEqual([two.name]);

    expect((await call('DELETE', '/api/sync/records', { token: mia.token })).status).toBe(200);
    expect((await call('GET', two.url, { token: mia.token })).status).toBe(404);
    expect(await stored(mia.id, two.name)).toBeNull();
    expect(await storedFiles(mia.id)).toEqual([]);
  });

  it('when the account is deleted', async () => {
    const ned = await newUser();
    const kept = (await keep(ned.token, 'd1', await task('farewell'))).body;
    expect(await stored(ned.id, kept.name)).not.toBeNull();
    expect((await call('DELETE', '/api/account', { token: ned.token, json: { password: 'secret-pass', books: 'delete' } })).status).toBe(204);
    expect(await stored(ned.id, kept.name)).toBeNull();
    expect(await storedFiles(ned.id)).toEqual([]);
  });
});

describe('servers that cannot keep images', () => {
  it('without MJ_SERVER: 503 NO_UPSTREAM; with an unreachable one: 502 UPSTREAM_UNREACHABLE', async () => {
    const closed = await startFakeUpstream();
    const deadUrl = closed.url;
    await closed.close();
    const [none, dead] = await Promise.all([
      startTestServer(),
      startTestServer({ config: { gateway: readGatewayConfig({ MJ_SERVER: deadUrl }, 'test') } }),
    ]);
    try {
      for (const [other, status, code] of [
        [none, 503, 'NO_UPSTREAM'],
        [dead, 502, 'UPSTREAM_UNREACHABLE'],
      ] as const) {
        const otherCall = createClient(other.url);
        const token = (await signUp(otherCall, 'painter')).access_token;
        const res = await otherCall('POST', '/api/draw/images', { token, json: { record_id: 'r', task_id: '1' } });
        expect([res.status, res.body.code]).toEqual([status, code]);
      }
    } finally {
      await Promise.all([none.close(), dead.close()]);
    }
  }, 60_000);
});
