import { beforeNul, type AudioInfo, type ByteSource } from './ByteSource';

// Bitrates in kbit/s by [MPEG-1 ? 0 : 1][layer 1..3][index].
const BITRATES: number[][][] = [
  [
    [],
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
];
const SAMPLE_RATES = [44100, 48000, 32000];

export interface FrameHeader {
  /** 1, 2 or 2.5. */
  version: number;
  layer: number;
  bitrate: number;
  sampleRate: number;
  samples: number;
  length: number;
  mono: boolean;
}

export function parseFrameHeader(b: Buffer, at: number): FrameHeader | null {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return null;
  const versionBits = (b[at + 1]! >> 3) & 3;
  const layerBits = (b[at + 1]! >> 1) & 3;
  const bitrateIndex = b[at + 2]! >> 4;
  const rateIndex = (b[at + 2]! >> 2) & 3;
  if (
    versionBits === 1 ||
    layerBits === 0 ||
    bitrateIndex === 0 ||
    bitrateIndex === 15 ||
    rateIndex === 3
  )
    return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const layer = 4 - layerBits;
  const bitrate = BITRATES[version === 1 ? 0 : 1]![layer]![bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[rateIndex]! / (version === 1 ? 1 : version === 2 ? 2 : 4);
  const padding = (b[at + 2]! >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  return { version, layer, bitrate, sampleRate, samples, length, mono: b[at + 3]! >> 6 === 3 };
}

const syncsafe = (b: Buffer, at: number) =>
  ((b[at]! & 0x7f) << 21) |
  ((b[at + 1]! & 0x7f) << 14) |
  ((b[at + 2]! & 0x7f) << 7) |
  (b[at + 3]! & 0x7f);

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Frames marked ISO-8859-1 often hold UTF-8 (LAME's front end and many taggers write it so).
 * Bytes that decode as UTF-8 are read so: real Latin-1 text with accents almost never does.
 */
function latin1OrUtf8(bytes: Buffer): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

function decodeText(frame: Buffer): string {
  const encoding = frame[0];
  const body = frame.subarray(1);
  let text: string;
  if (encoding === 1 || encoding === 2) {
    let bytes = Buffer.from(body);
    let bigEndian = encoding === 2;
    if (bytes[0] === 0xfe && bytes[1] === 0xff) [bigEndian, bytes] = [true, bytes.subarray(2)];
    else if (bytes[0] === 0xff && bytes[1] === 0xfe) bytes = bytes.subarray(2);
    bytes = bytes.subarray(0, bytes.length - (bytes.length % 2));
    text = (bigEndian ? bytes.swap16() : bytes).toString('utf16le');
  } else if (encoding === 3) {
    text = body.toString('utf8');
  } else {
    text = latin1OrUtf8(body);
  }
  // ID3v2.4 separates multiple values with NUL: the first is the one to show.
  return text.split('\0')[0] ?? '';
}

interface Id3Tag {
  /** Bytes taken by the tag at the start of the file. */
  end: number;
  title?: string;
  artist?: string;
  lengthMs?: number;
}

async function readId3v2(source: ByteSource): Promise<Id3Tag> {
  const header = await source.read(0, 10);
  if (header.toString('latin1', 0, 3) !== 'ID3' || header.length < 10) return { end: 0 };
  const major = header[3]!;
  const flags = header[5]!;
  const end = 10 + syncsafe(header, 6) + (flags & 0x10 ? 10 : 0);
  if (major < 2 || major > 4) return { end };
  // Text frames come first in practice; large pictures further in are never read.
  const tag = await source.read(10, Math.min(end - 10, 1 << 20));
  const result: Id3Tag = { end };
  let offset = 0;
  if (flags & 0x40 && major >= 3) offset = major === 4 ? syncsafe(tag, 0) : tag.readUInt32BE(0) + 4;
  const idLength = major === 2 ? 3 : 4;
  const headerLength = major === 2 ? 6 : 10;
  while (offset + headerLength <= tag.length) {
    const id = tag.toString('latin1', offset, offset + idLength);
    if (!/^[A-Z0-9]+$/.test(id)) break;
    const size =
      major === 2
        ? tag.readUIntBE(offset + 3, 3)
        : major === 4
          ? syncsafe(tag, offset + 4)
          : tag.readUInt32BE(offset + 4);
    const body = tag.subarray(offset + headerLength, offset + headerLength + size);
    if (id === 'TIT2' || id === 'TT2') result.title = decodeText(body);
    else if (id === 'TPE1' || id === 'TP1') result.artist = decodeText(body);
    else if (id === 'TLEN' || id === 'TLE') {
      const ms = Number(decodeText(body).trim());
      if (ms > 0) result.lengthMs = ms;
    }
    offset += headerLength + size;
  }
  return result;
}

async function readId3v1(
  source: ByteSource,
): Promise<{ present: boolean; title?: string; artist?: string }> {
  if (source.size < 128) return { present: false };
  const tag = await source.read(source.size - 128, 128);
  if (tag.toString('latin1', 0, 3) !== 'TAG') return { present: false };
  const field = (start: number) => beforeNul(latin1OrUtf8(tag.subarray(start, start + 30))).trim();
  return { present: true, title: field(3), artist: field(33) };
}

/** The first frame whose successor also starts where its length says, so stray 0xFF bytes don't count. */
function findFirstFrame(b: Buffer): { at: number; frame: FrameHeader } | null {
  for (let at = 0; at + 4 <= b.length; at += 1) {
    const frame = parseFrameHeader(b, at);
    if (!frame) continue;
    const next = at + frame.length;
    if (next + 4 > b.length || parseFrameHeader(b, next)) return { at, frame };
  }
  return null;
}

/** Frames counted by a Xing/Info (LAME) or VBRI header in the first frame, when there is one. */
function vbrFrameCount(b: Buffer, at: number, frame: FrameHeader): number | null {
  const sideInfo = frame.version === 1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = at + 4 + sideInfo;
  const tag = b.toString('latin1', xing, xing + 4);
  if ((tag === 'Xing' || tag === 'Info') && xing + 12 <= b.length && b.readUInt32BE(xing + 4) & 1)
    return b.readUInt32BE(xing + 8);
  const vbri = at + 36;
  if (b.toString('latin1', vbri, vbri + 4) === 'VBRI' && vbri + 18 <= b.length)
    return b.readUInt32BE(vbri + 14);
  return null;
}

/** ID3v2/ID3v1 title and artist; duration from a Xing/VBRI frame count, TLEN, or the CBR bitrate. */
export async function mp3Info(source: ByteSource): Promise<AudioInfo> {
  const id3 = await readId3v2(source);
  const v1 = await readId3v1(source);
  const info: AudioInfo = {};
  const title = id3.title || v1.title;
  const artist = id3.artist || v1.artist;
  if (title) info.title = title;
  if (artist) info.artist = artist;

  const window = await source.read(id3.end, 64 * 1024);
  const first = findFirstFrame(window);
  if (!first) {
    if (id3.lengthMs) info.durationS = id3.lengthMs / 1000;
    return info;
  }
  const frames = vbrFrameCount(window, first.at, first.frame);
  if (frames) info.durationS = (frames * first.frame.samples) / first.frame.sampleRate;
  else if (id3.lengthMs) info.durationS = id3.lengthMs / 1000;
  else {
    const audioBytes = source.size - id3.end - first.at - (v1.present ? 128 : 0);
    info.durationS = (audioBytes * 8) / first.frame.bitrate;
  }
  return info;
}
