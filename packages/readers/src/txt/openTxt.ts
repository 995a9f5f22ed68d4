import { decodeText, type DecodedTxt } from './decodeText';
import type { TxtEncoding } from './encodings';
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
