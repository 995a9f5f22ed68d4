import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, type ListObjectsV2CommandInput, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeS3 } from '../../testing/fakeS3';
import { makeEpub, PNG_1X1, randomBytesOf, uploadForm } from '../../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { S3Storage } from './S3Storage';
import type { ListedObject } from './Storage';

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

async function listed(storage: S3Storage, prefix: string): Promise<ListedObject[]> {
  const objects: ListedObject[] = [];
  for await (const object of storage.list(prefix)) objects.push(object);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

describe('S3Storage.list', () => {
  it('finds every object under the prefix, with its size and age; nothing beside it', async () => {
    const storage = new S3Storage(s3.config);
    try {
      const before = Date.now();
      for (const [key, bytes] of [
        ['draw-images/u1/a.png', 3],
        ['draw-images/u1/b.png', 5],
        ['draw-images/u2/c.png', 7],
        ['draw-images-old/d.png', 1],
      ] as const) {
        const source = path.join(server.app.ctx.tmpDir, `list-${bytes}`);
        await writeFile(source, Buffer.alloc(bytes, 1));
        await storage.putFile(key, source);
      }
      const objects = await listed(storage, 'draw-images');
      expect(objects.map(({ key, size }) => [key, size])).toEqual([
        ['draw-images/u1/a.png', 3],
        ['draw-images/u1/b.png', 5],
        ['draw-images/u2/c.png', 7],
      ]);
      // S3 dates to the second.
      for (const { modifiedAt } of objects) expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await listed(storage, 'nothing-here')).toEqual([]);
    } finally {
      storage.close();
    }
  });

  it('follows the continuation token through every page', async () => {
    // s3rver cannot make continuation tokens on OpenSSL 3 (it ciphers them with DES, answering
    // 500), so the bucket's pages are played here instead.
    const at = new Date('2025-01-01T00:00:00Z');
    const pages = new Map<string | undefined, object>([
      [undefined, { IsTruncated: true, NextContinuationToken: 't1', Contents: [{ Key: 'p/a', Size: 1, LastModified: at }] }],
      ['t1', { IsTruncated: true, NextContinuationToken: 't2', Contents: [{ Key: 'p/b', Size: 2, LastModified: at }, { Key: 'p/undated', Size: 2 }] }],
      ['t2', { IsTruncated: false, Contents: [{ Key: 'p/c', Size: 3, LastModified: at }] }],
    ]);
    const asked: ListObjectsV2CommandInput[] = [];
    // `send` is overloaded (promise and callback forms); this stands in for the promise form only.
    const listPage = async (command: ListObjectsV2Command) => {
      asked.push(command.input);
      return pages.get(command.input.ContinuationToken);
    };
    const send = vi.spyOn(S3Client.prototype, 'send').mockImplementation(listPage as unknown as S3Client['send']);
    const storage = new S3Storage(s3.config);
    try {
      expect(await listed(storage, 'p')).toEqual([
        { key: 'p/a', size: 1, modifiedAt: at },
        { key: 'p/b', size: 2, modifiedAt: at },
        { key: 'p/c', size: 3, modifiedAt: at },
      ]);
      expect(asked.map((input) => [input.Prefix, input.ContinuationToken])).toEqual([
        ['p/', undefined],
        ['p/', 't1'],
        ['p/', 't2'],
      ]);
    } finally {
      send.mockRestore();
      storage.close();
    }
  });
});
