import { describe, expect, it } from 'vitest';
import { isRemoteUrl, reachesNetwork } from './remoteUrl';

describe('isRemoteUrl', () => {
  it('keeps the book’s own paths, fragments, data: and blob:', () => {
    for (const url of ['images/a.png', '../images/a b.png', './a.png', '#note', '', 'a.png?x=1', '/OEBPS/a.png', 'data:image/png;base64,AAAA', 'blob:http://127.0.0.1:8787/1b2c']) {
      expect(isRemoteUrl(url), url).toBe(false);
    }
  });

  it('catches every spelling of an address elsewhere that the browser would follow', () => {
    for (const url of [
      'http://idpf.org/sites/default/files/epub-logo.gif',
      'HTTPS://tracker.example/p.png',
      '//tracker.example/p.png',
      '\\\\tracker.example\\p.png',
      '/\\tracker.example/p.png',
      'http:tracker.example/p.png',
      'https:tracker.example/p.png',
      ' \thttps://tracker.example/p.png',
      'ht\ntps://tracker.example/p.png',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://[bad',
    ]) {
      expect(isRemoteUrl(url), JSON.stringify(url)).toBe(true);
    }
  });
});

describe('reachesNetwork', () => {
  it('takes text for text and only network addresses for URLs', () => {
    expect(reachesNetwork('Note: see chapter 2')).toBe(false);
    expect(reachesNetwork('Times New Roman')).toBe(false);
    expect(reachesNetwork('images/a.png')).toBe(false);
    expect(reachesNetwork('https://fonts.example/a.woff2')).toBe(true);
    expect(reachesNetwork('//fonts.example/a.woff2')).toBe(true);
  });
});
