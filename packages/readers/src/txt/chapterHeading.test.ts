import { describe, expect, it } from 'vitest';
import { isChapterHeading } from './chapterHeading';

describe('isChapterHeading: Chinese numbered headings', () => {
  it.each([
    '第一章',
    '第一章 风起云涌',
    '第十二章：云涌',
    '第一百零五章 归来',
    '第两千章 终局',
    '第〇章 前传',
    '第壹佰贰拾回 大结局',
    '第拾贰卷',
    '第1章',
    '第 12 章 标题',
    '第１２章 全角数字',
    '第三节',
    '第三節 繁體',
    '第二十回 宝玉挨打',
    '第一卷 潜龙',
    '第五集',
    '第二部 风暴',
    '第七篇 附录',
    '第一卷 第三章 风起',
    '第十章 大战！',
    '第十章 你好，世界',
    '　　第一章　全角空格缩进',
    '【第十一章】 括号',
    '第一章风起云涌',
  ])('accepts %j', (line) => {
    expect(isChapterHeading(line)).toBe(true);
  });
});

describe('isChapterHeading: special Chinese headings', () => {
  it.each([
    '序章',
    '序章 少年',
    '序言',
    '楔子',
    '楔子：山雨欲来',
    '引子',
    '前言',
    '番外',
    '番外一 小师妹',
    '番外篇：后日谈',
    '后记',
    '後記',
    '尾声',
    '尾聲 歸途',
    '终章',
  ])('accepts %j', (line) => {
    expect(isChapterHeading(line)).toBe(true);
  });
});

describe('isChapterHeading: English headings', () => {
  it.each([
    'Chapter 1',
    'Chapter 12',
    'Chapter 12: The Storm',
    'CHAPTER XII',
    'CHAPTER XII. THE END',
    'chapter three',
    'Chapter Twenty-One',
    'Part One',
    'PART II',
    'Book 2',
    'Prologue',
    'Epilogue: Home',
  ])('accepts %j', (line) => {
    expect(isChapterHeading(line)).toBe(true);
  });
});

describe('isChapterHeading: body text and near misses', () => {
  it.each([
    ['a mention inside a sentence', '他第一章都没读完就睡着了。'],
    ['a sentence that starts with a heading word', '第一章都没读完就睡了'],
    ['a sentence with punctuation after the number', '第三回合，他终于倒下了。'],
    ['a separated title that ends a sentence', '第一章 他走了。'],
    ['a heading word followed by a sentence', '楔子之后，故事才真正开始'],
    ['a long line', `第一章 ${'很长的标题'.repeat(20)}`],
    ['a number that is not a number', '第十百章'],
    ['no number', '第章'],
    ['an English sentence', 'Chapter 3 was the best part of the book'],
    ['an invalid roman numeral', 'Chapter IIII'],
    ['a word made of roman letters', 'Chapter Civil'],
    ['an English sentence with part', 'Part one of the plan failed,'],
    ['an empty line', ''],
    ['spaces only', '   　 '],
    ['an unclosed bracket', '【第一章 风起'],
  ])('rejects %s', (_label, line) => {
    expect(isChapterHeading(line)).toBe(false);
  });
});
