import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DrawImageResponse, SyncRecord } from '../contracts';
import { drawImages } from '../db/schema';
import { readGatewayConfig } from '../gateway/gatewayConfig';
import { PNG_1X1, randomBytesOf } from '../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { openRaw } from '../testing/rawHttp';
import { startTestServer, type TestServer } from '../testing/testServer';

// Issue 19: DALL·E's images (links that expire within the hour, or b64 data) and drawings restored
// from an account archive have no Midjourney task to fetch, so the client sends their bytes.

const MAX_BYTES = 20_000;
const QUOTA = 30_000;

let server: TestServer;
let call: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ config: { drawImageMaxBytes: MAX_BYTES, drawImageQuotaBytes: QUOTA } });
  call = createClient(server.url);
}, 60_000);
afterAll(() => server.close());

let users = 0;
async function newUser(): Promise<{ token: string; id: string }> {
  const login = await signUp(call, `sender${++users}`);
  return { token: login.access_token, id: login.user.id };
}

/** A png of exactly `bytes` bytes (its signature, then filler: the server sniffs, it does not decode). */
const pngOf = (bytes: number) => Buffer.concat([PNG_1X1, randomBytesOf(bytes - PNG_1X1.length, bytes)]);
const jpegOf = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytesOf(bytes - 4, bytes)]);

const put = (token: string | undefined, recordId: string, body: Buffer | string, type = 'image/png', query = '') =>
  call<DrawImageResponse & { code?: string; details?: Record<string, unknown> }>('PUT', `/api/draw/images/${encodeURIComponent(recordId)}${query}`, {
    token,
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'content-type': type },
  });

