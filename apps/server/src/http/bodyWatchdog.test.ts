import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeoutConfig } from '../config';
import { readGatewayConfig } from '../gateway/gatewayConfig';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream';
import { createClient, signUp } from '../testing/http';
import { openRaw, type RawConnection, trickle } from '../testing/rawHttp';
import { startTestServer, type TestServer } from '../testing/testServer';

// Real sockets against a real server with its limits scaled down to fractions of a second. The
// clients below send on timers (that is what slow clients do); nothing waits on a fixed sleep.

const timeouts: TimeoutConfig = {
  headersMs: 400,
  requestMs: 600,
  idleMs: 5000,
  keepAliveMs: 5000,
  uploadMinBytesPerSecond: 1024,
  uploadRateWindowMs: 500,
};
/** Far below how long each trickle below would take to finish on its own. */
const CUT_WITHIN_MS = 3000;

let upstream: FakeUpstream;
let server: TestServer;
let token: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  const gateway = readGatewayConfig({ OPENAI_API_BASE_URL: upstream.url, OPENAI_API_KEY: 'sk-test', OPENAI_TIMEOUT_MS: '3000' }, 'test');
  server = await startTestServer({ config: { timeouts, gateway } });
  token = (await signUp(createClient(server.url), 'slowpoke')).access_token;
}, 60_000);
afterAll(async () => {
  await server.close();
  await upstream.close();
});

function head(lines: string[]): string {
  return `${lines.join('\r\n')}\r\n\r\n`;
}

function statusOf(text: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
}

function jsonOf(text: string): unknown {
  return JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
}

async function createUpload(size: number): Promise<string> {
  const res = await fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': String(size), 'upload-metadata': `filename ${btoa('slow.txt')}` },
  });
  expect(res.status).toBe(201);
  return res.headers.get('location')!;
}

async function tusOffset(location: string): Promise<number> {
  const res = await fetch(`${server.url}${location}`, { method: 'HEAD', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } });
  return Number(res.headers.get('upload-offset'));
}

function patchHead(location: string, offset: number, length: number): string {
  return head([
    `PATCH ${location} HTTP/1.1`,
    'Host: test',
    `Authorization: Bearer ${token}`,
    'Tus-Resumable: 1.0.0',
    `Upload-Offset: ${offset}`,
    'Content-Type: application/offset+octet-stream',
    `Content-Length: ${length}`,
    'Connection: close',
  ]);
}

const text = (size: number, seed: number) => Buffer.from(Array.from({ length: size }, (_, i) => 0x61 + ((i * 7 + seed) % 26)));

