import type { FileHandle } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Lists a zip's central directory (no zip64: EPUBs beyond 4 GiB are not a concern here). */
export async function listZip(file: FileHandle, fileSize: number): Promise<Map<string, ZipEntry>> {
  const tailLength = Math.min(fileSize, 65_557);
  const tail = await readAt(file, fileSize - tailLength, tailLength);
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length) throw new Error('not a zip');
  const count = tail.readUInt16LE(eocd + 10);
  const dirSize = tail.readUInt32LE(eocd + 12);
  const dirOffset = tail.readUInt32LE(eocd + 16);
  if (dirOffset + dirSize > fileSize || dirSize > 16 * 1024 * 1024) throw new Error('bad central directory');
  const dir = await readAt(file, dirOffset, dirSize);
  const entries = new Map<string, ZipEntry>();
  let at = 0;
  for (let i = 0; i < count && at + 46 <= dir.length; i += 1) {
    if (dir.readUInt32LE(at) !== 0x02014b50) break;
    const nameLength = dir.readUInt16LE(at + 28);
    const extraLength = dir.readUInt16LE(at + 30);
    const commentLength = dir.readUInt16LE(at + 32);
    const name = dir.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    entries.set(name, {
      name,
      method: dir.readUInt16LE(at + 10),
      compressedSize: dir.readUInt32LE(at + 20),
      size: dir.readUInt32LE(at + 24),
      localHeaderOffset: dir.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Reads one entry, refusing anything that inflates beyond `maxBytes`. */
export async function readZipEntry(file: FileHandle, entry: ZipEntry, maxBytes: number): Promise<Buffer> {
  if (entry.size > maxBytes || entry.compressedSize > maxBytes) throw new Error('entry too large');
  const header = await readAt(file, entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50) throw new Error('bad local header');
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const data = await readAt(file, start, entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: maxBytes });
  throw new Error(`unsupported zip method ${entry.method}`);
}
