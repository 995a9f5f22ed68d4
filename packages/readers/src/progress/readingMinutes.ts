/**
 * Silent reading speeds: about 300 Chinese or Japanese characters a minute, and 230 words of
 * languages that space their words (Korean included); the figures reading-time estimators use.
 */
const CJK_PER_MINUTE = 300;
const WORDS_PER_MINUTE = 230;

/** Han ideographs and kana: each character is read as a unit. */
function isCjkChar(code: number): boolean {
  return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x4e00 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff);
}

/** White space and the CJK and full-width punctuation blocks: they end a word and are not read as one. */
function isSeparator(code: number): boolean {
  return code <= 0x20 || (code >= 0x3000 && code <= 0x303f) || (code >= 0xff00 && code <= 0xff0f) || code === 0xff1a || code === 0xff1b || code === 0xff1f;
}

/**
 * Minutes to read `text` from `from` to `to` (whole minutes, rounded up; 0 for nothing to read),
 * counting CJK characters and other words in one pass without copying the text.
 */
export function readingMinutes(text: string, from = 0, to = text.length): number {
  let cjk = 0;
  let words = 0;
  let inWord = false;
  const end = Math.min(to, text.length);
  for (let i = Math.max(0, from); i < end; i += 1) {
    const code = text.charCodeAt(i);
    if (isCjkChar(code)) {
      cjk += 1;
      inWord = false;
    } else if (isSeparator(code)) {
      inWord = false;
    } else if (!inWord) {
      words += 1;
      inWord = true;
    }
  }
  const minutes = cjk / CJK_PER_MINUTE + words / WORDS_PER_MINUTE;
  return minutes > 0 ? Math.ceil(minutes) : 0;
}
