import { describe, expect, it } from 'vitest';
import { chineseNumeral } from './chineseNumeral';

describe('chineseNumeral', () => {
  it.each([
    ['一', 1],
    ['十', 10],
    ['十一', 11],
    ['二十', 20],
    ['二十三', 23],
    ['一百', 100],
    ['一百零五', 105],
    ['一百一十', 110],
    ['三百四十五', 345],
    ['两千', 2000],
    ['两千零二十四', 2024],
    ['一千零十', 1010],
    ['一万', 10_000],
    ['十万', 100_000],
    ['一万零五百', 10_500],
    ['一亿二千万', 120_000_000],
    ['兩萬', 20_000],
    ['〇', 0],
    ['零', 0],
  ])('reads %s as %d', (text, value) => {
    expect(chineseNumeral(text)).toBe(value);
  });

  it.each([
    ['壹佰贰拾', 120],
    ['叁拾', 30],
    ['玖仟玖佰玖拾玖', 9999],
    ['貳拾參', 23],
    ['陸佰', 600],
  ])('reads financial numerals: %s is %d', (text, value) => {
    expect(chineseNumeral(text)).toBe(value);
  });

  it.each([
    ['一〇五', 105],
    ['二零二四', 2024],
    ['12', 12],
    ['１２', 12],
    ['007', 7],
  ])('reads digits one by one when there is no unit: %s is %d', (text, value) => {
    expect(chineseNumeral(text)).toBe(value);
  });

  it.each(['', '章', '一二十', '十百', 'abc', '十x', '百百'])('is NaN for %j', (text) => {
    expect(chineseNumeral(text)).toBeNaN();
  });
});
