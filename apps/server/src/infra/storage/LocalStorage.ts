import { createReadStream } from 'node:fs';
import { copyFile, mkdir, opendir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type ByteRange, isSafeKey, type ListedObject, type Storage, type StoredObject } from './Storage';

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(sourcePath, target);
      await unlink(sourcePath);
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.file(key));
      return { size: info.size, version: `${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}` };
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.file(prefix), { recursive: true, force: true });
  }

  /** Reads one directory at a time (opendir streams its entries), so a large prefix is never held whole. */
  async *list(prefix: string): AsyncIterable<ListedObject> {
    let dir;
    try {
      dir = await opendir(this.file(prefix));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return;
      throw error;
    }
    for await (const entry of dir) {
      const key = `${prefix}/${entry.name}`;
      // Only the server makes keys: anything else in the folder was put there by hand and is not ours to report.
      if (!isSafeKey(key)) continue;
      if (entry.isDirectory()) {
        yield* this.list(key);
      } else if (entry.isFile()) {
        // Deleted since the directory was read: not there any more.
        const info = await stat(this.file(key)).catch(() => null);
        if (info) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }
}
