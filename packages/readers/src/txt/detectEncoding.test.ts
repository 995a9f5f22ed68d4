import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { detectEncoding } from './detectEncoding';

// Fixtures are encoded by iconv-lite, an encoder independent of the TextDecoder under test.
const encode = (text: string, encoding: string) => new Uint8Array(iconv.encode(text, encoding));
const utf8 = (text: string) => new TextEncoder().encode(text);

const SIMPLIFIED_PROSE =
  '天色渐渐暗了下来，他站在城门口，望着远处的山路。风从北边吹过来，带着一股说不出的寒意。' +
  '他知道，今天晚上一定会发生什么事情，可是他不知道那会是什么。\n';
const TRADITIONAL_PROSE =
  '天色漸漸暗了下來，他站在城門口，望著遠處的山路。風從北邊吹過來，帶著一股說不出的寒意。' +
  '他知道，今天晚上一定會發生什麼事情，可是他不知道那會是什麼。\n';

describe('detectEncoding: byte order marks', () => {
  it.each([
    ['utf-8', [0xef, 0xbb, 0xbf]],
    ['utf-16le', [0xff, 0xfe]],
    ['utf-16be', [0xfe, 0xff]],
  ] as const)('reads a %s BOM as certain', (encoding, bom) => {
    const body = encoding === 'utf-8' ? utf8('第一章') : encode('第一章', encoding);
    const detection = detectEncoding(new Uint8Array([...bom, ...body]));
    expect(detection).toEqual({ encoding, confidence: 1, reason: 'bom' });
  });
});

describe('detectEncoding: UTF-8 and ASCII', () => {
  it('calls pure ASCII UTF-8 with full confidence', () => {
    expect(detectEncoding(utf8('Chapter 1\nIt was a dark and stormy night.\n'))).toEqual({
      encoding: 'utf-8',
      confidence: 1,
      reason: 'ascii',
    });
  });

  it('calls an empty file UTF-8', () => {
    expect(detectEncoding(new Uint8Array()).encoding).toBe('utf-8');
  });

  it('recognises short UTF-8 Chinese, which a GB18030 decoder would also accept as mojibake', () => {
    const detection = detectEncoding(utf8('万国之国'));
    expect(detection.encoding).toBe('utf-8');
    expect(detection.reason).toBe('utf-8-valid');
  });

  it('accepts a large UTF-8 book whose middle and tail samples start and end inside a character', () => {
    // 3-byte characters plus one ASCII byte at the front: no sample edge falls on a character edge.
    const text = `x${'汉字测试，'.repeat(60_000)}`;
    const bytes = utf8(text);
    expect(bytes.length).toBeGreaterThan(3 * 64 * 1024);
    const detection = detectEncoding(bytes);
    expect(detection).toMatchObject({ encoding: 'utf-8', reason: 'utf-8-valid' });
  });

  it.each(['Le café est prêt.', 'Он сказал: да.', 'A · B', 'It was 25 °C.', 'naïve', '½ cup'])(
    'keeps short UTF-8 %j as UTF-8',
    (text) => {
      expect(detectEncoding(utf8(text)).encoding).toBe('utf-8');
    },
  );

  it('keeps UTF-8 with a DOS end-of-file mark as UTF-8', () => {
    const bytes = new Uint8Array([...utf8(`第一章\n${SIMPLIFIED_PROSE}`), 0x1a]);
    expect(detectEncoding(bytes).encoding).toBe('utf-8');
  });

  it('still rejects UTF-8 when a later sample holds GBK', () => {
    const head = utf8('a'.repeat(200_000));
    const tail = encode(SIMPLIFIED_PROSE.repeat(20), 'gbk');
    const detection = detectEncoding(new Uint8Array([...head, ...tail]));
    expect(detection.encoding).toBe('gb18030');
  });
});

