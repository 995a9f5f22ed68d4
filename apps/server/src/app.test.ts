import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './testing/fakeUpstream';
import { startTestServer, type TestServer } from './testing/testServer';

const INDEX = '<!doctype html><title>Atelier</title><div id="root"></div>';
/** As Vite writes it with `html.cspNonce`: a fixed placeholder the server replaces per response. */
const NONCED = '<!doctype html><meta property="csp-nonce" nonce="PLACEHOLDER"><style nonce="PLACEHOLDER">body{margin:0}</style><script type="module" nonce="PLACEHOLDER" src="/assets/app-1a2b.js"></script>';

let sites: string;
let server: TestServer;
let nonced: string;

beforeAll(async () => {
  sites = await mkdtemp(path.join(tmpdir(), 'atelier-static-'));
  const dist = path.join(sites, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  nonced = path.join(sites, 'nonced');
  await mkdir(nonced);
  await mkdir(path.join(sites, 'dist-secret'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(nonced, 'index.html'), NONCED);
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
  await writeFile(path.join(sites, 'dist-secret', 'keys.js'), 'SECRET');
  server = await startTestServer({ config: { staticDir: dist } });
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(sites, { recursive: true, force: true });
});

describe('one process serves the built demo and the API', () => {
  it('answers /healthz once it is ready', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect([res.status, await res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('serves index.html for client routes, uncached, and the built assets as files', async () => {
    for (const route of ['/', '/library', '/book/epub/5b0e2a6c-3f1d-4a8e-9c2b-7d4e1f0a9b3c', '/mine/admin?tab=users']) {
      const res = await fetch(`${server.url}${route}`);
      expect([route, res.status, await res.text()]).toEqual([route, 200, INDEX]);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await fetch(`${server.url}/assets/app-1a2b.js`);
    expect([asset.status, await asset.text()]).toEqual([200, 'console.log("app")']);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('gives every page load a policy with a fresh nonce, the same one its tags carry', async () => {
    const page = await startTestServer({ config: { staticDir: nonced } });
    try {
      const seen = new Set<string>();
      for (const route of ['/', '/chat', '/index.html', '/book/epub/x']) {
        const res = await fetch(`${page.url}${route}`);
        const policy = res.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect([route, res.status, await res.text()]).toEqual([route, 200, NONCED.replaceAll('PLACEHOLDER', nonce)]);
        expect(policy).toContain("script-src 'self';");
        expect(res.headers.get('permissions-policy')).toContain('microphone=(self)');
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('cache-control')).toBe('no-cache');
        seen.add(nonce);
      }
      expect(seen.size).toBe(4);
    } finally {
      await page.close();
    }
  });

  it('sends nosniff, a referrer policy and no framing on every response, API and assets alike', async () => {
    for (const route of ['/healthz', '/api/nope', '/assets/app-1a2b.js', '/']) {
      const res = await fetch(`${server.url}${route}`);
      expect([route, res.headers.get('x-content-type-options'), res.headers.get('referrer-policy'), res.headers.get('x-frame-options')]).toEqual([
        route,
        'nosniff',
        'strict-origin-when-cross-origin',
        'DENY',
      ]);
    }
    // Router-level failures skip the hooks; they carry the headers too.
    const malformed = await rawRequest(server.url, { path: '/api/books/%E0%A4%A' });
    expect([malformed.status, malformed.headers['x-content-type-options'], malformed.headers['x-frame-options']]).toEqual([400, 'nosniff', 'DENY']);
    // A script's policy would become its worker's (pdf.js): assets carry none.
    expect((await fetch(`${server.url}/assets/app-1a2b.js`)).headers.get('content-security-policy')).toBeNull();
  });

  it('never falls back to the page for API paths: unknown ones are JSON 404s', async () => {
    for (const route of ['/api/nope', '/api', '/openapi/v2/x', '/mjapi/other']) {
      const res = await fetch(`${server.url}${route}`);
      expect([route, res.status, await res.json()]).toEqual([route, 404, { code: 'NOT_FOUND', msg: expect.any(String) }]);
    }
  });

  it('never serves a file from outside the built demo', async () => {
    for (const target of ['/../dist-secret/keys.js', '/assets/../../dist-secret/keys.js', '/%2e%2e/dist-secret/keys.js', '/..%2fdist-secret%2fkeys.js']) {
      const res = await rawRequest(server.url, { path: target });
      expect(res.status).toBeLessThan(500);
      expect(res.body.toString()).not.toContain('SECRET');
    }
  });
});

describe('the built demo, precompressed at build', () => {
  /** A hashed asset as Vite names it, with the .br and .gz the demo's build writes beside it. */
  const APP = Buffer.from(`export const greet = () => ${JSON.stringify('hello, '.repeat(400))};\n`);
  const BR = brotliCompressSync(APP);
  const GZ = gzipSync(APP, { level: 9 });
  const HELP = Buffer.from(`<!doctype html><title>Help</title><p>${'Read the manual. '.repeat(100)}</p>`);
  let built: TestServer;
  const get = (route: string, headers: Record<string, string> = {}) => rawRequest(built.url, { path: route, headers });

  beforeAll(async () => {
    const dist = path.join(sites, 'built');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), NONCED);
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), APP);
    await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), BR);
    await writeFile(path.join(dist, 'assets', 'app-abc123.js.gz'), GZ);
    // Not worth compressing at build, so it has no copies.
    await writeFile(path.join(dist, 'assets', 'tiny-abc123.js'), 'export {};'.repeat(200));
    await writeFile(path.join(dist, 'help.html'), HELP);
    await writeFile(path.join(dist, 'help.html.br'), brotliCompressSync(HELP));
    built = await startTestServer({ config: { staticDir: dist } });
  }, 60_000);
  afterAll(() => built.close());

  it('sends the brotli copy to a browser that takes br, cached for good and varying by encoding', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([res.status, res.headers['content-encoding'], res.headers['vary']]).toEqual([200, 'br', 'accept-encoding']);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe(String(BR.length));
    expect(brotliDecompressSync(res.body).equals(APP)).toBe(true);
  });

  it('sends the gzip copy when gzip is all the client takes, and the file itself when it takes none', async () => {
    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect([gzip.status, gzip.headers['content-encoding'], gzip.headers['vary']]).toEqual([200, 'gzip', 'accept-encoding']);
    expect(gunzipSync(gzip.body).equals(APP)).toBe(true);
    const refused = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await get('/assets/app-abc123.js', headers);
      expect([plain.status, plain.headers['content-encoding'], plain.headers['vary']]).toEqual([200, undefined, 'accept-encoding']);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.body.equals(APP)).toBe(true);
    }
  });

  it('answers a Range request from the copy it would send whole, so offsets match the encoding named', async () => {
    const encoded = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect([encoded.status, encoded.headers['content-encoding'], encoded.headers['content-range']]).toEqual([206, 'br', `bytes 0-9/${BR.length}`]);
    expect(encoded.body.equals(BR.subarray(0, 10))).toBe(true);
    const plain = await get('/assets/app-abc123.js', { range: 'bytes=7-16' });
    expect([plain.status, plain.headers['content-encoding'], plain.headers['content-range']]).toEqual([206, undefined, `bytes 7-16/${APP.length}`]);
    expect(plain.body.equals(APP.subarray(7, 17))).toBe(true);
  });

  it('revalidates each encoding by its own ETag', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers['etag']!;
    const again = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect([again.status, again.body.length, again.headers['cache-control']]).toEqual([304, 0, 'public, max-age=31536000, immutable']);
    // The brotli copy's tag never stands for the plain file: a client without br gets the bytes.
    const other = await get('/assets/app-abc123.js', { 'if-none-match': etag });
    expect([other.status, other.headers['content-encoding']]).toEqual([200, undefined]);
    expect(other.body.equals(APP)).toBe(true);
  });

  it('gives other HTML its policy when sent compressed too', async () => {
    const res = await get('/help.html', { 'accept-encoding': 'br' });
    expect([res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(brotliDecompressSync(res.body).equals(HELP)).toBe(true);
  });

  it('compresses nothing on the fly: files without copies and the page go as they are', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect([tiny.status, tiny.headers['content-encoding'], tiny.headers['vary']]).toEqual([200, undefined, undefined]);
    expect(tiny.body.toString()).toBe('export {};'.repeat(200));
    const page = await get('/chat', { 'accept-encoding': 'br, gzip' });
    expect([page.status, page.headers['content-encoding']]).toEqual([200, undefined]);
    expect(page.body.toString()).toMatch(/^<!doctype html><meta property="csp-nonce" nonce="[^"]{24}">/);
  });

  it('never sends a compressed copy as a file of its own', async () => {
    for (const route of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/help.html.br']) {
      const res = await get(route, { 'accept-encoding': 'br, gzip' });
      expect([route, res.status, res.headers['content-type']]).toEqual([route, 200, 'text/html; charset=utf-8']);
      expect(res.body.toString()).toContain('<meta property="csp-nonce"');
    }
  });
});
