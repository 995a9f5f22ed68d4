import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from './testing/fakeUpstream';
import { randomBytesOf } from './testing/fixtures';
import { createClient, signUp } from './testing/http';
import { seedDataDir, type ServerProcess, startServerProcess } from './testing/serverProcess';

const TUS = { 'tus-resumable': '1.0.0' };
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** The child's logs and sockets answer when its event loop gets to them; a busy machine may take seconds. */
const eventually = { timeout: 20_000, interval: 50 };

let dataDir: string;
let upstream: FakeUpstream;
let server: ServerProcess | null = null;

const start = async () => (server = await startServerProcess(dataDir, { OPENAI_API_BASE_URL: upstream.url }));
/** The process the previous test left running, or a new one when it ended it: tests run in any order. */
const running = async () => (server && server.child.exitCode === null && server.child.signalCode === null ? server : start());

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-process-'));
  upstream = await startFakeUpstream();
  await seedDataDir(dataDir);
  await start();
}, 60_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await upstream.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A PATCH that announces the whole rest of the file, sends `sent`, and is never finished. */
function openPatch(url: string, token: string, announced: number, sent: Buffer): http.ClientRequest {
  const req = http.request(url, {
    method: 'PATCH',
    headers: { ...TUS, authorization: `Bearer ${token}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(announced) },
  });
  req.on('error', () => undefined);
  req.write(sent);
  return req;
}

/** A request on its own connection, so a pooled keep-alive socket cannot hide a closed listener. */
function freshGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    http.get(url, { agent: false }, (res) => resolve(res.statusCode ?? 0)).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

describe('the server process', () => {
  it('answers with a request id and puts it on every log line of that request', async () => {
    const s = await running();
    const traced = await fetch(`${s.url}/api/books/not-a-uuid`, { headers: { 'x-request-id': 'trace-7f3a' } });
    expect(traced.status).toBe(400);
    expect(traced.headers.get('x-request-id')).toBe('trace-7f3a');

    const generated = await fetch(`${s.url}/healthz`);
    const id = generated.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // A header that could not be logged safely is replaced, not trusted.
    const odd = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': 'x'.repeat(300) } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Refused by the router itself (bad escape), before any hook runs.
    const badUrl = await fetch(`${s.url}/api/books/%zz`, { headers: { 'x-request-id': 'trace-bad-url' } });
    expect([badUrl.status, badUrl.headers.get('x-request-id')]).toEqual([400, 'trace-bad-url']);

    for (const reqId of ['trace-7f3a', id]) {
      await vi.waitFor(() => {
        const lines = s.logs.filter((line) => line['reqId'] === reqId);
        expect(lines.map((line) => line['msg'])).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      }, eventually);
    }
  });

  it('resumes a tus upload cut off by killing the server (SIGKILL), byte-identical after a restart', async () => {
    const s = await running();
    const call = createClient(s.url);
    const token = (await signUp(call, 'survivor')).access_token;
    const data = Buffer.from(randomBytesOf(4 * 1024 * 1024, 5).map((b) => 0x20 + (b % 90)));
    const created = await call('POST', '/api/uploads', {
      token,
      headers: { ...TUS, 'upload-length': String(data.length), 'upload-metadata': `filename ${Buffer.from('war-and-peace.txt').toString('base64')}` },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;

    const sent = 1024 * 1024 + 777;
    const cut = openPatch(`${s.url}${location}`, token, data.length, data.subarray(0, sent));
    // Kill only once the server has written part of the body, mid-request, with no chance to tidy up.
    let stored = 0;
    await vi.waitFor(async () => {
      stored = Number((await call('HEAD', location, { token, headers: TUS })).headers.get('upload-offset'));
      expect(stored).toBeGreaterThanOrEqual(512 * 1024);
    }, eventually);
    s.child.kill('SIGKILL');
    expect(await s.exited).toBe('SIGKILL');
    cut.destroy();

    const again = await start();
    const resumed = createClient(again.url);
    const head = await resumed('HEAD', location, { token, headers: TUS });
    const offset = Number(head.headers.get('upload-offset'));
    expect(head.status).toBe(200);
    expect(offset).toBeGreaterThanOrEqual(stored);
    expect(offset).toBeLessThanOrEqual(sent);

    const rest = await resumed('PATCH', location, {
      token,
      headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(data.subarray(offset)),
    });
    expect([rest.status, Number(rest.headers.get('upload-offset'))]).toEqual([204, data.length]);

    const form = new FormData();
    for (const [k, v] of Object.entries({ title: 'War and Peace', file_index: '0', total_files: '1', upload_id: location.split('/').pop()! })) form.append(k, v);
    const book = await resumed('POST', '/api/books/upload', { token, body: form });
    expect(book.status).toBe(201);
    const served = Buffer.from(await (await fetch(`${again.url}${book.body.file.url}`)).arrayBuffer());
    expect(sha(served)).toBe(sha(data));
  }, 90_000);

  it('on SIGTERM stops accepting connections, finishes the streams in flight, then exits 0', async () => {
    const s = await running();
    const events = Array.from({ length: 10 }, (_, i) => `data: {"choices":[{"delta":{"content":"word${i} "}}]}\n\n`);
    // The reply is held after its first event until the listener is seen closed, so the stream is
    // surely still in flight while the server shuts down, however slow the machine.
    let release!: () => void;
    const listenerClosed = new Promise<void>((resolve) => (release = resolve));
    upstream.handler = async (_request, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(events[0]);
      await listenerClosed;
      for (const event of events.slice(1)) res.write(event);
      res.end('data: [DONE]\n\n');
    };
    const reply = await fetch(`${s.url}/openapi/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': `stream-${randomUUID()}` },
      body: JSON.stringify({ model: 'm', stream: true, messages: [] }),
    });
    expect(reply.status).toBe(200);
    const reader = reply.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    s.child.kill('SIGTERM');

    await vi.waitFor(async () => expect(await freshGet(`${s.url}/healthz`)).toBe('ECONNREFUSED'), eventually);
    release();

    let text = decoder.decode(first.value, { stream: true });
    for (let next = await reader.read(); !next.done; next = await reader.read()) text += decoder.decode(next.value, { stream: true });
    expect(text).toBe(`${events.join('')}data: [DONE]\n\n`);
    expect(await s.exited).toBe(0);
    expect(s.logs.some((line) => line['msg'] === 'shutting down; finishing in-flight requests')).toBe(true);
    server = null;
  }, 60_000);
});