describe('slow clients', () => {
  it('are cut off when the request head trickles in', async () => {
    const connection = await openRaw(server.url);
    await connection.write('GET /healthz HTTP/1.1\r\nHost: test\r\n');
    void trickle(connection, Buffer.from(`X-Slow: ${'a'.repeat(200)}\r\n\r\n`), 1, 50);
    const { text: answer, afterMs } = await connection.closed;
    expect(afterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
    expect(afterMs).toBeLessThan(CUT_WITHIN_MS);
    expect(statusOf(answer)).toBe(408);
    expect(jsonOf(answer)).toMatchObject({ code: 'REQUEST_TIMEOUT', msg: expect.any(String) });
  });

  it('are cut off when a JSON body trickles in', async () => {
    const body = Buffer.from(JSON.stringify({ user_name: 'slowpoke', password: 'x'.repeat(100) }));
    const connection = await openRaw(server.url);
    await connection.write(head(['POST /api/login HTTP/1.1', 'Host: test', 'Content-Type: application/json', `Content-Length: ${body.length}`]));
    const sending = trickle(connection, body, 1, 50);
    const { text: answer, afterMs } = await connection.closed;
    expect(await sending).toBeLessThan(body.length);
    expect(afterMs).toBeLessThan(CUT_WITHIN_MS);
    expect(statusOf(answer)).toBe(408);
    expect(jsonOf(answer)).toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('are cut off even after an early answer, while the unread body still trickles', async () => {
    const connection = await openRaw(server.url);
    await connection.write(head(['PUT /api/wx/user/update HTTP/1.1', 'Host: test', 'Content-Type: application/json', 'Content-Length: 500']));
    const sending = trickle(connection, Buffer.alloc(500, 0x20), 1, 50);
    const { text: answer, afterMs } = await connection.closed;
    expect(statusOf(answer)).toBe(401);
    expect(await sending).toBeLessThan(500);
    expect(afterMs).toBeLessThan(CUT_WITHIN_MS);
  });
});

describe('uploads', () => {
  it('keep going for as long as they need at the minimum rate or above', async () => {
    const data = text(8 * 1024, 1);
    const location = await createUpload(data.length);
    const connection = await openRaw(server.url);
    await connection.write(patchHead(location, 0, data.length));
    // 4 KiB/s: about two seconds, over three times REQUEST_TIMEOUT_MS.
    const started = Date.now();
    expect(await trickle(connection, data, 256, 62)).toBe(data.length);
    const { text: answer } = await connection.closed;
    expect(Date.now() - started).toBeGreaterThan(timeouts.requestMs);
    expect(statusOf(answer)).toBe(204);
    expect(await tusOffset(location)).toBe(data.length);
  });

  it.each([
    ['stall', 0],
    ['drip below the minimum rate', 60],
  ])('that %s are cut off, and resume from the offset the server kept', async (_, dripBytes) => {
    const data = text(6000, 2);
    const location = await createUpload(data.length);
    const connection: RawConnection = await openRaw(server.url);
    await connection.write(patchHead(location, 0, data.length));
    await connection.write(data.subarray(0, 1000));
    // A drip of 60 bytes every 200 ms is 300 bytes/s, under the 1024 bytes/s asked for.
    const sending = dripBytes ? trickle(connection, data.subarray(1000), dripBytes, 200) : Promise.resolve(0);
    const { text: answer, afterMs } = await connection.closed;
    expect(afterMs).toBeLessThan(CUT_WITHIN_MS);
    expect(await sending).toBeLessThan(data.length - 1000);
    expect(statusOf(answer)).toBe(408);

    const offset = await tusOffset(location);
    expect(offset).toBeGreaterThanOrEqual(1000);
    expect(offset).toBeLessThan(data.length);
    const rest = await fetch(`${server.url}${location}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: data.subarray(offset),
    });
    expect(rest.status).toBe(204);
    const form = new FormData();
    for (const [name, value] of Object.entries({ upload_id: location.split('/').pop()!, title: 'Slow', file_index: '0', total_files: '1' })) form.append(name, value);
    const book = await fetch(`${server.url}/api/books/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(book.status).toBe(201);
    const { file } = (await book.json()) as { file: { url: string } };
    const stored = Buffer.from(await (await fetch(`${server.url}${file.url}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
    expect(stored.equals(data)).toBe(true);
  });
});

describe('the book upload', () => {
  it('takes a multipart body sent slowly but steadily', async () => {
    const boundary = 'slowboundary';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const content = text(5000, 3);
    const body = Buffer.concat([
      Buffer.from(field('title', 'Slow book') + field('file_index', '0') + field('total_files', '1')),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.txt"\r\nContent-Type: text/plain\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const connection = await openRaw(server.url);
    await connection.write(
      head([
        'POST /api/books/upload HTTP/1.1',
        'Host: test',
        `Authorization: Bearer ${token}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${body.length}`,
        'Connection: close',
      ]),
    );
    expect(await trickle(connection, body, 256, 62)).toBe(body.length);
    const { text: answer } = await connection.closed;
    expect(statusOf(answer)).toBe(201);
    expect(jsonOf(answer)).toMatchObject({ file: { name: 'slow.txt', size_bytes: content.length } });
  });
});

describe('relayed AI calls', () => {
  it('may send their body slowly and wait in silence for the answer longer than REQUEST_TIMEOUT_MS', async () => {
    upstream.handler = async (request, res) => {
      await request.bodyDone;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"n":1}\n\n');
      // Thinking: silent for longer than an ordinary request may take.
      setTimeout(() => res.end('data: [DONE]\n\n'), timeouts.requestMs + 400);
    };
    const body = Buffer.from(JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'x'.repeat(3000) }] }));
    const connection = await openRaw(server.url);
    await connection.write(head(['POST /openapi/v1/chat/completions HTTP/1.1', 'Host: test', 'Content-Type: application/json', `Content-Length: ${body.length}`, 'Connection: close']));
    expect(await trickle(connection, body, 256, 62)).toBe(body.length);
    const { text: answer } = await connection.closed;
    expect(statusOf(answer)).toBe(200);
    expect(answer).toContain('data: [DONE]');
    expect(upstream.requests.at(-1)!.body.length).toBe(body.length);
  });
});