async function bytesOf(url: string) {
  const res = await fetch(`${server.url}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

async function storedFiles(userId: string): Promise<string[]> {
  return readdir(path.join(server.dataDir, 'files', 'draw-images', userId)).catch(() => []);
}

const taskOf = async (name: string) => (await server.app.ctx.db.select({ taskId: drawImages.taskId }).from(drawImages).where(eq(drawImages.name, name)))[0]?.taskId;

describe('keeping an image the client sends', () => {
  it('keeps png and jpeg bytes (typed by their bytes, whatever the header says) and serves them back byte for byte', async () => {
    const ann = await newUser();
    const png = pngOf(5_000);
    const jpeg = jpegOf(4_000);
    const keptPng = await put(ann.token, 'dalle-1', png, 'application/octet-stream', '?task_id=dall-e-3');
    expect(keptPng.status).toBe(201);
    expect(keptPng.body).toEqual({ url: `/api/draw/images/${keptPng.body.name}`, name: expect.stringMatching(/^[0-9a-f-]{36}\.png$/), size: 5_000, type: 'image/png' });
    const keptJpeg = await put(ann.token, 'archive-7', jpeg, 'image/png');
    expect([keptJpeg.status, keptJpeg.body.type, keptJpeg.body.name.endsWith('.jpg')]).toEqual([201, 'image/jpeg', true]);

    for (const [kept, bytes, type] of [
      [keptPng.body, png, 'image/png'],
      [keptJpeg.body, jpeg, 'image/jpeg'],
    ] as const) {
      const served = await bytesOf(kept.url);
      expect([served.status, served.type]).toEqual([200, type]);
      expect(served.body.equals(bytes)).toBe(true);
    }
    // A task is recorded only when the client names one: no made-up id for an image without one.
    expect(await taskOf(keptPng.body.name)).toBe('dall-e-3');
    expect(await taskOf(keptJpeg.body.name)).toBeNull();
    expect((await storedFiles(ann.id)).sort()).toEqual([keptPng.body.name, keptJpeg.body.name].sort());
  });

  it('keeps one copy per record: a second PUT answers 200 with the first, and its bytes are not stored', async () => {
    const ben = await newUser();
    const first = await put(ben.token, 'record-1', pngOf(3_000));
    expect(first.status).toBe(201);
    const again = await put(ben.token, 'record-1', jpegOf(2_000), 'image/jpeg');
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(await storedFiles(ben.id)).toEqual([first.body.name]);
    expect((await bytesOf(first.body.url)).body.length).toBe(3_000);
    // The bytes sent again were read to their end: the same connection serves the next request.
    const third = await put(ben.token, 'record-1', 'not even an image');
    expect([third.status, third.body.name]).toEqual([200, first.body.name]);

    // Two devices at once: one keeps its bytes, the other is answered with them.
    const [a, b] = await Promise.all([put(ben.token, 'record-2', pngOf(1_500)), put(ben.token, 'record-2', jpegOf(1_600), 'image/jpeg')]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body).toEqual(b.body);
    expect((await storedFiles(ben.id)).sort()).toEqual([first.body.name, a.body.name].sort());
  });

  it('keeps another user’s record id as a separate image of their own: nobody is handed the first owner’s', async () => {
    const cat = await newUser();
    const dan = await newUser();
    const hers = await put(cat.token, 'shared-id', pngOf(2_000));
    const his = await put(dan.token, 'shared-id', pngOf(2_500));
    expect([hers.status, his.status]).toEqual([201, 201]);
    expect(his.body.url).not.toBe(hers.body.url);
    expect(his.body.size).toBe(2_500);
    expect((await put(dan.token, 'shared-id', pngOf(100))).body.url).toBe(his.body.url);
    expect((await bytesOf(hers.body.url)).body.length).toBe(2_000);
    expect(await storedFiles(cat.id)).toEqual([hers.body.name]);
  });
});

describe('the API document', () => {
  it('describes the PUT: a raw image body, an optional task_id, a signed-in user', async () => {
    const doc = (await call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operation = doc.paths['/api/draw/images/{record_id}']?.['put'];
    expect(operation).toMatchObject({
      tags: ['draw'],
      security: [{ bearerAuth: [] }],
      parameters: [
        { name: 'record_id', in: 'path', required: true },
        { name: 'task_id', in: 'query', required: false },
      ],
    });
    const content = (operation?.['requestBody'] as { content: Record<string, unknown> }).content;
    expect(Object.keys(content)).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/octet-stream']);
    expect(content['image/png']).toEqual({ schema: { type: 'string', format: 'binary' } });
  });
});

describe('what is refused', () => {
  it('without a sign-in: 401, nothing read', async () => {
    const res = await put(undefined, 'record-guest', pngOf(1_000));
    expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('text, an SVG or nothing at all: 415 UNSUPPORTED_FORMAT; a body of another declared type: 415 UNSUPPORTED_MEDIA_TYPE; nothing stored', async () => {
    const eve = await newUser();
    for (const [body, type] of [
      ['just some text', 'image/png'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/webp'],
      ['', 'image/png'],
    ] as const) {
      const res = await put(eve.token, `record-${type}-${body.length}`, body, type);
      expect([body, res.status, res.body.code]).toEqual([body, 415, 'UNSUPPORTED_FORMAT']);
    }
    const declared = await put(eve.token, 'record-text', pngOf(1_000), 'text/plain');
    expect([declared.status, declared.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(await storedFiles(eve.id)).toEqual([]);
    expect(await readdir(server.app.ctx.tmpDir)).toEqual([]);
  });

  it('an image over DRAW_IMAGE_MAX_BYTES, declared or streamed without a length: 413 PAYLOAD_TOO_LARGE, nothing stored', async () => {
    const fay = await newUser();
    const declared = await put(fay.token, 'record-huge', pngOf(MAX_BYTES + 1));
    expect([declared.status, declared.body.code, declared.body.details]).toEqual([413, 'PAYLOAD_TOO_LARGE', { max_bytes: MAX_BYTES }]);

    const huge = pngOf(MAX_BYTES + 5_000);
    const streamed = await fetch(`${server.url}/api/draw/images/record-streamed`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${fay.token}`, 'content-type': 'image/png' },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < huge.length; at += 1_000) controller.enqueue(new Uint8Array(huge.subarray(at, at + 1_000)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect([streamed.status, ((await streamed.json()) as { code: string }).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await storedFiles(fay.id)).toEqual([]);
    expect(await readdir(server.app.ctx.tmpDir)).toEqual([]);
    // At the limit exactly, it is kept.
    expect((await put(fay.token, 'record-max', pngOf(MAX_BYTES))).status).toBe(201);
  });

  it('past DRAW_IMAGE_QUOTA_BYTES: 413 DRAW_IMAGE_QUOTA_EXCEEDED', async () => {
    const gus = await newUser();
    expect((await put(gus.token, 'q1', pngOf(12_000))).status).toBe(201);
    expect((await put(gus.token, 'q2', pngOf(12_000))).status).toBe(201);
    // 6,000 bytes left: a 12,000-byte image is over them, declared or not.
    const over = await put(gus.token, 'q3', pngOf(12_000));
    expect([over.status, over.body.code, over.body.details]).toEqual([413, 'DRAW_IMAGE_QUOTA_EXCEEDED', { quota_bytes: QUOTA, used_bytes: 24_000 }]);
    expect((await put(gus.token, 'q4', pngOf(6_000))).status).toBe(201);
    const full = await put(gus.token, 'q5', pngOf(100));
    expect([full.status, full.body.code]).toEqual([413, 'DRAW_IMAGE_QUOTA_EXCEEDED']);
    expect(await storedFiles(gus.id)).toHaveLength(3);
  });

  it('a record deleted in sync: 404 NOT_FOUND, as for a Midjourney keep; nothing stored', async () => {
    const hal = await newUser();
    const drawTask = (id: string, at: number, data: Record<string, unknown> | null): SyncRecord => ({ kind: 'draw_task', id, parent_id: null, updated_at: at, data: data && { id, ...data } });
    expect((await call('POST', '/api/sync/changes', { token: hal.token, json: { changes: [drawTask('d1', 1000, { prompt: 'a cat' })] } })).status).toBe(200);
    expect((await call('POST', '/api/sync/changes', { token: hal.token, json: { changes: [drawTask('d1', 2000, null)] } })).status).toBe(200);
    const res = await put(hal.token, 'd1', pngOf(1_000));
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await storedFiles(hal.id)).toEqual([]);
  });

  it('a malformed record id or task id: 400 VALIDATION_FAILED; any id a sync record may have is fine', async () => {
    const ida = await newUser();
    // 200 characters, as long as a sync record's id may be, that percent-encode to 1,800.
    const longest = await put(ida.token, '画'.repeat(200), pngOf(1_000));
    expect(longest.status).toBe(201);
    for (const [recordId, query] of [
      ['x'.repeat(201), ''],
      ['ok', '?task_id='],
      ['ok', `?task_id=${'t'.repeat(201)}`],
      ['bad\u0000id', ''],
    ] as const) {
      const res = await put(ida.token, recordId, pngOf(1_000), 'image/png', query);
      expect([recordId.slice(0, 10), query.slice(0, 12), res.status, res.body.code]).toEqual([recordId.slice(0, 10), query.slice(0, 12), 400, 'VALIDATION_FAILED']);
    }
  });

  it('more keeps a minute than GATEWAY_RATE_LIMIT from one address: 429 RATE_LIMITED, nothing stored; an image already kept still answers', async () => {
    const limited = await startTestServer({ config: { gateway: readGatewayConfig({ GATEWAY_RATE_LIMIT: '2' }, 'test') } });
    try {
      const limitedCall = createClient(limited.url);
      const login = await signUp(limitedCall, 'busy');
      const token = login.access_token;
      const send = (recordId: string) => limitedCall('PUT', `/api/draw/images/${recordId}`, { token, body: new Uint8Array(pngOf(1_000)), headers: { 'content-type': 'image/png' } });
      expect([(await send('r1')).status, (await send('r2')).status]).toEqual([201, 201]);
      const third = await send('r3');
      expect([third.status, third.body.code, third.headers.get('retry-after')]).toEqual([429, 'RATE_LIMITED', expect.stringMatching(/^\d+$/)]);
      expect((await send('r1')).status).toBe(200);
      expect(await readdir(path.join(limited.dataDir, 'files', 'draw-images', login.user.id))).toHaveLength(2);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('a client that goes away mid-image: nothing stored, nothing left in the tmp dir', async () => {
    const jon = await newUser();
    const raw = await openRaw(server.url);
    await raw.write(
      `PUT /api/draw/images/record-gone HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${jon.token}\r\ncontent-type: image/png\r\ncontent-length: 10000\r\n\r\n`,
    );
    await raw.write(pngOf(3_000));
    // Once the server is staging the bytes, the client leaves.
    await vi.waitFor(async () => expect(await readdir(server.app.ctx.tmpDir)).toHaveLength(1), { timeout: 10_000 });
    raw.socket.destroy();
    await vi.waitFor(async () => expect(await readdir(server.app.ctx.tmpDir)).toEqual([]), { timeout: 10_000 });
    expect(await storedFiles(jon.id)).toEqual([]);
    expect((await put(jon.token, 'record-gone', pngOf(1_000))).status).toBe(201);
  });
});
