import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';

/**
 * Bytes a PATCH may hold in memory while the disk is busy. Socket reads are 64 KiB; with the
 * default 16 KiB buffer of a file stream every chunk paused the socket until its write returned.
 * Here the socket keeps flowing, and what queues up meanwhile goes to disk in one `writev`.
 */
export const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

/** The file system calls a file stream makes (open, write, writev, close), as `createWriteStream` takes them. */
type WriteFs = Exclude<Parameters<typeof createWriteStream>[1], string | undefined>['fs'];

/**
 * tus's FileStore with the PATCH body streamed straight into the file: one large-buffered file
 * stream, without the store's per-chunk counting stage (the file stream counts what it wrote).
 *
 * No fsync: a PATCH is acknowledged once its bytes are in the page cache. A killed server loses
 * nothing (the kernel still writes them); an operating-system crash may lose the last seconds,
 * and then the upload's offset (its file's size) is smaller and the client resends from there.
 */
export class TusFileStore extends FileStore {
  constructor(
    options: ConstructorParameters<typeof FileStore>[0],
    /** For tests: the file system calls of the file stream (open, write, writev, close). */
    private readonly fileSystem?: WriteFs,
  ) {
    super(options);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    // Ids are tus's own or passed the route's pattern; refused here too, as FileStore does, so no
    // id ever names a file outside the directory.
    if (!/^[\w-]{1,64}$/.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const file = createWriteStream(path.join(this.directory, id), {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BUFFER_BYTES,
      ...(this.fileSystem ? { fs: this.fileSystem } : {}),
    });
    try {
      await pipeline(readable, file);
    } catch {
      // What FileStore answers too: tus maps it to its own error response.
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + file.bytesWritten;
  }
}
