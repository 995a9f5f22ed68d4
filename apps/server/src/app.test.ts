import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './testing/fakeUpstream';
import { startTestServer, type TestServer } from './testing/testServer';

const INDEX = '<!doctype html><title>Atelier</title><div id="root"></div>';

let sites: string;
let server: TestServer;

beforeAll(async () => {
  sites = await mkdtemp(path.join(tmpdir(), 'atelier-static-'));
  const dist = path.join(sites, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(sites, 'dist-secret'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
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
