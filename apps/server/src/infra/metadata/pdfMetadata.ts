import { open } from 'node:fs/promises';
import type { ExtractedMetadata } from './ExtractedMetadata';
import { readPdfInfo } from './readPdfInfo';

const WINDOW = 256 * 1024;

/** Drops the start of a window that begins inside a stream: its first `stream` is an `endstream`. */
function skipPartialStream(bytes: Buffer): Buffer {
  const end = bytes.indexOf('endstream', 0, 'latin1');
  return end >= 0 && bytes.indexOf('stream', 0, 'latin1') === end + 3 ? bytes.subarray(end + 'endstream'.length) : bytes;
}

/**
 * Title, author and subject from the Info dictionary. It usually sits near the end (or the start,
 * when linearised), so only those windows are read; inside a compressed object stream it is not
 * found, which leaves the book without them.
 */
export async function pdfMetadata(filePath: string, size: number): Promise<ExtractedMetadata> {
  const file = await open(filePath, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const parts = size <= 2 * WINDOW ? [await read(0, size)] : [await read(0, WINDOW), skipPartialStream(await read(size - WINDOW, WINDOW))];
    return { ...readPdfInfo(parts) };
  } finally {
    await file.close();
  }
}
