/**
 * A valid PNG of one colour, built in plain JavaScript so the fake runs in browsers and jsdom as
 * well as in node: IHDR, one IDAT of stored (uncompressed) deflate blocks, IEND. Big enough to be
 * a real raster image a server will sniff and keep, small enough to write per request.
 */
export function solidPng(width: number, height: number, [r, g, b]: readonly [number, number, number]): Uint8Array<ArrayBuffer> {
  const row = 1 + width * 3;
  const raw = new Uint8Array(row * height);
  for (let y = 0; y < height; y++) {
    // Filter byte 0 (none), then RGB triples.
    for (let x = 0; x < width; x++) raw.set([r, g, b], y * row + 1 + x * 3);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter method, no interlace
  return concat([
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value >>> 0);
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([Uint8Array.from(type, (c) => c.charCodeAt(0)), data]);
  return concat([uint32(data.length), typed, uint32(crc32(typed))]);
}

/** A zlib stream of stored deflate blocks (at most 65,535 bytes each) with its Adler-32. */
function zlibStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.of(0x78, 0x01)];
  for (let at = 0; at < data.length || at === 0; at += 0xffff) {
    const block = data.subarray(at, at + 0xffff);
    const last = at + 0xffff >= data.length ? 1 : 0;
    parts.push(Uint8Array.of(last, block.length & 0xff, block.length >> 8, ~block.length & 0xff, (~block.length >> 8) & 0xff), block);
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  parts.push(uint32((b << 16) | a));
  return concat(parts);
}

let table: Uint32Array | null = null;

function crc32(data: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of data) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
