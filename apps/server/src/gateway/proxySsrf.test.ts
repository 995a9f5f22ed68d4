import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, rawRequest, startFakeUpstream } from '../testing/fakeUpstream';
import { startGatewayServer } from '../testing/gatewayServer';
import type { TestServer } from '../testing/testServer';

let openai: FakeUpstream;
let mj: FakeUpstream;
let evil: FakeUpstream;
let server: TestServer;
let evilHost: string;

beforeAll(async () => {
  [openai, mj, evil] = await Promise.all([startFakeUpstream(), startFakeUpstream(), startFakeUpstream()]);
  evilHost = new URL(evil.url).host;
  server = await startGatewayServer({ OPENAI_API_BASE_URL: openai.url, OPENAI_API_KEY: 'sk-server', MJ_SERVER: mj.url });
}, 60_000);
afterAll(async () => {
  await server.close();
  await Promise.all([openai, mj, evil].map((u) => u.close()));
});
// After every test, in whatever order they run: none reached the second listener.
afterEach(() => expect(evil.requests).toEqual([]));

describe('the gateway only ever calls the configured upstreams', () => {
  it.each([
    '/openapi/v1/../../evil',
    '/openapi/v1/models/../../../x',
    '/openapi/v1/%2e%2e/%2e%2e/x',
    '/openapi/v1/%2E%2E%2F%2E%2E%2Fx',
    '/openapi/v1/.%2e/x',
    '/openapi/v1/..%5c..%5cx',
    '/openapi/v1/http://EVIL/x',
    '/openapi/v1/http:%2f%2fEVIL/x',
    '/openapi/v1//EVIL/x',
    '/openapi/v1/%2f%2fEVIL/x',
    '/mjapi/mj/../../x',
    '/mjapi/mj/http://EVIL/mj/submit/imagine',
    '/mjapi/mj/%2e%2e/%2e%2e/x',
  ])('refuses %s without calling anyone', async (template) => {
    const path = template.replace('EVIL', evilHost);
    const before = [openai.requests.length, mj.requests.length];
    const res = await rawRequest(server.url, { path, headers: { 'mj-api-secret': 'x' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.parse(res.body.toString())).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
    expect([openai.requests.length, mj.requests.length]).toEqual(before);
  });

  it('ignores Host and forwarding headers when choosing where to connect', async () => {
    const before = openai.requests.length;
    for (const headers of [{ host: evilHost }, { 'x-forwarded-host': evilHost, forwarded: `host=${evilHost}` }]) {
      const res = await rawRequest(server.url, { path: '/openapi/v1/models', headers });
      expect(res.status).toBe(200);
    }
    expect(openai.requests.slice(before).map((r) => [r.url, r.headers['host']])).toEqual([
      ['/v1/models', new URL(openai.url).host],
      ['/v1/models', new URL(openai.url).host],
    ]);
  });

  it('keeps look-alike authorities and URLs in the query on the upstream, as plain path and query', async () => {
    const before = openai.requests.length;
    await rawRequest(server.url, { path: `/openapi/v1/models@${evilHost}` });
    await rawRequest(server.url, { path: `/openapi/v1/models?url=http://${evilHost}/` });
    expect(openai.requests.slice(before).map((r) => r.url)).toEqual([`/v1/models@${evilHost}`, `/v1/models?url=http://${evilHost}/`]);
  });

  it('does not follow an absolute-form request target to its host', async () => {
    const res = await rawRequest(server.url, { path: `http://${evilHost}/openapi/v1/models` });
    expect(res.status).toBeLessThan(500);
  });
});
