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

export interface OpenedTxtHead extends OpenedTxt {
  /** Bytes decoded: the head ends after a line feed, so its text is a prefix of the whole text. */
  bytes: number;
}

/**
 * The start of a large file, for the first screen: the first `headBytes` (`TXT_HEAD_BYTES` in the
 * reader, which fetches them before this module) decoded up to a line end,
 * and the chapters that end inside it (the last one may be cut, so it is left out). `bytes` is the
 * whole file or only its first bytes (a Range request), `size` the whole file's; the encoding is
 * detected on `bytes` as `openTxt` does. Text offsets in the head are offsets in the whole text.
 * Null when the file is small enough to open at once, is UTF-16 (a line feed byte may be half a
 * character) or the head holds no whole chapter.
 */
export function openTxtHead(bytes: Uint8Array, size: number, override: TxtEncoding | null, headBytes: number): OpenedTxtHead | null {
  // As `opensFromHead`, which this engine chunk does not import (the reader's chunk has it).
  if (size <= headBytes * 4) return null;
  // 0x0A is never part of a multi-byte character in UTF-8, GB18030, Big5, Shift_JIS or EUC-KR.
  const cut = bytes.lastIndexOf(0x0a, headBytes - 1);
  if (cut <= 0) return null;
  // Only the first bytes at hand: detect on whole lines, as a character cut at their end is no error of the file's.
  const detection = isTxtEncoding(override) ? null : detectEncoding(bytes.length < size ? bytes.subarray(0, cut + 1) : bytes);
  const encoding = detection?.encoding ?? (override as TxtEncoding);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return null;
  const text = new TextDecoder(encoding).decode(bytes.subarray(0, cut + 1));
  const chapters = splitChapters(text).slice(0, -1);
  if (chapters.length === 0) return null;
  return { text, encoding, detection, chapters, bytes: cut + 1 };
}
