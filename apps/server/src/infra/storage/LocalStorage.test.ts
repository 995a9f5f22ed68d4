import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './LocalStorage';
import type { ListedObject } from './Storage';

let root: string;
let storage: LocalStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'atelier-local-storage-'));
  storage = new LocalStorage(path.join(root, 'files'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function put(key: string, bytes: number): Promise<void> {
  const source = path.join(root, 'source');
  await writeFile(source, Buffer.alloc(bytes, 1));
  await storage.putFile(key, source);
}

async function listed(prefix: string): Promise<ListedObject[]> {
  const objects: ListedObject[] = [];
  for await (const object of storage.list(prefix)) objects.push(object);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

describe('LocalStorage.list', () => {
  it('finds every file under the prefix, however deep, with its size and age; nothing beside it', async () => {
    const before = Date.now();
    await put('draw-images/u1/a.png', 3);
    await put('draw-images/u1/b.png', 5);
    await put('draw-images/u2/c.png', 7);
    await put('draw-images-old/d.png', 1);
    await put('books/e', 1);
    // A file no key can name (put there by hand): not reported, so nobody tries to delete it by key.
    await writeFile(path.join(root, 'files', 'draw-images', 'u1', 'Notes.TXT'), 'mine');

    const objects = await listed('draw-images');
    expect(objects.map(({ key, size }) => [key, size])).toEqual([
      ['draw-images/u1/a.png', 3],
      ['draw-images/u1/b.png', 5],
      ['draw-images/u2/c.png', 7],
    ]);
    for (const { modifiedAt } of objects) expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await listed('draw-images/u2')).map((o) => o.key)).toEqual(['draw-images/u2/c.png']);
  });

  it('lists nothing under a prefix that does not exist, or that names a file', async () => {
    expect(await listed('nothing-here')).toEqual([]);
    await put('lonely/file', 1);
    expect(await listed('lonely/file')).toEqual([]);
  });

  it('refuses an unsafe prefix', async () => {
    await expect(listed('../outside')).rejects.toThrow(/unsafe storage key/);
  });
});
