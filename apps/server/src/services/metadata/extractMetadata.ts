import { open } from 'node:fs/promises';
import path from 'node:path';
import { detectImage, type DetectedType } from '../../infra/fileType';
import { audioInfo } from './audio/audioInfo';
import { listZip, readZipEntry } from './zipReader';

export interface ExtractedMetadata {
  title?: string;
  author?: string;
  description?: string;
  cover?: { bytes: Buffer; mime: string };
  /** Audio and video only. */
  durationS?: number;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
      return XML_ENTITIES[code] ?? whole;
    })
    .trim();
}

function dcField(opf: string, name: string): string | undefined {
  const match = new RegExp(`<dc:${name}\\b[^>]*>([\\s\\S]*?)</dc:${name}>`, 'i').exec(opf);
  const value = match?.[1] ? decodeXml(match[1]).slice(0, 2000) : '';
  return value || undefined;
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(2).find((v) => v !== undefined);
}

async function epubMetadata(filePath: string, size: number): Promise<ExtractedMetadata> {
  const file = await open(filePath, 'r');
  try {
    const entries = await listZip(file, size);
    const container = entries.get('META-INF/container.xml');
    if (!container) return {};
    const containerXml = (await readZipEntry(file, container, 1 << 20)).toString('utf8');
    const opfPath = attr(/<rootfile\b[^>]*>/i.exec(containerXml)?.[0] ?? '', 'full-path');
    const opfEntry = opfPath ? entries.get(opfPath) : undefined;
    if (!opfPath || !opfEntry) return {};
    const opf = (await readZipEntry(file, opfEntry, 4 << 20)).toString('utf8');
    const result: ExtractedMetadata = {};
    const title = dcField(opf, 'title');
    const author = dcField(opf, 'creator');
    const description = dcField(opf, 'description');
    if (title) result.title = title;
    if (author) result.author = author;
    if (description) result.description = description;

    const items = opf.match(/<item\b[^>]*>/gi) ?? [];
    const coverId = attr(/<meta\b[^>]*name\s*=\s*["']cover["'][^>]*>/i.exec(opf)?.[0] ?? '', 'content');
    const coverItem =
      items.find((item) => /\bproperties\s*=\s*["'][^"']*cover-image/i.test(item)) ??
      items.find((item) => coverId !== undefined && attr(item, 'id') === coverId);
    const href = coverItem ? attr(coverItem, 'href') : undefined;
    if (href) {
      const coverPath = path.posix.normalize(path.posix.join(path.posix.dirname(opfPath), decodeURIComponent(href)));
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

function pdfString(raw: string): string {
  if (raw.startsWith('<')) {
    const bytes = Buffer.from(raw.slice(1, -1).replace(/\s/g, ''), 'hex');
    return decodePdfBytes(bytes);
  }
  const inner = raw.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, esc: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[esc] ?? String.fromCharCode(parseInt(esc, 8));
  });
  return decodePdfBytes(Buffer.from(inner, 'latin1'));
}

function decodePdfBytes(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le').trim();
  return bytes.toString('latin1').trim();
}

async function pdfMetadata(filePath: string, size: number): Promise<ExtractedMetadata> {
  const file = await open(filePath, 'r');
  try {
    // The Info dictionary usually sits near the end (or the start, when linearised); when it is
    // inside a compressed object stream this cheap scan finds nothing, which is fine.
    const window = Math.min(size, 256 * 1024);
    const parts = await Promise.all(
      [0, Math.max(0, size - window)].map(async (position) => {
        const buffer = Buffer.alloc(window);
        const { bytesRead } = await file.read(buffer, 0, window, position);
        return buffer.subarray(0, bytesRead).toString('latin1');
      }),
    );
    const text = parts.join('\n');
    const result: ExtractedMetadata = {};
    for (const [key, field] of [
      ['Title', 'title'],
      ['Author', 'author'],
      ['Subject', 'description'],
    ] as const) {
      const match = new RegExp(`/${key}\\s*(\\((?:\\\\.|[^\\\\)])*\\)|<[0-9A-Fa-f\\s]*>)`).exec(text);
      const value = match?.[1] ? pdfString(match[1]).slice(0, 2000) : '';
      if (value) result[field] = value;
    }
    return result;
  } finally {
    await file.close();
  }
}

/** Best-effort metadata; a damaged file yields `{}` rather than an error. */
export async function extractMetadata(detected: DetectedType, filePath: string, size: number): Promise<ExtractedMetadata> {
  try {
    if (detected.type === 'epub') return await epubMetadata(filePath, size);
    if (detected.type === 'pdf') return await pdfMetadata(filePath, size);
    if (detected.type === 'audio' || detected.type === 'video') {
      const { title, artist, durationS } = await audioInfo(detected.ext, filePath, size);
      return { ...(title ? { title } : {}), ...(artist ? { author: artist } : {}), ...(durationS ? { durationS } : {}) };
    }
  } catch {
    return {};
  }
  return {};
}
