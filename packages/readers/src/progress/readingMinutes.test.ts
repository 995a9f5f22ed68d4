import { describe, expect, it } from 'vitest';
import { readingMinutes } from './readingMinutes';

describe('readingMinutes', () => {
  it('reads 300 Chinese characters a minute, punctuation and ideographic spaces not counted', () => {
    const paragraph = `\u3000\u3000${'灯火照着青石板路'.repeat(75)}。\n`; // 600 characters
    expect(readingMinutes(paragraph.repeat(5))).toBe(10);
    expect(readingMinutes('少年走进城门。')).toBe(1);
  });

  it('reads 230 words a minute in languages that space words, Korean included', () => {
    expect(readingMinutes('The river ran past, slowly. '.repeat(460))).toBe(10); // 2,300 words
    expect(readingMinutes('강물이 흘렀다 '.repeat(230))).toBe(2);
  });

  it('counts only the range asked for, and nothing for an empty one', () => {
    const text = `${'字'.repeat(900)}${'word '.repeat(460)}`;
    expect(readingMinutes(text, 0, 900)).toBe(3);
    expect(readingMinutes(text, 900)).toBe(2);
    expect(readingMinutes(text, 50, 50)).toBe(0);
    expect(readingMinutes('   \n\u3000')).toBe(0);
  });
});
