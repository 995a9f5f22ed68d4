import { COMMON_HAN, COMMON_HANGUL } from './commonChars';
import type { TxtEncoding } from './encodings';

/** How much a decoded sample looks like real text in the candidate's language. */
export interface DecodingScore {
  /** Characters judged (non-ASCII ones, or all of them for UTF-16). */
  judged: number;
  /** Common characters among them. */
  hits: number;
  /** Replacement characters, C1 controls, private-use characters: signs of a wrong decoding. */
  bad: number;
}

const isAsciiLetter = (cp: number) => (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
const isKana = (cp: number) => cp >= 0x3041 && cp <= 0x30ff;
const isHangulSyllable = (cp: number) => cp >= 0xac00 && cp <= 0xd7a3;

function isBad(cp: number): boolean {
  return cp === 0xfffd || (cp >= 0x80 && cp <= 0x9f) || (cp >= 0xe000 && cp <= 0xf8ff);
}

// Typographic characters windows-1252 puts at 0x80–0x9F: ’ ‘ “ ” – — … € •
const LATIN_TYPOGRAPHY = new Set([
  0x2019, 0x2018, 0x201c, 0x201d, 0x2013, 0x2014, 0x2026, 0x20ac, 0x2022,
]);

function isLatinLetter(cp: number): boolean {
  return cp >= 0xc0 && cp <= 0xff && cp !== 0xd7 && cp !== 0xf7;
}

/**
 * Latin text has accented letters inside words, next to plain letters ("café", "Müller");
 * Chinese bytes read as windows-1252 give runs of accented letters between spaces instead.
 */
function latinHit(cp: number, prev: number, next: number): boolean {
  if (isLatinLetter(cp)) return isAsciiLetter(prev) || isAsciiLetter(next);
  if (LATIN_TYPOGRAPHY.has(cp))
    return isAsciiLetter(prev) || isAsciiLetter(next) || prev === 0x20 || next === 0x20;
  return false;
}

function isHit(encoding: TxtEncoding, cp: number, prev: number, next: number): boolean {
  switch (encoding) {
    case 'gb18030':
    case 'big5':
      return COMMON_HAN.has(cp);
    case 'shift_jis':
      return isKana(cp) || COMMON_HAN.has(cp);
    case 'euc-kr':
      return COMMON_HANGUL.has(cp);
    case 'windows-1252':
      return latinHit(cp, prev, next);
    case 'utf-16le':
    case 'utf-16be':
      return (
        (cp >= 0x20 && cp < 0x7f) ||
        cp === 0x0a ||
        cp === 0x0d ||
        cp === 0x09 ||
        COMMON_HAN.has(cp) ||
        isKana(cp) ||
        (isHangulSyllable(cp) && COMMON_HANGUL.has(cp))
      );
    default:
      return false;
  }
}

/**
 * Scores one decoded sample. `trimEdges` ignores a replacement character in the first and last
 * position, where a sample cut from the middle of a file may have split a character.
 */
export function scoreDecoding(
  encoding: TxtEncoding,
  text: string,
  trimEdges: boolean,
): DecodingScore {
  const wide = encoding === 'utf-16le' || encoding === 'utf-16be';
  let judged = 0;
  let hits = 0;
  let bad = 0;
  const last = text.length - 1;
  for (let i = 0; i <= last; i += 1) {
    const cp = text.charCodeAt(i);
    if (cp === 0 && !wide) {
      // NUL bytes belong to UTF-16, never to text in a byte-oriented encoding.
      judged += 1;
      bad += 1;
      continue;
    }
    if (cp < 0x80 && !wide) continue;
    if (trimEdges && (i === 0 || i === last) && cp === 0xfffd) continue;
    judged += 1;
    if (wide && cp < 0x20 && cp !== 0x0a && cp !== 0x0d && cp !== 0x09) bad += 1;
    else if (isBad(cp)) bad += 1;
    else if (isHit(encoding, cp, text.charCodeAt(i - 1), text.charCodeAt(i + 1))) hits += 1;
  }
  return { judged, hits, bad };
}

/**
 * Share of judged characters that look right, with wrong-decoding signs weighing triple.
 * `smoothing` adds that many unjudged characters, so more evidence wins a tie.
 */
export function scoreValue(score: DecodingScore, smoothing = 0): number {
  if (score.judged === 0) return 0;
  return (score.hits - 3 * score.bad) / (score.judged + smoothing);
}
