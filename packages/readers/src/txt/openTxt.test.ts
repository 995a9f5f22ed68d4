import { describe, expect, it } from 'vitest';
import { openTxt, openTxtHead } from './openTxt';

/** A UTF-8 novel of about `bytes`: a preface line, then chapters of 30 paragraphs. */
function novel(bytes: number): Uint8Array {
  const lines = ['长路', ''];
  let size = 0;
  for (let c = 1; size < bytes; c += 1) {
    lines.push(`第${c}章 风起之${c}`);
    for (let p = 1; p <= 30; p += 1) {
      const line = `\u3000\u3000第${c}章第${p}段：天色渐渐暗了下来，他站在城门口，望着远处的山路。`;
      lines.push(line);
      size += line.length * 3;
    }
  }
  return new TextEncoder().encode(lines.join('\n'));
}

describe('openTxtHead', () => {
  it('decodes only the head of a large file, into chapters that match the whole book’s first chapters', () => {
    const bytes = novel(3 * 1024 * 1024);
    const head = openTxtHead(bytes, bytes.length, null, 64 * 1024);
    const whole = openTxt(bytes, null);
    expect(head).not.toBeNull();
    expect(head!.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(head!.encoding).toBe('utf-8');
    expect(head!.detection?.encoding).toBe('utf-8');
    expect(whole.text.startsWith(head!.text)).toBe(true);
    expect(head!.chapters.length).toBeGreaterThan(1);
    expect(head!.chapters.length).toBeLessThan(whole.chapters.length);
    expect(whole.chapters.slice(0, head!.chapters.length)).toEqual(head!.chapters);
    // The last chapter in the head is whole: it ends where the next one starts.
    expect(head!.chapters.at(-1)!.end).toBeLessThanOrEqual(head!.text.length);
  });

  it('opens the same head from the first bytes alone (a Range request) as from the whole file', () => {
    const bytes = novel(3 * 1024 * 1024);
    const fromWhole = openTxtHead(bytes, bytes.length, null, 64 * 1024);
    // The request's end cuts a character in two, as a Range of a fixed length usually does.
    let end = 64 * 1024;
    while (((bytes[end] ?? 0) & 0xc0) !== 0x80) end -= 1;
    const fromFirst = openTxtHead(bytes.slice(0, end), bytes.length, null, 64 * 1024);
    expect(fromFirst).toEqual({ ...fromWhole, detection: expect.objectContaining({ encoding: 'utf-8' }) });
    // The size of the whole file decides, not the bytes at hand: a small file has no head.
    expect(openTxtHead(bytes.slice(0, 64 * 1024), 200 * 1024, null, 64 * 1024)).toBeNull();
  });

  it('keeps a GB18030 head on a character boundary', () => {
    const text = `序\n${Array.from({ length: 400 }, (_, c) => `第${c + 1}章 夜\n${'灯火照着青石板路。\n'.repeat(40)}`).join('')}`;
    const decoder = new TextDecoder('gb18030');
    // Encode by table: every character used here is a two-byte GBK character or ASCII.
    const table = new Map<string, number[]>();
    for (let lead = 0x81; lead <= 0xfe && table.size < 20_000; lead += 1) {
      for (let trail = 0x40; trail <= 0xfe; trail += 1) {
        if (trail === 0x7f) continue;
        const ch = decoder.decode(new Uint8Array([lead, trail]));
        if (ch.length === 1 && !table.has(ch)) table.set(ch, [lead, trail]);
      }
    }
    const out: number[] = [];
    for (const ch of text) out.push(...(ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : (table.get(ch) ?? [0x3f])));
    const bytes = new Uint8Array(out);
    const head = openTxtHead(bytes, bytes.length, 'gb18030', 32 * 1024);
    expect(head).not.toBeNull();
    expect(head!.detection).toBeNull();
    expect(head!.text).not.toContain('\uFFFD');
    expect(decoder.decode(bytes).startsWith(head!.text)).toBe(true);
  });

  it('opens small files and UTF-16 at once (no head)', () => {
    const small = novel(100 * 1024);
    expect(openTxtHead(small, small.length, null, 64 * 1024)).toBeNull();
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from({ length: 600_000 }, (_, i) => (i % 2 === 0 ? 0x41 : 0))]);
    expect(openTxtHead(utf16, utf16.length, null, 64 * 1024)).toBeNull();
  });
});
