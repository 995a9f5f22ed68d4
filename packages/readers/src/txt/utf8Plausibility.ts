/**
 * Short GBK text can be valid UTF-8 by accident: 山路 (C9 BD C2 B7) reads as "ɽ·", 目录 as "Ŀ¼".
 * Such accidents give two-byte characters from scattered blocks (IPA, Armenian, Latin letters
 * standing alone), which real UTF-8 text does not: its accented letters sit inside words and its
 * Cyrillic, Greek or Hebrew letters sit next to letters of their own script.
 */

const isAsciiLetter = (cp: number) => (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);

// Latin-1 punctuation and signs (° · × © ½ « »…) tell nothing either way.
const isNeutralSymbol = (cp: number) => (cp >= 0xa0 && cp <= 0xbf) || cp === 0xd7 || cp === 0xf7;

/** The block a two-byte letter belongs to, or null for blocks real text rarely uses alone. */
function letterBlock(cp: number): string | null {
  if (cp >= 0xc0 && cp <= 0x24f) return 'latin';
  if (cp >= 0x370 && cp <= 0x3ff) return 'greek';
  if (cp >= 0x400 && cp <= 0x52f) return 'cyrillic';
  if (cp >= 0x590 && cp <= 0x5ff) return 'hebrew';
  if (cp >= 0x600 && cp <= 0x6ff) return 'arabic';
  return null;
}

function isPlausible(cp: number, prev: number, next: number): boolean {
  if (cp >= 0x800) return true; // three- and four-byte characters: CJK, kana, typography
  const block = letterBlock(cp);
  if (block === null) return false;
  if (block === 'latin') return isAsciiLetter(prev) || isAsciiLetter(next);
  return letterBlock(prev) === block || letterBlock(next) === block;
}

/** Share of non-ASCII characters that look like real text; null when there are none to judge. */
export function utf8Plausibility(text: string): number | null {
  let judged = 0;
  let plausible = 0;
  for (let i = 0; i < text.length; i += 1) {
    const cp = text.charCodeAt(i);
    if (cp < 0x80 || isNeutralSymbol(cp)) continue;
    judged += 1;
    if (isPlausible(cp, text.charCodeAt(i - 1), text.charCodeAt(i + 1))) plausible += 1;
  }
  return judged === 0 ? null : plausible / judged;
}
