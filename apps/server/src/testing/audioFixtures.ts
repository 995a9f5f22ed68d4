/**
 * Audio files built byte by byte: real container and frame headers as encoders write them,
 * silent (zero) payloads. Enough for metadata readers; not meant to be played.
 */

const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

// ---------- MP3 ----------

function syncsafe(n: number): Buffer {
  return Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
}

function id3v2(version: 3 | 4 | 'lame', frames: Array<[string, Buffer]>): Buffer {
  const body = Buffer.concat([
    ...frames.map(([id, data]) =>
      Buffer.concat([
        Buffer.from(id, 'latin1'),
        version === 4 ? syncsafe(data.length) : u32be(data.length),
        Buffer.alloc(2),
        data,
      ]),
    ),
    Buffer.alloc(64), // padding, as taggers leave
  ]);
  return Buffer.concat([
    Buffer.from([0x49, 0x44, 0x33, version === 'lame' ? 3 : version, 0, 0]),
    syncsafe(body.length),
    body,
  ]);
}

/**
 * ID3 text frame: UTF-16 with BOM for v2.3 (what most taggers write), UTF-8 for v2.4, or UTF-8
 * bytes in a frame marked ISO-8859-1 (what LAME's front end writes; the tag says v2.3).
 */
function textFrame(version: 3 | 4 | 'lame', text: string): Buffer {
  if (version === 'lame') return Buffer.concat([Buffer.from([0]), Buffer.from(text, 'utf8')]);
  return version === 4
    ? Buffer.concat([Buffer.from([3]), Buffer.from(text, 'utf8')])
    : Buffer.concat([Buffer.from([1, 0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

export interface Mp3Options {
  seconds: number;
  title?: string;
  artist?: string;
  id3?: 3 | 4 | 'lame' | false;
  /** A LAME Xing/Info header with the frame count in the first frame. */
  xing?: boolean;
}

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz stereo: 417-byte frames of 1152 samples. */
export function makeMp3Audio({
  seconds,
  title,
  artist,
  id3 = 3,
  xing = false,
}: Mp3Options): Buffer {
  const frameLength = 417;
  const frames = Math.round((seconds * 44100) / 1152);
  const header = Buffer.from([0xff, 0xfb, 0x90, 0x00]);
  const frame = Buffer.concat([header, Buffer.alloc(frameLength - 4)]);
  const parts: Buffer[] = [];
  if (id3) {
    const tagFrames: Array<[string, Buffer]> = [];
    if (title) tagFrames.push(['TIT2', textFrame(id3, title)]);
    if (artist) tagFrames.push(['TPE1', textFrame(id3, artist)]);
    parts.push(id3v2(id3, tagFrames));
  }
  if (xing) {
    const info = Buffer.from(frame);
    info.write('Xing', 4 + 32, 'latin1');
    info.writeUInt32BE(0x0001, 4 + 32 + 4);
    info.writeUInt32BE(frames, 4 + 32 + 8);
    parts.push(info);
  }
  for (let i = 0; i < frames; i += 1) parts.push(frame);
  return Buffer.concat(parts);
}

// ---------- MP4 / M4A ----------

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  return Buffer.concat([u32be(body.length + 8), Buffer.from(type, 'latin1'), body]);
}

function ilstItem(type: string, text: string): Buffer {
  return box(type, box('data', u32be(1), u32be(0), Buffer.from(text, 'utf8')));
}

export interface M4aOptions {
  seconds: number;
  title?: string;
  artist?: string;
  /** Where `moov` sits: after the media data (as most encoders write) or before it ("fast start"). */
  moovFirst?: boolean;
}

export function makeM4a({ seconds, title, artist, moovFirst = false }: M4aOptions): Buffer {
  const timescale = 44100;
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(Math.round(seconds * timescale), 16);
  const items = [
    ...(title ? [ilstItem('\u00a9nam', title)] : []),
    ...(artist ? [ilstItem('\u00a9ART', artist)] : []),
  ];
  const hdlr = box('hdlr', Buffer.alloc(8), Buffer.from('mdirappl', 'latin1'), Buffer.alloc(9));
  const moov = box(
    'moov',
    box('mvhd', mvhd),
    box('udta', box('meta', Buffer.alloc(4), hdlr, box('ilst', ...items))),
  );
  const ftyp = box('ftyp', Buffer.from('M4A \u0000\u0000\u0000\u0000M4A mp42isom', 'latin1'));
  const mdat = box('mdat', Buffer.alloc(4096));
  return Buffer.concat(moovFirst ? [ftyp, moov, mdat] : [ftyp, mdat, moov]);
}

// ---------- WAV ----------

export function makeWavAudio({
  seconds,
  sampleRate = 8000,
  channels = 1,
  title,
}: {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  title?: string;
}): Buffer {
  const blockAlign = channels * 2;
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(channels, 2);
  fmt.writeUInt32LE(sampleRate, 4);
  fmt.writeUInt32LE(sampleRate * blockAlign, 8);
  fmt.writeUInt16LE(blockAlign, 12);
  fmt.writeUInt16LE(16, 14);
  const chunk = (id: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(id, 'latin1'),
      u32le(data.length),
      data,
      Buffer.alloc(data.length % 2),
    ]);
  const chunks = [chunk('fmt ', fmt)];
  if (title) {
    const name = Buffer.from(`${title}\0`, 'utf8');
    chunks.push(chunk('LIST', Buffer.concat([Buffer.from('INFO', 'latin1'), chunk('INAM', name)])));
  }
  chunks.push(chunk('data', Buffer.alloc(Math.round(seconds * sampleRate) * blockAlign)));
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), ...chunks]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), u32le(body.length), body]);
}

