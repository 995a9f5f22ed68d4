import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, rawRequest, startFakeUpstream } from '../testing/fakeUpstream';
import { CONTROL_SAMPLES, encodeUrlPart, randomString, randomValue, rng, type Random } from '../testing/fuzz';
import { openRaw } from '../testing/rawHttp';
import { startGatewayServer } from '../testing/gatewayServer';
import type { TestServer } from '../testing/testServer';

// The relayed routes are wildcards, so the OpenAPI-driven fuzz pass (routes/fuzz.test.ts) does not
// reach them. Here: junk paths, methods, headers and bodies against healthy upstreams, where any
// 5xx would be the gateway's own fault.

let openai: FakeUpstream;
let mj: FakeUpstream;
let server: TestServer;

beforeAll(async () => {
  [openai, mj] = await Promise.all([startFakeUpstream(), startFakeUpstream()]);
  server = await startGatewayServer({
    OPENAI_API_BASE_URL: openai.url,
    OPENAI_API_KEY: 'sk-server',
    MJ_SERVER: mj.url,
    AUTH_SECRET_KEY: 'pw',
    // Wrong passwords are part of the junk; a lock would hide every other case behind 429.
    AUTH_SECRET_ERROR_COUNT: '100000',
    GATEWAY_RATE_LIMIT: '100000',
    GATEWAY_BODY_LIMIT_BYTES: String(64 * 1024),
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await Promise.all([openai.close(), mj.close()]);
});

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function junkPath(random: Random): string {
  const prefix = pick(random, ['/openapi/v1/', '/mjapi/mj/', '/openapi/v1/upload', '/openapi/', '/mjapi/']);
  const tail = Array.from({ length: Math.floor(random() * 4) }, () =>
    pick(random, ['chat/completions', 'chat/completions', 'models', 'submit/imagine', 'task/abc/fetch', '..', '%2e%2e', '%2f', '%', '%zz', '?a=%', '#x', '😀', '\\', 'a'.repeat(3000), encodeURIComponent(randomString(random).slice(0, 200)), encodeUrlPart(`a${pick(random, CONTROL_SAMPLES)}b`), `models?q=${encodeUrlPart(pick(random, CONTROL_SAMPLES))}`]),
  ).join('/');
  return `${prefix}${tail}`.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

function junkHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  if (random() < 0.7) headers['x-ptoken'] = pick(random, ['pw', 'pw', 'pw', 'wrong', '', ' pw ', 'x'.repeat(5000)]);
  if (random() < 0.4) headers['authorization'] = pick(random, ['Bearer sk-own', 'Bearer', 'Basic abc', 'Bearer a b c']);
  if (random() < 0.3) headers['mj-api-secret'] = pick(random, ['own', '']);
  if (random() < 0.5) headers['content-type'] = pick(random, ['application/json', 'multipart/form-data; boundary=x', 'multipart/form-data', 'text/plain', '']);
  if (random() < 0.2) headers['host'] = pick(random, ['evil.example', '169.254.169.254', '']);
  if (random() < 0.2) headers['accept-encoding'] = 'gzip, br';
  return headers;
}

describe('fuzzing the relayed routes', () => {
  it('never answers 5xx to junk when the upstreams are healthy', async () => {
    openai.handler = (_r, res) => res.end('{}');
    mj.handler = (_r, res) => res.end('{}');
    const random = rng(20261124);
    const failures: string[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < 150; i += 1) {
      const method = pick(random, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
      const path = junkPath(random);
      const headers = junkHeaders(random);
      const body =
        method === 'GET' || method === 'HEAD'
          ? []
          : [Buffer.from(pick(random, ['{"broken": ', JSON.stringify(randomValue(random)), JSON.stringify({ model: `m${pick(random, CONTROL_SAMPLES)}`, messages: [{ role: 'user', content: pick(random, CONTROL_SAMPLES) }] }), '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nhi', 'x'.repeat(70 * 1024)]))];
      // Node's client frames DELETE and OPTIONS bodies only with a declared length (others go chunked).
      if (body.length > 0 && (method === 'DELETE' || method === 'OPTIONS')) headers['content-length'] = String(body[0]!.length);
      const res = await rawRequest(server.url, { method, path, headers, body }).catch((error: Error) => ({ status: 0, body: Buffer.from(error.message) }));
      seen.add(res.status);
      if (res.status >= 500 || res.status === 0) failures.push(`${method} ${path.slice(0, 120)} ${JSON.stringify(headers).slice(0, 120)} -> ${res.status} ${res.body.toString().slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    // The junk reached every outcome: relayed, refused for the password, as a bad request, unknown.
    expect([...seen]).toEqual(expect.arrayContaining([200, 400, 404, 423]));
    expect(openai.requests.length + mj.requests.length).toBeGreaterThan(0);
  }, 120_000);
});

describe('control characters on the relayed routes', () => {
  it('never answer 5xx, in the path, the query, a JSON body or raw header bytes', async () => {
    openai.handler = (_r, res) => res.end('{}');
    const failures: string[] = [];
    for (const control of CONTROL_SAMPLES) {
      for (const path of [`/openapi/v1/${encodeUrlPart(`chat${control}`)}`, `/openapi/v1/models?q=${encodeUrlPart(control)}`, `/mjapi/mj/task/${encodeUrlPart(control)}/fetch`]) {
        const res = await rawRequest(server.url, { path, headers: { 'x-ptoken': 'pw' } });
        if (res.status >= 500) failures.push(`GET ${path} -> ${res.status}`);
      }
      const body = Buffer.from(JSON.stringify({ model: control, messages: [{ role: 'user', content: `a${control}b` }] }));
      const res = await rawRequest(server.url, { method: 'POST', path: '/openapi/v1/chat/completions', headers: { 'x-ptoken': 'pw', 'content-type': 'application/json' }, body: [body] });
      if (res.status >= 500) failures.push(`POST body ${JSON.stringify(control)} -> ${res.status}`);
    }
    // Node's HTTP client will not put these bytes in a header; a raw socket will.
    for (const byte of [0x00, 0x01, 0x1f, 0x7f]) {
      const connection = await openRaw(server.url);
      await connection.write(Buffer.concat([Buffer.from('GET /openapi/v1/models HTTP/1.1\r\nHost: x\r\nx-ptoken: p'), Buffer.from([byte]), Buffer.from('w\r\nConnection: close\r\n\r\n')]));
      const { text } = await connection.closed;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (status === 0 || status >= 500) failures.push(`header byte ${byte} -> ${text.slice(0, 60)}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
