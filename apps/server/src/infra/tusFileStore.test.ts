import fs from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TusFileStore, WRITE_BUFFER_BYTES } from './tusFileStore';

const KIB = 1024;
const SOCKET_CHUNK = 64 * KIB;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tus-file-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A request body as the socket hands it over: `count` chunks of 64 KiB, produced only when read. */
function socketBody(count: number): Readable & { produced: () => number } {
  let sent = 0;
  const body = new Readable({
    highWaterMark: SOCKET_CHUNK,
    read() {
      if (sent === count) this.push(null);
      else this.push(Buffer.alloc(SOCKET_CHUNK, sent++ % 251));
    },
  });
  return Object.assign(body, { produced: () => sent });
}

async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('TusFileStore.write', () => {
  it('appends the body at the offset and answers the new offset', async () => {
    const store = new TusFileStore({ directory: dir });
    await writeFile(path.join(dir, 'up'), Buffer.from('head'));
    const offset = await store.write(socketBody(40), 'up', 4);
    expect(offset).toBe(4 + 40 * SOCKET_CHUNK);
    const file = await readFile(path.join(dir, 'up'));
    expect(file.length).toBe(offset);
    expect(file.subarray(0, 4).toString()).toBe('head');
    expect(file[4 + 39 * SOCKET_CHUNK]).toBe(39);
  });

  it('refuses an id that would name a file outside its directory', async () => {
    const store = new TusFileStore({ directory: path.join(dir, 'uploads') });
    await writeFile(path.join(dir, 'outside'), 'kept');
    await expect(store.write(socketBody(1), '../outside', 0)).rejects.toBeDefined();
    expect((await readFile(path.join(dir, 'outside'))).toString()).toBe('kept');
  });

  it('keeps reading the socket while the disk is busy, and writes what queued up in one call', async () => {
    // The disk answers only when released: meanwhile the body must keep flowing into memory (a
    // file stream with the default 16 KiB buffer pauses the socket after a chunk or two).
    const held: Array<() => void> = [];
    const calls: Array<{ kind: 'write' | 'writev'; bytes: number }> = [];
    type Done = (error: NodeJS.ErrnoException | null, n?: number) => void;
    let markOpen!: () => void;
    const open = new Promise<void>((resolve) => (markOpen = resolve));
    const slowDisk = {
      open: (file: string, flags: string, mode: number, done: (error: NodeJS.ErrnoException | null, fd?: number) => void) => {
        held.push(() =>
          fs.open(file, flags, mode, (error, fd) => {
            done(error, fd);
            markOpen();
          }),
        );
      },
      close: fs.close,
      write: (fd: number, buffer: Buffer, offset: number, length: number, position: number | null, done: Done) => {
        calls.push({ kind: 'write', bytes: length });
        held.push(() => fs.write(fd, buffer, offset, length, position, done));
      },
      writev: (fd: number, buffers: Buffer[], position: number | null, done: Done) => {
        calls.push({ kind: 'writev', bytes: buffers.reduce((sum, b) => sum + b.length, 0) });
        held.push(() => fs.writev(fd, buffers, position, done));
      },
    };
    const store = new TusFileStore({ directory: dir }, slowDisk);
    await writeFile(path.join(dir, 'up'), '');
    const chunks = 128; // 8 MiB, twice the buffer
    const body = socketBody(chunks);
    const written = store.write(body, 'up', 0);

    await turns(100);
    expect(calls).toHaveLength(0); // the file is still being opened
    const queued = (body.produced() - 1) * SOCKET_CHUNK - body.readableLength; // what the store took in
    expect(queued).toBeGreaterThanOrEqual(WRITE_BUFFER_BYTES - SOCKET_CHUNK);
    expect(queued).toBeLessThanOrEqual(WRITE_BUFFER_BYTES + SOCKET_CHUNK); // bounded: memory stays flat

    held.shift()!();
    await open;
    await turns(10);
    expect(calls[0]).toEqual({ kind: 'writev', bytes: expect.any(Number) });
    expect(calls[0]!.bytes).toBeGreaterThanOrEqual(WRITE_BUFFER_BYTES - SOCKET_CHUNK);

    // Let the rest through as it comes.
    while ((await Promise.race([written.then(() => true), turns(5).then(() => false)])) === false) {
      while (held.length) held.shift()!();
    }
    expect(await written).toBe(chunks * SOCKET_CHUNK);
    const file = await readFile(path.join(dir, 'up'));
    expect(file.length).toBe(chunks * SOCKET_CHUNK);
    expect(file[127 * SOCKET_CHUNK]).toBe(127);
  });
});