// ---------- FLAC ----------

function vorbisComments(tags: Record<string, string | undefined>): Buffer {
  const vendor = Buffer.from('atelier-test', 'utf8');
  const entries = Object.entries(tags).flatMap(([k, v]) =>
    v ? [Buffer.from(`${k}=${v}`, 'utf8')] : [],
  );
  return Buffer.concat([
    u32le(vendor.length),
    vendor,
    u32le(entries.length),
    ...entries.flatMap((e) => [u32le(e.length), e]),
  ]);
}

export function makeFlac({
  seconds,
  sampleRate = 44100,
  title,
  artist,
}: {
  seconds: number;
  sampleRate?: number;
  title?: string;
  artist?: string;
}): Buffer {
  const info = Buffer.alloc(34);
  info.writeUInt16BE(4096, 0);
  info.writeUInt16BE(4096, 2);
  const packed =
    (BigInt(sampleRate) << 44n) |
    (1n << 41n) |
    (15n << 36n) |
    BigInt(Math.round(seconds * sampleRate));
  info.writeBigUInt64BE(packed, 10);
  const block = (type: number, last: boolean, data: Buffer) => {
    const header = Buffer.alloc(4);
    header[0] = (last ? 0x80 : 0) | type;
    header.writeUIntBE(data.length, 1, 3);
    return Buffer.concat([header, data]);
  };
  return Buffer.concat([
    Buffer.from('fLaC', 'latin1'),
    block(0, false, info),
    block(4, true, vorbisComments({ TITLE: title, ARTIST: artist })),
    Buffer.from([0xff, 0xf8, 0x69, 0x08]),
    Buffer.alloc(2048),
  ]);
}

// ---------- Ogg (Vorbis, Opus) ----------

function oggPage(flags: number, granule: bigint, sequence: number, packets: Buffer[]): Buffer {
  const lacing: number[] = [];
  for (const packet of packets) {
    for (let n = packet.length; ; n -= 255) {
      lacing.push(Math.min(n, 255));
      if (n < 255) break;
    }
  }
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x5eed, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  // The CRC field stays 0: the reader under test does not check it.
  return Buffer.concat([header, Buffer.from(lacing), ...packets]);
}

export function makeOgg({
  seconds,
  codec,
  title,
  artist,
}: {
  seconds: number;
  codec: 'vorbis' | 'opus';
  title?: string;
  artist?: string;
}): Buffer {
  const tags = vorbisComments({ TITLE: title, ARTIST: artist });
  let id: Buffer;
  let comments: Buffer;
  let lastGranule: bigint;
  if (codec === 'vorbis') {
    id = Buffer.alloc(30);
    id.write('\u0001vorbis', 0, 'latin1');
    id[11] = 2;
    id.writeUInt32LE(44100, 12);
    id[28] = 0xb8;
    id[29] = 1;
    comments = Buffer.concat([Buffer.from('\u0003vorbis', 'latin1'), tags, Buffer.from([1])]);
    lastGranule = BigInt(Math.round(seconds * 44100));
  } else {
    id = Buffer.alloc(19);
    id.write('OpusHead', 0, 'latin1');
    id[8] = 1;
    id[9] = 2;
    id.writeUInt16LE(312, 10);
    id.writeUInt32LE(48000, 12);
    comments = Buffer.concat([Buffer.from('OpusTags', 'latin1'), tags]);
    lastGranule = BigInt(Math.round(seconds * 48000) + 312);
  }
  return Buffer.concat([
    oggPage(0x02, 0n, 0, [id]),
    oggPage(0x00, 0n, 1, [comments]),
    oggPage(0x00, lastGranule / 2n, 2, [Buffer.alloc(300)]),
    oggPage(0x04, lastGranule, 3, [Buffer.alloc(300)]),
  ]);
}
