import { chineseNumeral } from './chineseNumeral';

/** A line longer than this is body text, whatever it starts with. */
export const MAX_HEADING_CHARS = 60;

const NUMERAL_CHARS =
  '0-9０-９零〇一二两兩三四五六七八九十百千万萬亿億壹贰貳叁參叄肆伍陆陸柒捌玖拾佰仟';
const SPACE = '\\s\\u3000';
// What may stand between a heading's number and its title: 第一章 风起, 第一章：风起, 楔子·风起.
const SEPARATOR = `[${SPACE}:：、.．·•\\-—–_]`;
const STARTS_WITH_SEPARATOR = new RegExp(`^${SEPARATOR}`);
const LEADING_SEPARATORS = new RegExp(`^${SEPARATOR}+`);

const NUMBERED = new RegExp(
  `^第[${SPACE}]*([${NUMERAL_CHARS}]{1,12})[${SPACE}]*[章节節回卷集部篇](.*)$`,
);
const SPECIAL = /^(序章|序言|序幕|楔子|引子|引言|前言|番外|后记|後記|尾声|尾聲|终章|終章)(.*)$/;
const NUMERAL_START = new RegExp(`^[${NUMERAL_CHARS}]`);

const ENGLISH_NUMBER =
  '\\d+|[ivxlcdm]+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|hundred';
const ENGLISH_NUMBERED = new RegExp(
  `^(?:chapter|part|book|volume)\\s+(${ENGLISH_NUMBER})\\b(.*)$`,
  'i',
);
const ENGLISH_SPECIAL = /^(?:prologue|epilogue|interlude|afterword|foreword)\b(.*)$/i;
const ROMAN = /^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/i;

// A title glued to its number that starts like this is the rest of a sentence: 第一章都没读完.
const SENTENCE_CONTINUATION = new Set([
  ...'的地得了过过着都就也还又才便是在和与及跟把被给让向从对于为以之而且但却么吗呢吧啊呀里中时后前没不我你他她它们',
]);
const SENTENCE_PUNCTUATION = /[，。；！？、,;!?…]/;
const OPENING_BRACKETS = '【〖[〔（(';
const CLOSING_BRACKETS = '】〗]〕）)';

/**
 * Judges what follows a heading's number. Empty, or a separator and a short title, is a heading;
 * a title glued to the number must not read like the rest of a sentence.
 */
function acceptsTitle(rest: string, allowGlued: boolean): boolean {
  if (rest === '') return true;
  if (STARTS_WITH_SEPARATOR.test(rest)) {
    const title = rest.replace(LEADING_SEPARATORS, '');
    return !/[。；;]$/.test(title);
  }
  if (!allowGlued) return false;
  return !SENTENCE_CONTINUATION.has(rest[0] ?? '') && !SENTENCE_PUNCTUATION.test(rest);
}

function acceptsEnglishTitle(rest: string): boolean {
  if (rest === '') return true;
  const title = rest.replace(/^[\s.:\-—–]+/, '');
  if (title === '') return true;
  // "Chapter 3 was the best" is a sentence; "Chapter 3 The Storm" and "Chapter 3: the storm" are not.
  if (/^\s/.test(rest) && /^[a-z]/.test(title)) return false;
  return !/[,;]$/.test(title);
}

function matchInner(line: string): boolean {
  const numbered = NUMBERED.exec(line);
  if (numbered) {
    const [, number = '', rest = ''] = numbered;
    return !Number.isNaN(chineseNumeral(number)) && acceptsTitle(rest, true);
  }
  const special = SPECIAL.exec(line);
  if (special) {
    const [, word = '', rest = ''] = special;
    // 番外篇, 番外一 and 序章一 are headings; 引子之后… is a sentence.
    const glued = word === '番外' || NUMERAL_START.test(rest);
    return acceptsTitle(rest, glued);
  }
  const english = ENGLISH_NUMBERED.exec(line);
  if (english) {
    const [, number = '', rest = ''] = english;
    if (/^[ivxlcdm]+$/i.test(number) && !ROMAN.test(number)) return false;
    return acceptsEnglishTitle(rest);
  }
  const englishSpecial = ENGLISH_SPECIAL.exec(line);
  if (englishSpecial) return acceptsEnglishTitle(englishSpecial[1] ?? '');
  return false;
}

/** Heading text as shown in a table of contents: trimmed, runs of spaces collapsed. */
export function normalizeHeading(line: string): string {
  return line.trim().replace(/[\s\u3000]+/g, ' ');
}

/**
 * Whether a line (without its line break) is a chapter heading: 第…章/节/回/卷/集/部/篇 with any
 * kind of numeral, 序章/楔子/番外/后记…, Chapter 12, CHAPTER XII, Part One, Prologue; optionally
 * in brackets (【第一章】). A heading stands alone on its line and is short.
 */
export function isChapterHeading(line: string): boolean {
  let inner = normalizeHeading(line);
  if (inner.length === 0 || inner.length > MAX_HEADING_CHARS) return false;
  const open = OPENING_BRACKETS.indexOf(inner[0] ?? '');
  if (open !== -1) {
    const close = inner.indexOf(CLOSING_BRACKETS[open] ?? '');
    if (close === -1) return false;
    inner = (inner.slice(1, close) + inner.slice(close + 1)).trim();
  }
  return matchInner(inner);
}
