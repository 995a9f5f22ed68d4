import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type FakeUpstream, rawRequest, startFakeUpstream } from '../testing/fakeUpstream';
import { uploadForm } from '../testing/fixtures';
import { startGatewayServer } from '../testing/gatewayServer';
import { createClient, signUp } from '../testing/http';
import type { TestServer } from '../testing/testServer';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let openai: FakeUpstream;
let server: TestServer;
let token: string;

beforeAll(async () => {
  openai = await startFakeUpstream();
  server = await startGatewayServer({ OPENAI_API_BASE_URL: openai.url, OPENAI_API_KEY: 'sk-server', AUTH_SECRET_KEY: 'pw' });
  token = (await signUp(createClient(server.url), 'reader')).access_token;
}, 60_000);
afterAll(async () => {
  await server.close();
  await openai.close();
});

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.url, { path, headers });

/** Highly compressible text, as a novel's plain-text file is. */
const NOVEL = Buffer.from('It was a bright cold day in April, and the clocks were striking thirteen.\n'.repeat(400));

describe('API answers', () => {
  it('compresses JSON over 1 KiB by Accept-Encoding, brotli first, and says it varies by it', async () => {
    const plain = await get('/api/openapi.json');
    expect([plain.status, plain.headers['content-encoding']]).toEqual([200, undefined]);
    const document: unknown = JSON.parse(plain.body.toString());

    const br = await get('/api/openapi.json', BROWSER);
    expect([br.status, br.headers['content-encoding'], br.headers['vary']]).toEqual([200, 'br', 'accept-encoding']);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(document);

    const gzip = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(document);
  });

  it('sends small JSON as it is', async () => {
    const res = await get('/healthz', BROWSER);
    expect([res.status, res.headers['content-encoding'], JSON.parse(res.body.toString())]).toEqual([200, undefined, { status: 'ok' }]);
  });

  it('passes a compressed request body on to the AI service byte for byte', async () => {
    const body = gzipSync(JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi '.repeat(500) }] }));
    openai.handler = (_r, res) => res.end('{}');
    const res = await rawRequest(server.url, {
      method: 'POST',
      path: '/openapi/v1/chat/completions',
      headers: { 'x-ptoken': 'pw', 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(body.length) },
      body: [body],
    });
    expect(res.status).toBe(200);
    const seen = openai.requests.at(-1)!;
    await seen.bodyDone;
    expect([seen.headers['content-encoding'], seen.body.equals(body)]).toEqual(['gzip', true]);
  });
});

describe('bytes the server does not write itself', () => {
  it('relays SSE uncompressed, each event as the upstream sends it', async () => {
    const events = Array.from({ length: 6 }, (_, i) => `data: {"choices":[{"delta":{"content":"${'token '.repeat(60)}${i}"}}]}\n\n`);
    let release!: () => void;
    const firstSeen = new Promise<void>((resolve) => (release = resolve));
    let upstreamDone = false;
    openai.handler = async (_r, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(events[0]);
      // The rest only comes once the client has the first event: a compressor holding bytes back deadlocks here.
      await firstSeen;
      for (const event of events.slice(1)) res.write(event);
      res.end();
      upstreamDone = true;
    };
    const url = new URL(server.url);
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/openapi/v1/chat/completions',
          headers: { ...BROWSER, 'x-ptoken': 'pw', 'content-type': 'application/json', accept: 'text/event-stream' },
        },
        resolve,
      );
      req.on('error', reject);
      req.end('{"stream":true}');
    });
    expect([res.statusCode, res.headers['content-type'], res.headers['content-encoding']]).toEqual([200, 'text/event-stream', undefined]);
    const chunks: string[] = [];
    for await (const chunk of res) {
      if (chunks.length === 0) {
        expect(upstreamDone).toBe(false);
        release();
      }
      chunks.push(String(chunk));
    }
    expect(chunks[0]).toBe(events[0]);
    expect(chunks.join('')).toBe(events.join(''));
  });

  it('serves a book file whole and by Range as stored, whatever the client accepts', async () => {
    const call = createClient(server.url);
    const form = uploadForm({ file: { name: 'novel.txt', data: NOVEL }, fields: { title: 'Novel', file_index: 0, total_files: 1, visibility: 'link' } });
    const uploaded = await call('POST', '/api/books/upload', { token, body: form });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body.file as { url: string; mime: string };
    expect(file.mime).toMatch(/^text\/plain/);

    const whole = await get(file.url, BROWSER);
    expect([whole.status, whole.headers['content-encoding'], whole.headers['content-length']]).toEqual([200, undefined, String(NOVEL.length)]);
    expect(whole.body.equals(NOVEL)).toBe(true);

    const part = await get(file.url, { ...BROWSER, range: 'bytes=100-199' });
    expect([part.status, part.headers['content-encoding'], part.headers['content-range']]).toEqual([206, undefined, `bytes 100-199/${NOVEL.length}`]);
    expect(part.body.equals(NOVEL.subarray(100, 200))).toBe(true);
  });

  it('serves a plain-text chat attachment as stored', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(NOVEL)]), 'notes.txt');
    const uploaded = await fetch(`${server.url}/openapi/v1/upload`, { method: 'POST', headers: { 'x-ptoken': 'pw' }, body: form });
    expect(uploaded.status).toBe(200);
    const { url, type } = (await uploaded.json()) as { url: string; type: string };
    expect(type).toMatch(/^text\/plain/);
    const res = await get(url, BROWSER);
    expect([res.status, res.headers['content-encoding'], res.headers['content-length']]).toEqual([200, undefined, String(NOVEL.length)]);
    expect(res.body.equals(NOVEL)).toBe(true);
  });
});
