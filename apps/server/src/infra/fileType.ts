import type { BookType } from '../contracts';

export interface DetectedType {
  type: BookType;
  mime: string;
  ext: string;
}

const AUDIO_MIME: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  m4b: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  aac: 'audio/aac',
};
const VIDEO_MIME: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

function ascii(head: Uint8Array, start: number, length: number): string {
  return Buffer.from(head.subarray(start, start + length)).toString('latin1');
}

/** What the bytes alone say; null when they say nothing conclusive (plain text, unknown). */
function sniff(head: Uint8Array): string | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(head, 0, 4) === 'PK\u0003\u0004') return 'zip';
  if (ascii(head, 0, 3) === 'ID3') return 'mp3';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE') return 'wav';
  if (ascii(head, 0, 4) === 'OggS') return 'ogg';
  if (ascii(head, 0, 4) === 'fLaC') return 'flac';
  if (ascii(head, 4, 4) === 'ftyp') return 'ftyp';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xf6) === 0xf0) return 'aac';
  if (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xe0) === 0xe0) return 'mp3';
  return null;
}

function looksLikeText(head: Uint8Array): boolean {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) control += 1;
  }
  return control <= head.length / 100;
}

function isEpubZip(head: Uint8Array): boolean {
  // EPUB OCF: the first entry is an uncompressed `mimetype` file.
  return ascii(head, 30, 8) === 'mimetype' && ascii(head, 38, 20) === 'application/epub+zip';
}

/**
 * Decides a file's book type from its first bytes and its extension. Returns null when the file is
 * unsupported or the bytes contradict the extension (a PNG named .pdf, binary named .txt).
 */
export function detectFileType(head: Uint8Array, fileName: string): DetectedType | null {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const magic = sniff(head);
  switch (ext) {
    case 'pdf':
      return magic === 'pdf' ? { type: 'pdf', mime: 'application/pdf', ext } : null;
    case 'epub':
      return magic === 'zip' && isEpubZip(head) ? { type: 'epub', mime: 'application/epub+zip', ext } : null;
    case 'txt':
    case 'html':
    case 'htm':
      if (magic !== null && magic !== 'aac' && magic !== 'mp3') return null;
      if (!looksLikeText(head)) return null;
      return ext === 'txt' ? { type: 'txt', mime: 'text/plain', ext } : { type: 'html', mime: 'text/html', ext };
    case 'mp3':
      return magic === 'mp3' ? { type: 'audio', mime: AUDIO_MIME.mp3!, ext } : null;
    case 'm4a':
    case 'm4b':
      return magic === 'ftyp' ? { type: 'audio', mime: 'audio/mp4', ext } : null;
    case 'aac':
      return magic === 'aac' || magic === 'ftyp' ? { type: 'audio', mime: 'audio/aac', ext } : null;
    case 'wav':
    case 'ogg':
    case 'flac':
      return magic === ext ? { type: 'audio', mime: AUDIO_MIME[ext]!, ext } : null;
    case 'mp4':
    case 'mov':
      return magic === 'ftyp' ? { type: 'video', mime: VIDEO_MIME[ext]!, ext } : null;
    case 'webm':
      return magic === 'webm' ? { type: 'video', mime: 'video/webm', ext } : null;
    default:
      return detectWithoutExtension(head, magic);
  }
}

function detectWithoutExtension(head: Uint8Array, magic: string | null): DetectedType | null {
  switch (magic) {
    case 'pdf':
      return { type: 'pdf', mime: 'application/pdf', ext: 'pdf' };
    case 'zip':
      return isEpubZip(head) ? { type: 'epub', mime: 'application/epub+zip', ext: 'epub' } : null;
    case 'wav':
    case 'ogg':
    case 'flac':
      return { type: 'audio', mime: AUDIO_MIME[magic]!, ext: magic };
    case 'webm':
      return { type: 'video', mime: 'video/webm', ext: 'webm' };
    default:
      return null;
  }
}

const IMAGE_MAGIC: Array<[string, (h: Uint8Array) => boolean]> = [
  ['image/png', (h) => ascii(h, 0, 8) === '\u0089PNG\r\n\u001a\n'],
  ['image/jpeg', (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff],
  ['image/gif', (h) => ascii(h, 0, 4) === 'GIF8'],
  ['image/webp', (h) => ascii(h, 0, 4) === 'RIFF' && ascii(h, 8, 4) === 'WEBP'],
];

/** Cover images: png, jpeg, gif or webp by their bytes; null for anything else. */
export function detectImage(head: Uint8Array): string | null {
  return IMAGE_MAGIC.find(([, test]) => test(head))?.[0] ?? null;
}

/** What the bytes of each image extension must be. SVG is not among them: it can carry script. */
const IMAGE_EXT_MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export interface DetectedImage {
  mime: string;
  ext: string;
}

/**
 * An image that may ride along in an HTML book (its chapters point at it by relative path): png,
 * jpeg, gif or webp by its bytes, under a name whose extension says the same. The client's name
 * only has to agree; the bytes decide the served Content-Type.
 */
export function detectBookImage(head: Uint8Array, fileName: string): DetectedImage | null {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const expected = IMAGE_EXT_MIME[ext];
  const mime = detectImage(head);
  return expected && mime === expected ? { mime, ext } : null;
}
