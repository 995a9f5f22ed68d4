// Index = value: everyday, financial (大写) and traditional forms of each digit.
const DIGIT_FORMS = [
  '零〇',
  '一壹',
  '二两兩贰貳',
  '三叁參叄',
  '四肆',
  '五伍',
  '六陆陸',
  '七柒',
  '八捌',
  '九玖',
];
const DIGITS: Record<string, number> = Object.fromEntries(
  DIGIT_FORMS.flatMap((forms, value) => [...forms].map((ch) => [ch, value])),
);

// Units below 万: they multiply the digit before them (or 1: 十一 is 11).
const SMALL_UNITS: Record<string, number> = {
  十: 10,
  拾: 10,
  百: 100,
  佰: 100,
  千: 1000,
  仟: 1000,
};
// Units that close a group: 一千二百万 is (1200) × 10⁴.
const BIG_UNITS: Record<string, number> = { 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8 };

function digitValue(ch: string): number | undefined {
  const code = ch.charCodeAt(0);
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0xff10 && code <= 0xff19) return code - 0xff10; // full-width ０–９
  return DIGITS[ch];
}

/** 一〇五, 二零二四, 12, １２: digits read one by one, as in years and numbered lists. */
function positional(chars: string[]): number {
  let value = 0;
  for (const ch of chars) {
    const digit = digitValue(ch);
    if (digit === undefined) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The value of a number written in Chinese numerals — everyday (一百零五, 两千, 十一), financial
 * (壹佰贰拾), traditional (兩萬), positional (一〇五) — or in Arabic or full-width digits.
 * NaN when the string is not a number.
 */
export function chineseNumeral(input: string): number {
  const chars = [...input.trim()];
  if (chars.length === 0) return Number.NaN;
  if (!chars.some((ch) => ch in SMALL_UNITS || ch in BIG_UNITS)) return positional(chars);

  let total = 0; // completed groups (亿, 万)
  let group = 0; // below 万
  let digit: number | null = null; // pending digit, not yet multiplied by a unit
  let lastUnit = Number.POSITIVE_INFINITY; // units must fall within a group: 百 after 十 is wrong
  for (const ch of chars) {
    const value = digitValue(ch);
    if (value !== undefined) {
      // Two digits in a row mean nothing here (一二十), except around 零 (一百零五).
      if (digit !== null && digit !== 0 && value !== 0) return Number.NaN;
      digit = value;
      continue;
    }
    const small = SMALL_UNITS[ch];
    if (small !== undefined) {
      if (small >= lastUnit) return Number.NaN;
      // 十一 and 一千零十: a unit without its own digit counts once.
      group += (digit === null || digit === 0 ? 1 : digit) * small;
      digit = null;
      lastUnit = small;
      continue;
    }
    const big = BIG_UNITS[ch];
    if (big === undefined) return Number.NaN;
    const groupValue = group + (digit ?? 0);
    if (big === 1e8) total = (total + groupValue) * big;
    else total += groupValue * big;
    group = 0;
    digit = null;
    lastUnit = Number.POSITIVE_INFINITY;
  }
  return total + group + (digit ?? 0);
}
