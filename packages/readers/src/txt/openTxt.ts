import { decodeText, type DecodedTxt } from './decodeText';
import { detectEncoding } from './detectEncoding';
import { isTxtEncoding, type TxtEncoding } from './encodings';
import { splitChapters, type TxtChapter } from './splitChapters';

export interface OpenedTxt extends DecodedTxt {
  chapters: TxtChapter[];
}

/**
 * Decode and split in one call: the module the TXT view loads with `import()`, so detection
 * tables and heading rules stay out of the initial bundle.
 */
export function openTxt(bytes: Uint8Array, encoding: TxtEncoding | null): OpenedTxt {
  const decoded = decodeText(bytes, encoding);
  return { ...decoded, chapters: splitChapters(decoded.text) };
}

/** How much of a large file the first screen decodes. */
export const TXT_HEAD_BYTES = 256 * 1024;

export interface OpenedTxtHead extends OpenedTxt {
  /** Bytes decoded: the head ends after a line feed, so its text is a prefix of the whole text. */
  bytes: number;
}

/**
 * The start of a large file, for the first screen: the encoding detected on the whole file (as
 * `openTxt` does), the first `headBytes` decoded up to a line end, and the chapters that end
 * inside it (the last one may be cut, so it is left out). Text offsets in the head are offsets in
 * the whole text. Null when the file is small enough to open at once, is UTF-16 (a line feed
 * byte may be half a character) or the head holds no whole chapter.
 */
export function openTxtHead(bytes: Uint8Array, override: TxtEncoding | null, headBytes = TXT_HEAD_BYTES): OpenedTxtHead | null {
  if (bytes.length <= headBytes * 4) return null;
  const detection = isTxtEncoding(override) ? null : detectEncoding(bytes);
  const encoding = detection?.encoding ?? (override as TxtEncoding);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return null;
  // 0x0A is never part of a multi-byte character in UTF-8, GB18030, Big5, Shift_JIS or EUC-KR.
  const cut = bytes.lastIndexOf(0x0a, headBytes - 1);
  if (cut <= 0) return null;
  const text = new TextDecoder(encoding).decode(bytes.subarray(0, cut + 1));
  const chapters = splitChapters(text).slice(0, -1);
  if (chapters.length === 0) return null;
  return { text, encoding, detection, chapters, bytes: cut + 1 };
}
