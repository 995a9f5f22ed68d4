import type { AudioInfo, ByteSource } from './ByteSource';

interface Box {
  type: string;
  /** Offset of the box's content (after its header) and its length. */
  start: number;
  length: number;
}

/** Boxes laid one after another in `b[from, to)`. */
function* boxes(b: Buffer, from: number, to: number): Generator<Box, void> {
  let at = from;
  while (at + 8 <= to) {
    let size = b.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(b.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return;
    yield { type: b.toString('latin1', at + 4, at + 8), start: at + header, length: size - header };
    at += size;
  }
}

/** The first child of that type, without listing the others (a moov may hold millions). */
function child(b: Buffer, parent: Box, type: string): Box | undefined {
  for (const box of boxes(b, parent.start, parent.start + parent.length)) if (box.type === type) return box;
  return undefined;
}

/** Finds `moov` among the top-level boxes without reading the (large) media data. */
async function readMoov(source: ByteSource): Promise<Buffer | null> {
  let at = 0;
  while (at + 8 <= source.size) {
    const header = await source.read(at, 16);
    if (header.length < 8) return null;
    let size = header.readUInt32BE(0);
    if (size === 1 && header.length >= 16) size = Number(header.readBigUInt64BE(8));
    else if (size === 0) size = source.size - at;
    if (size < 8) return null;
    if (header.toString('latin1', 4, 8) === 'moov') {
      // Sample tables of very long audiobooks reach a few MiB; anything bigger is not trusted.
      if (size > 64 << 20) return null;
      return source.read(at, size);
    }
    at += size;
  }
  return null;
}

/** iTunes-style `ilst` item: its `data` box holds a type code, a locale and the UTF-8 value. */
function ilstText(b: Buffer, ilst: Box, type: string): string | undefined {
  const item = child(b, ilst, type);
  const data = item && child(b, item, 'data');
  if (!data || data.length < 8 || b.readUInt32BE(data.start) !== 1) return undefined;
  return b.toString('utf8', data.start + 8, data.start + data.length);
}

/** Duration from `mvhd`; title and artist from `moov/udta/meta/ilst`. */
export async function mp4Info(source: ByteSource): Promise<AudioInfo> {
  const b = await readMoov(source);
  if (!b) return {};
  const top = boxes(b, 0, b.length).next();
  if (top.done) return {};
  const moov = top.value;
  const info: AudioInfo = {};
  const mvhd = child(b, moov, 'mvhd');
  if (mvhd && mvhd.length >= 20) {
    const v1 = b[mvhd.start] === 1;
    const timescale = b.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
    const duration = v1
      ? Number(b.readBigUInt64BE(mvhd.start + 24))
      : b.readUInt32BE(mvhd.start + 16);
    if (timescale > 0) info.durationS = duration / timescale;
  }
  const udta = child(b, moov, 'udta');
  const meta = udta && child(b, udta, 'meta');
  if (meta) {
    // ISO `meta` is a full box (4 bytes of version and flags); QuickTime's is not.
    const skip = b.toString('latin1', meta.start + 4, meta.start + 8) === 'hdlr' ? 0 : 4;
    const ilst = child(
      b,
      { type: 'meta', start: meta.start + skip, length: meta.length - skip },
      'ilst',
    );
    if (ilst) {
      const title = ilstText(b, ilst, '\u00a9nam');
      const artist = ilstText(b, ilst, '\u00a9ART') ?? ilstText(b, ilst, 'aART');
      if (title) info.title = title;
      if (artist) info.artist = artist;
    }
  }
  return info;
}
