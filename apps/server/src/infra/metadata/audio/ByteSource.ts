import type { FileHandle } from 'node:fs/promises';

/** Positional reads over a file; reads past the end return fewer bytes, never throw. */
export interface ByteSource {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

export function fileSource(file: FileHandle, size: number): ByteSource {
  return {
    size,
    read: async (position, length) => {
      const wanted = Math.max(0, Math.min(length, size - position));
      if (wanted === 0 || position < 0) return Buffer.alloc(0);
      const buffer = Buffer.alloc(wanted);
      const { bytesRead } = await file.read(buffer, 0, wanted, position);
      return buffer.subarray(0, bytesRead);
    },
  };
}

export function bufferSource(bytes: Buffer): ByteSource {
  return {
    size: bytes.length,
    read: async (position, length) => bytes.subarray(position, position + length),
  };
}

export interface AudioInfo {
  title?: string;
  artist?: string;
  durationS?: number;
}

/** Text up to its first NUL: fixed-size and C-style fields pad or end with them. */
export function beforeNul(text: string): string {
  const nul = text.indexOf('\0');
  return nul < 0 ? text : text.slice(0, nul);
}

/** Drops empty tags and impossible durations so callers can spread the result. */
export function cleanInfo(info: AudioInfo): AudioInfo {
  const out: AudioInfo = {};
  const title = info.title?.replaceAll('\0', '').trim().slice(0, 2000);
  const artist = info.artist?.replaceAll('\0', '').trim().slice(0, 2000);
  if (title) out.title = title;
  if (artist) out.artist = artist;
  if (
    info.durationS !== undefined &&
    Number.isFinite(info.durationS) &&
    info.durationS > 0 &&
    info.durationS < 1e7
  ) {
    out.durationS = Math.round(info.durationS * 1000) / 1000;
  }
  return out;
}

/** `KEY=value` comments as in Vorbis, Opus and FLAC (little-endian lengths). */
export function parseVorbisComments(bytes: Buffer): AudioInfo {
  const info: AudioInfo = {};
  let offset = 0;
  const u32 = () => {
    if (offset + 4 > bytes.length) return -1;
    const value = bytes.readUInt32LE(offset);
    offset += 4;
    return value;
  };
  const vendor = u32();
  if (vendor < 0) return info;
  offset += vendor;
  const count = u32();
  for (let i = 0; i < count && offset < bytes.length; i += 1) {
    const length = u32();
    if (length < 0 || offset + length > bytes.length) break;
    const comment = bytes.toString('utf8', offset, offset + length);
    offset += length;
    const eq = comment.indexOf('=');
    const key = comment.slice(0, eq).toUpperCase();
    const value = comment.slice(eq + 1);
    if (key === 'TITLE' && !info.title) info.title = value;
    if (key === 'ARTIST' && !info.artist) info.artist = value;
  }
  return info;
}
