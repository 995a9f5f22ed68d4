import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adversarialFiles, reviewEpub, reviewPdf } from '../testing/adversarialFixtures';
import { makeEpub, uploadForm } from '../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * Far above a healthy answer (a few ms) and far below what the old regexes held the event loop
 * for (10 s to hours), so a busy machine does not make this flaky.
 */
const HEALTHY_MS = 1000;

interface Probed<T> {
  result: T;
  /** The slowest /healthz answer while `work` was under way. */
  slowestMs: number;
}

/** Asks /healthz over and over, one request at a time, until `work` settles. */
async function probeHealth<T>(url: string, work: Promise<T>): Promise<Probed<T>> {
  let settled = false;
  void work.finally(() => (settled = true)).catch(() => undefined);
  let slowestMs = 0;
  do {
    const start = performance.now();
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    await response.text();
    slowestMs = Math.max(slowestMs, performance.now() - start);
  } while (!settled);
  return { result: await work, slowestMs };
}

function stem(name: string): string {
  return name.slice(0, name.lastIndexOf('.'));
}

describe('uploads built to stall metadata parsers', () => {
  let server: TestServer;
  let call: ApiClient;
  let token: string;
  const upload = (name: string, data: Buffer) =>
    call('POST', '/api/books/upload', { token, body: uploadForm({ file: { name, data }, fields: { title: stem(name), file_index: 0, total_files: 1 } }) });

  beforeAll(async () => {
    server = await startTestServer();
    call = createClient(server.url);
    token = (await signUp(call, 'reader')).access_token;
  }, 60_000);
  afterAll(() => server.close());

  for (const file of adversarialFiles()) {
    it(`${file.label}: becomes a book without metadata while /healthz keeps answering`, async () => {
      const { result, slowestMs } = await probeHealth(server.url, upload(file.name, file.data));
      expect(result.status).toBe(201);
      expect(result.body.book).toMatchObject({ title: stem(file.name), author: '', description: '', cover_url: null });
      expect(result.body.file.duration_s ?? null).toBeNull();
      expect(slowestMs).toBeLessThan(HEALTHY_MS);
    });
  }

  it('takes ten of the review files at once without /healthz noticing', async () => {
    const uploads = Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? upload(`r${i}.pdf`, reviewPdf()) : upload(`r${i}.epub`, reviewEpub()))));
    const { result, slowestMs } = await probeHealth(server.url, uploads);
    expect(result.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(slowestMs).toBeLessThan(HEALTHY_MS);
  });

  it('still reads title, author and cover from a good file after all that', async () => {
    const res = await upload('good.epub', makeEpub({ title: 'Le Petit Prince', author: 'Saint-Exupéry', withCover: true }));
    expect(res.body.book).toMatchObject({ title: 'Le Petit Prince', author: 'Saint-Exupéry' });
    expect(res.body.book.cover_url).toEqual(expect.any(String));
  });
});

describe('a file over the time limit', () => {
  let server: TestServer;
  let call: ApiClient;

  beforeAll(async () => {
    // 50 ms cannot cover a cold worker thread (its first task pays for starting it, and tsx),
    // so the first upload is cut off wherever this runs.
    server = await startTestServer({ config: { metadata: { timeoutMs: 50, memoryMb: 128 } } });
    call = createClient(server.url);
  }, 60_000);
  afterAll(() => server.close());

  it('is stored as a book without metadata, not a failed upload', async () => {
    const token = (await signUp(call, 'reader')).access_token;
    const epub = makeEpub({ title: 'Never Read', author: 'Nobody', withCover: true });
    const res = await call('POST', '/api/books/upload', { token, body: uploadForm({ file: { name: 'late.epub', data: epub }, fields: { title: 'late', file_index: 0, total_files: 1 } }) });
    expect(res.status).toBe(201);
    expect(res.body.book).toMatchObject({ title: 'late', author: '', cover_url: null });
  });
});
