import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
