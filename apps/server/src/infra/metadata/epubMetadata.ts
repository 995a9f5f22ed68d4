import { open } from 'node:fs/promises';
import path from 'node:path';
import { detectImage } from '../fileType';
import type { ExtractedMetadata } from './ExtractedMetadata';
import { decodeXml } from './parseXml';
import { readContainer } from './readContainer';
import { readOpf } from './readOpf';
import { listZip, readZipEntry } from './zipReader';

function decodeHref(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

/** Title, author, description and cover of an EPUB, read through its container and package document. */
export async function epubMetadata(filePath: string, size: number): Promise<ExtractedMetadata> {
  const file = await open(filePath, 'r');
  try {
    const entries = await listZip(file, size);
    const container = entries.get('META-INF/container.xml');
    if (!container) return {};
    const opfPath = readContainer(decodeXml(await readZipEntry(file, container, 1 << 20)));
    const opfEntry = opfPath ? entries.get(opfPath) : undefined;
    if (!opfPath || !opfEntry) return {};
    const { coverHref, ...text } = readOpf(decodeXml(await readZipEntry(file, opfEntry, 4 << 20)));
    const result: ExtractedMetadata = { ...text };
    if (coverHref) {
      const coverPath = path.posix.normalize(path.posix.join(path.posix.dirname(opfPath), decodeHref(coverHref)));
      const entry = entries.get(coverPath);
      if (entry) {
        const bytes = await readZipEntry(file, entry, 10 << 20);
        const mime = detectImage(bytes);
        if (mime) result.cover = { bytes, mime };
      }
    }
    return result;
  } finally {
    await file.close();
  }
}
