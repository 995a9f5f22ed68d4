import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { uploadForm } from '../testing/fixtures';
import { createClient, signUp } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** fetch will not send a Host of our choosing; an attacker's client will. */
function rawRequest(server: TestServer, method: string, target: string, headers: Record<string, string>, body?: Buffer): Promise<RawResponse> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: target, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A server with one book; `qr(host)` asks for its QR code with that Host header. */
async function serverWithBook(config: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(config);
  const call = createClient(server.url);
  const token = (await signUp(call, 'reader')).access_token;
  const res = await call('POST', '/api/books/upload', {
    token,
    body: uploadForm({ file: { name: 'tale.txt', data: Buffer.from('Once upon a time') }, fields: { title: 'Tale', file_index: 0, total_files: 1, visibility: 'link' } }),
  });
  const book = res.body.book.id as string;
  const port = new URL(server.url).port;
  const qr = (host: string, extra: Record<string, string> = {}) => rawRequest(server, 'GET', `/api/books/${book}/qrcode.png`, { host, ...extra });
  return { server, book, port, token, qr };
}

describe('QR codes without PUBLIC_URL', () => {
  let s: Awaited<ReturnType<typeof serverWithBook>>;
  beforeAll(async () => {
    s = await serverWithBook();
  }, 60_000);
  afterAll(() => s.server.close());

  it('link to the origin a trusted Host names, cached privately only', async () => {
    for (const host of [`127.0.0.1:${s.port}`, `localhost:${s.port}`, `LocalHost:${s.port}`, `[::1]:${s.port}`]) {
      const res = await s.qr(host, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' });
      expect([host, res.status, res.headers['x-qrcode-target']]).toEqual([host, 200, `http://${host.toLowerCase()}/book/txt/${s.book}`]);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.body.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('refuse any other Host with 400 and nothing a cache would keep', async () => {
    for (const host of ['evil.example', `evil.example:${s.port}`, 'localhost', `localhost:${Number(s.port) + 1}`, `evil.example@127.0.0.1:${s.port}`, `127.0.0.1:${s.port}/x`]) {
      const res = await s.qr(host);
      expect([host, res.status, res.headers['x-qrcode-target']]).toEqual([host, 400, undefined]);
      expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'BAD_REQUEST', msg: expect.stringMatching(/PUBLIC_URL.*TRUSTED_HOSTS/) });
      expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
    }
  });

  it('never put a Host or X-Forwarded-Host into tus Locations or attachment links', async () => {
    const spoofed = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' };
    const created = await rawRequest(s.server, 'POST', '/api/uploads', {
      ...spoofed,
      authorization: `Bearer ${s.token}`,
      'tus-resumable': '1.0.0',
      'upload-length': '3',
    });
    expect(created.status).toBe(201);
    expect(created.headers['location']).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('plain notes\n'))]), 'notes.txt');
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const attached = await rawRequest(s.server, 'POST', '/openapi/v1/upload', { ...spoofed, authorization: `Bearer ${s.token}`, 'content-type': request.headers.get('content-type')! }, body);
    expect(attached.status).toBe(200);
    expect(JSON.parse(attached.body.toString()).url).toMatch(/^\/api\/attachments\/[0-9a-f-]{36}\.txt$/);
  });
});

describe('QR codes with TRUSTED_HOSTS', () => {
  it('trust exactly the listed hosts, on any port when none is given', async () => {
    const s = await serverWithBook({ config: readConfigPart({ TRUSTED_HOSTS: 'books.lan, 10.0.0.5:8080' }) });
    try {
      const trusted = ['books.lan', `books.lan:${s.port}`, 'BOOKS.lan:81', '10.0.0.5:8080'];
      for (const host of trusted) expect([host, (await s.qr(host)).status]).toEqual([host, 200]);
      // The list replaces the defaults.
      for (const host of ['10.0.0.5', '10.0.0.5:9090', `127.0.0.1:${s.port}`, 'books.lan.evil.example']) {
        expect([host, (await s.qr(host)).status]).toEqual([host, 400]);
      }
    } finally {
      await s.server.close();
    }
  }, 60_000);

  it('refuse to start on an entry that is not host[:port]', () => {
    for (const value of ['https://books.example.com', 'books.example.com/x', 'a b', 'host:99999', 'user@host']) {
      expect(() => readConfig({ TRUSTED_HOSTS: value }, '/srv'), value).toThrow(/TRUSTED_HOSTS/);
    }
    expect(readConfig({ TRUSTED_HOSTS: ' books.lan , [::1]:8787,' }, '/srv').trustedHosts).toEqual([
      { name: 'books.lan', port: null },
      { name: '[::1]', port: 8787 },
    ]);
  });
});

describe('QR codes with PUBLIC_URL', () => {
  it('link to PUBLIC_URL whatever the Host, and may be cached publicly', async () => {
    const s = await serverWithBook({ config: { publicUrl: 'https://books.example.com' } });
    try {
      const res = await s.qr('evil.example', { 'x-forwarded-host': 'evil.example' });
      expect([res.status, res.headers['x-qrcode-target'], res.headers['cache-control']]).toEqual([
        200,
        `https://books.example.com/book/txt/${s.book}`,
        'public, max-age=3600',
      ]);
    } finally {
      await s.server.close();
    }
  }, 60_000);
});

function readConfigPart(env: NodeJS.ProcessEnv) {
  return { trustedHosts: readConfig(env, '/srv').trustedHosts };
}
