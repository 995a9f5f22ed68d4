import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../testing/fakeS3';
import { makeEpub, PNG_1X1, randomBytesOf, uploadForm } from '../../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/testServer';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let server: TestServer;
let call: ApiClient;
let owner: string;
let bucket: S3Client;

async function keysUnder(prefix: string): Promise<string[]> {
  const page = await bucket.send(
    new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((o) => o.Key ?? '');
}

beforeAll(async () => {
  s3 = await startFakeS3();
  server = await startTestServer({ config: { s3: s3.config } });
  call = createClient(server.url);
  owner = (await signUp(call, 'owner')).access_token;
  bucket = new S3Client({
    region: s3.config.region,
    endpoint: s3.config.endpoint ?? '',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}, 60_000);
afterAll(async () => {
  bucket.destroy();
  await server.close();
  await s3.close();
});

describe('S3-compatible storage', () => {
  it('keeps uploaded files in the bucket, serves ranges byte for byte, and deletes them with the book', async () => {
    const data = Buffer.from(randomBytesOf(300_000, 7).map((b) => 0x61 + (b % 26)));
    const res = await call('POST', '/api/books/upload', {
      token: owner,
      body: uploadForm({
        file: { name: 'big.txt', data },
        cover: { name: 'c.png', data: PNG_1X1 },
        fields: { title: 'Big', file_index: 0, total_files: 1 },
      }),
    });
    expect(res.status).toBe(201);
    const { book, file } = res.body;
    expect(await keysUnder(`books/${book.id}/`)).toHaveLength(2);
    // Nothing lands on the server's own disk.
    expect(await readdir(path.join(server.dataDir, 'files')).catch(() => [])).toEqual([]);

    const whole = await fetch(`${server.url}${file.url}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(data)).toBe(true);
    const etag = whole.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);

    const partial = await fetch(`${server.url}${file.url}`, {
      headers: { range: 'bytes=1000-199999' },
    });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 1000-199999/300000');
    expect(Buffer.from(await partial.arrayBuffer()).equals(data.subarray(1000, 200_000))).toBe(
      true,
    );

    const tail = await fetch(`${server.url}${file.url}`, { headers: { range: 'bytes=-16' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(data.subarray(-16))).toBe(true);
    expect(
      (await fetch(`${server.url}${file.url}`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    const cover = await fetch(`${server.url}${book.cover_url}`);
    expect(Buffer.from(await cover.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    expect((await call('DELETE', `/api/books/${book.id}`, { token: owner })).status).toBeLessThan(
      300,
    );
    expect(await keysUnder(`books/${book.id}/`)).toEqual([]);
    expect((await fetch(`${server.url}${file.url}`)).status).toBe(404);
  });

  it('replaces a re-sent file and removes the old object', async () => {
    const first = await call('POST', '/api/books/upload', {
      token: owner,
      body: uploadForm({
        file: { name: 'a.epub', data: makeEpub({ title: 'A', author: 'X' }) },
        fields: { title: 'a', file_index: 0, total_files: 1, visibility: 'link' },
      }),
    });
    const id = first.body.book.id as string;
    const second = makeEpub({ title: 'A2', author: 'X' });
    await call('POST', '/api/books/upload', {
      token: owner,
      body: uploadForm({
        file: { name: 'a.epub', data: second },
        fields: { title: 'a', file_index: 0, total_files: 1, book_id: id },
      }),
    });
    expect(await keysUnder(`books/${id}/`)).toHaveLength(1);
    const served = await fetch(`${server.url}/api/books/${id}/files/0`);
    expect(Buffer.from(await served.arrayBuffer()).equals(second)).toBe(true);
  });
});
