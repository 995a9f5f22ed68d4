import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newId } from './newId';

/** A file waiting in the data dir's tmp folder, with what we learned while it streamed in. */
export interface StagedFile {
  path: string;
  name: string;
  size: number;
  sha256: string;
  /** The first bytes, for type detection. */
  head: Buffer;
  /** Set when the bytes are a finished tus upload, forgotten once stored. */
  tusId?: string;
}

const HEAD_BYTES = 64 * 1024;

/** Streams into `<tmpDir>/<uuid>` counting and hashing; `maxBytes` aborts larger bodies. */
export async function stageStream(source: Readable, tmpDir: string, name: string, maxBytes = Infinity): Promise<StagedFile> {
  const target = path.join(tmpDir, newId());
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(Object.assign(new Error('too large'), { code: 'STAGED_TOO_LARGE' }));
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  const sink = createWriteStream(target);
  try {
    await pipeline(source, meter, sink);
  } catch (error) {
    // A body refused at once can fail before the file has even been opened: removing it then
    // would race the open (another pool thread) and leave it behind, so wait for the close.
    if (!sink.closed) await once(sink, 'close').catch(() => undefined);
    await rm(target, { force: true });
    throw error;
  }
  return { path: target, name, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

/** Describes a file already on disk (a finished tus upload) the same way. */
export async function describeFile(filePath: string, name: string): Promise<StagedFile> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(filePath)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    return { path: filePath, name, size, sha256: hash.digest('hex'), head };
  } finally {
    await handle.close();
  }
}
