import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

const TUS = { 'tus-resumable': '1.0.0' };

let server: TestServer;
let call: ApiClient;
let alice: string;
let bob: string;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** Sends `target` byte for byte (fetch would resolve `..` and drop `#…`). */
function rawRequest(method: string, target: string, token: string, headers: Record<string, string> = {}, body?: Buffer): Promise<RawResponse> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: target, agent: false, headers: { ...TUS, authorization: `Bearer ${token}`, ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function createUpload(token: string, size: number): Promise<string> {
  const res = await call('POST', '/api/uploads', { token, headers: { ...TUS, 'upload-length': String(size) } });
  expect(res.status).toBe(201);
  return res.headers.get('location')!.split('/').pop()!;
}

async function append(token: string, id: string, offset: number, data: string) {
  return call('PATCH', `/api/uploads/${id}`, {
    token,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(Buffer.from(data)),
  });
}

/** URLs whose checked `:id` (or lack of one) differs from the last path segment of the whole URL. */
function craftedUrls(victim: string, mine: string): string[] {
  return [
    `/api/uploads/${mine}?/${victim}`,
    `/api/uploads/nonexistent?/${victim}`,
    `/api/uploads/${mine}?x=/${victim}`,
    `/api/uploads/${mine}?x=1&y=/${victim}/`,
    `/api/uploads/${mine}#/${victim}`,
    `/api/uploads/nonexistent#/${victim}`,
    `/api/uploads/${mine}%2F${victim}`,
    `/api/uploads/nonexistent%2f..%2f${victim}`,
    `/api/uploads/${mine}/../${victim}`,
    `/api/uploads/${mine}/..%2F${victim}`,
    `/api/uploads/${mine}/${victim}`,
    `/api/uploads/nonexistent/x/${victim}`,
    `/api/uploads/${mine};/${victim}`,
  ];
}

beforeAll(async () => {
  server = await startTestServer();
  call = createClient(server.url);
  alice = (await signUp(call, 'alice')).access_token;
  bob = (await signUp(call, 'bob')).access_token;
}, 60_000);
afterAll(() => server.close());

describe('tus acts only on the upload id the owner check saw', () => {
  it("never lets a crafted URL read, overwrite or delete another user's upload", async () => {
    const victim = await createUpload(alice, 10);
    expect((await append(alice, victim, 0, 'alice')).status).toBe(204);
    // Bob's own upload has another length, so an answer with Alice's could only come from hers.
    const mine = await createUpload(bob, 7);

    for (const target of craftedUrls(victim, mine)) {
      const head = await rawRequest('HEAD', target, bob);
      expect([target, head.headers['upload-length']]).not.toEqual([target, '10']);
      await rawRequest('PATCH', target, bob, { 'upload-offset': '5', 'content-type': 'application/offset+octet-stream' }, Buffer.from('EVIL!'));
      await rawRequest('DELETE', target, bob);
    }
    // Creation never takes an id from the URL either.
    expect((await rawRequest('POST', `/api/uploads/${victim}`, bob, { 'upload-length': '5' })).status).toBe(404);

    // Alice's upload is where she left it, and finishes with her bytes.
    const head = await call('HEAD', `/api/uploads/${victim}`, { token: alice, headers: TUS });
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual([200, '5', '10']);
    expect((await append(alice, victim, 5, 'smith')).status).toBe(204);
    expect(await readFile(path.join(server.dataDir, 'uploads', victim), 'utf8')).toBe('alicesmith');
  }, 60_000);

  it('refuses a query string or fragment on an upload URL, even for its owner', async () => {
    const id = await createUpload(bob, 4);
    for (const target of [`/api/uploads/${id}?`, `/api/uploads/${id}?x=1`, `/api/uploads/${id}#x`]) {
      const res = await rawRequest('PATCH', target, bob, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, Buffer.from('abcd'));
      expect([target, res.status]).toEqual([target, 400]);
    }
    expect((await call('HEAD', `/api/uploads/${id}`, { token: bob, headers: TUS })).headers.get('upload-offset')).toBe('0');
    expect((await append(bob, id, 0, 'abcd')).status).toBe(204);
  });
});