describe('detectEncoding: GBK / GB18030', () => {
  it('detects 20 Chinese characters of GBK', () => {
    const text = '他站在城门口，望着远处的山路。风吹过来了';
    expect([...text]).toHaveLength(20);
    expect(detectEncoding(encode(text, 'gbk')).encoding).toBe('gb18030');
  });

  it('detects four GBK characters (8 bytes), where other detectors answer Shift_JIS', () => {
    expect(detectEncoding(encode('万国之国', 'gbk')).encoding).toBe('gb18030');
  });

  it.each(['山路', '目录', '什么'])(
    'detects GBK %j whose bytes happen to be valid UTF-8',
    (text) => {
      const bytes = encode(text, 'gbk');
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow();
      expect(detectEncoding(bytes).encoding).toBe('gb18030');
    },
  );

  it('detects a mostly-English file whose only Chinese word is valid UTF-8 by accident', () => {
    const text = 'See the table of contents (目录) at the end of this file.\n';
    expect(detectEncoding(encode(text, 'gbk')).encoding).toBe('gb18030');
  });

  it('detects mostly-ASCII text with a few GBK characters', () => {
    const text =
      'Title: The Long Road\nAuthor: Someone\nThis file was converted from a web page on 2024-01-01.\n' +
      'Contents follow below. Please read the license first, then enjoy the book.\n' +
      '第一章 开始\nSome more English text to make the Chinese share tiny.\n第二章\n';
    const bytes = encode(text, 'gbk');
    const high = bytes.filter((b) => b >= 0x80).length;
    expect(high / bytes.length).toBeLessThan(0.1);
    expect(detectEncoding(bytes).encoding).toBe('gb18030');
  });

  it('detects a GB18030 book larger than the samples, with a confident score', () => {
    const bytes = encode(`第一章 风起\n${SIMPLIFIED_PROSE.repeat(3000)}`, 'gb18030');
    expect(bytes.length).toBeGreaterThan(3 * 64 * 1024);
    const detection = detectEncoding(bytes);
    expect(detection).toMatchObject({ encoding: 'gb18030', reason: 'scored' });
    expect(detection.confidence).toBeGreaterThan(0.5);
  });

  it('detects traditional Chinese saved as GBK as GBK, not Big5', () => {
    expect(detectEncoding(encode(TRADITIONAL_PROSE, 'gbk')).encoding).toBe('gb18030');
  });
});

describe('detectEncoding: Big5', () => {
  it('detects a paragraph of traditional Chinese in Big5', () => {
    expect(detectEncoding(encode(TRADITIONAL_PROSE, 'big5')).encoding).toBe('big5');
  });

  it('detects a short Big5 line', () => {
    expect(detectEncoding(encode('他說今天的天氣很好，我們出去走走吧。', 'big5')).encoding).toBe(
      'big5',
    );
  });

  it('detects a large Big5 book with a Chinese-numbered heading', () => {
    const bytes = encode(`第一章 風起\n${TRADITIONAL_PROSE.repeat(3000)}`, 'big5');
    expect(detectEncoding(bytes).encoding).toBe('big5');
  });
});

describe('detectEncoding: UTF-16 without a BOM', () => {
  const mixed = 'Chapter 1 第一章\n他站在城门口。The end.\n';

  it.each(['utf-16le', 'utf-16be'] as const)(
    'detects %s text with ASCII by its zero bytes',
    (encoding) => {
      expect(detectEncoding(encode(mixed, encoding))).toMatchObject({
        encoding,
        reason: 'utf-16-zero-bytes',
      });
    },
  );

  it.each(['utf-16le', 'utf-16be'] as const)(
    'detects a few Chinese characters of %s without a BOM, even with no byte above 0x7F',
    (encoding) => {
      expect(detectEncoding(encode('他站在城门口', encoding)).encoding).toBe(encoding);
      expect(detectEncoding(encode('天晚上一定会', encoding)).encoding).toBe(encoding);
      // 10 6E 10 6E 0B 4E 65 67: no byte above 0x7F, yet not ASCII text.
      expect(detectEncoding(encode('渐渐下来', encoding)).encoding).toBe(encoding);
    },
  );

  it.each(['utf-16le', 'utf-16be'] as const)(
    'detects pure Chinese %s, which has no zero bytes',
    (encoding) => {
      expect(detectEncoding(encode(SIMPLIFIED_PROSE.trim(), encoding)).encoding).toBe(encoding);
    },
  );
});

describe('detectEncoding: other encodings', () => {
  it('detects Japanese in Shift_JIS', () => {
    expect(
      detectEncoding(encode('今日はいい天気ですね。私は学校に行きます。', 'shift_jis')).encoding,
    ).toBe('shift_jis');
  });

  it('detects Korean in EUC-KR', () => {
    expect(
      detectEncoding(encode('안녕하세요. 오늘은 날씨가 좋습니다. 저는 학교에 갑니다.', 'euc-kr'))
        .encoding,
    ).toBe('euc-kr');
  });

  it('detects accented Latin text in windows-1252', () => {
    expect(
      detectEncoding(encode('Le café est très bon à Paris, où nous étions.', 'windows-1252'))
        .encoding,
    ).toBe('windows-1252');
  });

  it('falls back to GB18030 with low confidence when nothing reads as text', () => {
    const noise = new Uint8Array(256).map((_, i) => 0x80 + ((i * 37) % 0x7f));
    const detection = detectEncoding(noise);
    expect(detection.encoding).toBe('gb18030');
    expect(detection.confidence).toBeLessThan(0.5);
  });
});
