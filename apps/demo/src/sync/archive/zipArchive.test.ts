import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS } from './archiveFormat';
import { packArchive, unpackArchive } from './zipArchive';

const text = (s: string) => new TextEncoder().encode(s);
const when = new Date('2026-11-28T00:00:00Z');

describe('unpackArchive', () => {
  it('reads back what packArchive wrote, images and text alike', () => {
    const image = Uint8Array.from({ length: 5000 }, (_, i) => i % 251);
    const packed = packArchive(
      new Map([
        ['manifest.json', text('{"a":1}')],
        ['drawings/images/r1.png', image],
      ]),
      when,
    );
    const result = unpackArchive(packed);
    expect(result.ok && [...result.files.keys()]).toEqual([
      'manifest.json',
      'drawings/images/r1.png',
    ]);
    expect(result.ok && result.files.get('drawings/images/r1.png')).toEqual(image);
  });

  it('refuses bytes that are not a zip, and a zip cut short', () => {
    expect(unpackArchive(text('{"format":"atelier-account"}'))).toEqual({
      ok: false,
      problem: 'NOT_ZIP',
    });
    let seed = 7;
    const noise = Uint8Array.from(
      { length: 50_000 },
      () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff,
    );
    const packed = packArchive(new Map([['manifest.json', noise]]), when);
    const cut = unpackArchive(packed.subarray(0, packed.length / 2));
    expect(cut.ok && cut.files.has('manifest.json')).toBe(false);
  });

  it('stops a zip bomb at the limit, whatever sizes the zip claims', () => {
    // 64 MiB of zeros deflate to about 64 KiB.
    const bomb = zipSync({ 'chats/chats.json': new Uint8Array(64 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The claimed size in the local header is made small, as an attacker would.
    const view = new DataView(bomb.buffer, bomb.byteOffset);
    view.setUint32(22, 10, true);
    expect(unpackArchive(bomb, { ...ARCHIVE_LIMITS, jsonBytes: 8 * 1024 * 1024 })).toEqual({
      ok: false,
      problem: 'TOO_LARGE',
    });
  });

  it('caps the number of entries and skips names outside the archive', () => {
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}.json`, text('{}')])),
    );
    expect(unpackArchive(many, { ...ARCHIVE_LIMITS, entries: 10 })).toEqual({
      ok: false,
      problem: 'TOO_LARGE',
    });
    const sneaky = zipSync({
      '../evil.json': text('{}'),
      '/abs.json': text('{}'),
      'ok.json': text('{}'),
    });
    const result = unpackArchive(sneaky);
    expect(result.ok && [...result.files.keys()]).toEqual(['ok.json']);
  });
});
