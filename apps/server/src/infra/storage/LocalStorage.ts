import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type ByteRange, type Storage, type StoredObject } from './Storage';

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
}
