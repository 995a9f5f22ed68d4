import { describe, expect, it } from 'vitest';
import { matchLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from './languages';

describe('languages', () => {
  it('offers exactly the 8 interface languages of the spec, zh-CN first', () => {
    expect(SUPPORTED_LANGUAGES.map((l) => l.code)).toEqual([
      'zh-CN', 'zh-TW', 'en-US', 'ko-KR', 'fr-FR', 'ru-RU', 'vi-VN', 'tr-TR',
    ]);
  });

  it('maps browser tags onto supported languages', () => {
    expect(matchLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(matchLanguage('zh-HK')).toBe('zh-TW');
    expect(matchLanguage('zh')).toBe('zh-CN');
    expect(matchLanguage('fr-CA')).toBe('fr-FR');
    expect(matchLanguage('en-GB')).toBe('en-US');
    expect(matchLanguage('de-DE')).toBeNull();
  });

  it('resolves auto from the preferred list, and falls back to zh-CN', () => {
    expect(resolveLanguage('auto', ['de-DE', 'ko'])).toBe('ko-KR');
    expect(resolveLanguage('auto', ['de-DE'])).toBe('zh-CN');
    expect(resolveLanguage('vi-VN', ['en-US'])).toBe('vi-VN');
    expect(resolveLanguage('xx', [])).toBe('zh-CN');
  });
});
