import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfMetadata } from './pdfMetadata';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atelier-pdf-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function metadataOf(bytes: Buffer) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  return pdfMetadata(file, bytes.length);
}

/** Binary-looking stream data full of unbalanced `(` that must never be read as strings. */
function noisyStream(bytes: number): string {
  return `9 0 obj << /Length ${bytes} >>\nstream\n${'(\u00ff<'.repeat(bytes / 3)}\nendstream\nendobj\n`;
}

describe('pdfMetadata on files larger than its two 256 KiB windows', () => {
  it('reads an Info dictionary after a stream the last window starts inside of', async () => {
    const pdf = `%PDF-1.7\n${noisyStream(900 * 1024)}4 0 obj << /Title (After the stream) /Author (Tail) >> endobj\ntrailer << /Info 4 0 R >>\n%%EOF\n`;
    expect(await metadataOf(Buffer.from(pdf, 'latin1'))).toEqual({ title: 'After the stream', author: 'Tail' });
  });

  it('reads a linearised file: Info near the start, the trailer naming it at the end', async () => {
    const pdf = `%PDF-1.7\n4 0 obj << /Title (Up front) >> endobj\n${noisyStream(900 * 1024)}trailer << /Info 4 0 R >>\n%%EOF\n`;
    expect(await metadataOf(Buffer.from(pdf, 'latin1'))).toEqual({ title: 'Up front' });
  });
});
