import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decodeText';

const encode = (text: string, encoding: string) => new Uint8Array(iconv.encode(text, encoding));

describe('decodeText', () => {
  it('decodes detected GBK text and reports the detection', () => {
    const text = '第一章 风起\n天色渐渐暗了下来，他站在城门口。';
    const decoded = decodeText(encode(text, 'gbk'));
    expect(decoded.text).toBe(text);
    expect(decoded.encoding).toBe('gb18030');
    expect(decoded.detection?.reason).toBe('scored');
  });

  it('decodes characters outside GBK from GB18030 four-byte sequences', () => {
    const text = '𠀀字与€符号，他说。';
    expect(decodeText(encode(text, 'gb18030')).text).toBe(text);
  });

  it('decodes Big5 and UTF-16 with a BOM, dropping the BOM', () => {
    const big5 = '他說今天的天氣很好，我們出去走走吧。';
    expect(decodeText(encode(big5, 'big5')).text).toBe(big5);
    const withBom = new Uint8Array([0xff, 0xfe, ...encode('第一章', 'utf-16le')]);
    expect(decodeText(withBom).text).toBe('第一章');
  });

  it('uses the manual override instead of detection', () => {
    const bytes = encode('他說今天的天氣很好，我們出去走走吧。', 'big5');
    const decoded = decodeText(bytes, 'gb18030');
    expect(decoded.encoding).toBe('gb18030');
    expect(decoded.detection).toBeNull();
    expect(decoded.text).not.toContain('天氣');
  });

  it('ignores an override that is not a supported encoding (a corrupt stored setting)', () => {
    const bytes = encode('天色渐渐暗了下来，他站在城门口。', 'gbk');
    const decoded = decodeText(bytes, 'latin-99' as never);
    expect(decoded.encoding).toBe('gb18030');
    expect(decoded.text).toBe('天色渐渐暗了下来，他站在城门口。');
  });

  it('turns invalid bytes into replacement characters instead of failing', () => {
    const decoded = decodeText(new Uint8Array([0x61, 0xff, 0x62]), 'utf-8');
    expect(decoded.text).toBe('a\uFFFDb');
  });
});
