import { describe, expect, it } from 'vitest';
import { REMOTE_IMAGE_PLACEHOLDER } from '../frame/remoteImagePlaceholder';
import { chapterDocument } from './chapterDocument';
import { sanitizeChapter } from './sanitizeChapter';
import { defaultReaderSettings } from '../settings/readerSettings';

const links = {
  resolveAsset: (src: string) => (src === 'img/a.png' ? 'http://books.test/api/books/b/files/5' : null),
  chapterOf: (href: string) => (href.startsWith('02.html') ? 1 : null),
};

describe('sanitizeChapter', () => {
  it('removes scripts, handlers, frames, forms, book CSS and javascript: links', () => {
    const { html, title } = sanitizeChapter(
      `<html><head><title> 第一章 </title><style>p{color:red}</style><link rel="stylesheet" href="x.css"><script>alert(1)</script></head>
       <body onload="alert(2)"><p style="color:red" onclick="alert(3)">正文</p><iframe src="https://evil.test"></iframe>
       <form action="https://evil.test"><input name="q"></form><a href="javascript:alert(4)">坏链接</a><object data="x.swf"></object></body></html>`,
      links,
    );
    expect(title).toBe('第一章');
    expect(html).toContain('<p>正文</p>');
    expect(html).not.toMatch(/script|onload|onclick|iframe|<form|<input|<style|<link|javascript:|<object|style=/i);
  });

  it('keeps data: images and the book’s own images, drops other sources', () => {
    const { html } = sanitizeChapter(
      '<img src="img/a.png" alt="a"><img src="data:image/png;base64,AAAA" alt="b"><img src="https://tracker.test/p.gif" alt="c"><img src="x" onerror="alert(1)" alt="d">',
      links,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.images].map((img) => img.getAttribute('src'))).toEqual(['http://books.test/api/books/b/files/5', 'data:image/png;base64,AAAA', REMOTE_IMAGE_PLACEHOLDER, null]);
    expect(html).not.toContain('onerror');
  });

  it('shows a named placeholder for every image on the internet and loads nothing else from there', () => {
    const { html } = sanitizeChapter(
      `<img src="https://tracker.test/p.gif" alt="地图"><img src="//tracker.test/q.gif"><img src="http:tracker.test/r.gif" alt="">
       <table background="https://tracker.test/t.png"><tr><td background="https://tracker.test/c.png">格</td></tr></table>
       <p><img src="img/a.png" alt="own"></p>`,
      { ...links, remoteImageLabel: (alt: string) => `【网络图片：${alt || '无说明'}】` },
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const placeholders = [...doc.querySelectorAll('img[data-atelier-remote-image]')];
    expect(placeholders.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      [REMOTE_IMAGE_PLACEHOLDER, '【网络图片：地图】'],
      [REMOTE_IMAGE_PLACEHOLDER, '【网络图片：无说明】'],
      [REMOTE_IMAGE_PLACEHOLDER, '【网络图片：无说明】'],
    ]);
    expect(html).not.toContain('tracker.test');
    expect(doc.querySelector('img[alt=own]')?.getAttribute('src')).toBe('http://books.test/api/books/b/files/5');
  });

  it('gives the frame’s theme the page’s style nonce, which the frame’s inherited policy asks for', () => {
    const withNonce = new DOMParser().parseFromString(chapterDocument('<p>x</p>', defaultReaderSettings, null, 'zh', 'abc+/='), 'text/html');
    expect(withNonce.querySelector('style')?.getAttribute('nonce')).toBe('abc+/=');
    expect(withNonce.querySelector('meta[http-equiv]')?.getAttribute('content')).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    const escaped = new DOMParser().parseFromString(chapterDocument('', defaultReaderSettings, null, 'zh', '"><script>x</script>'), 'text/html');
    expect(escaped.querySelector('script')).toBeNull();
    const without = new DOMParser().parseFromString(chapterDocument('', defaultReaderSettings, null, 'zh'), 'text/html');
    expect(without.querySelector('style')?.hasAttribute('nonce')).toBe(false);
  });

  it('marks links to other chapters and external links, and disarms the rest', () => {
    const { html } = sanitizeChapter('<a href="02.html#s1">下一章</a><a href="https://example.com/">外链</a><a href="missing.html">缺</a><a href="#n1">注</a>', links);
    const anchors = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('a')];
    expect(anchors.map((a) => [a.getAttribute('href'), a.dataset['chapter'] ?? a.dataset['external'] ?? null])).toEqual([
      ['#', '1'],
      ['https://example.com/', 'true'],
      [null, null],
      ['#n1', null],
    ]);
  });
});
