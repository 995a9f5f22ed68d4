import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, mailLanguage, resetCodeMail } from './resetMail';

describe('mailLanguage', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['de-DE,de;q=0.9', 'en-US'],
    ['fr', 'fr-FR'],
    ['de;q=1, ko-KR;q=0.8, en;q=0.5', 'ko-KR'],
    ['en;q=0.2, ru;q=0.9', 'ru-RU'],
    ['zh-HK,zh;q=0.9', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['tr-TR;q=0, vi', 'vi-VN'],
  ])('%s → %s', (header, language) => {
    expect(mailLanguage(header)).toBe(language);
  });
});

describe('resetCodeMail', () => {
  it('has the code and the minutes in every language', () => {
    for (const language of MAIL_LANGUAGES) {
      const mail = resetCodeMail(language, 'a@b.c', '012345', 10);
      expect(mail.text).toContain('012345');
      expect(mail.text).toContain('10');
      expect(mail.subject).toContain('Atelier');
    }
  });
});
