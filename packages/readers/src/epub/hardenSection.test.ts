// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EPUB_SECTION_CSP, hardenSection } from './hardenSection';

const parse = (xhtml: string) => new DOMParser().parseFromString(xhtml, 'application/xhtml+xml');

const BOOK_PAGE = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>1</title>
<link rel="stylesheet" href="../style.css"/><script>document.title = 'pwned'</script><meta http-equiv="refresh" content="0;url=https://evil.example"/></head>
<body onload="steal()"><h1>Chapter</h1><p>Text <a href="javascript:alert(1)">link</a> <a href="ch2.xhtml">next</a></p>
<img src="https://tracker.example/pixel.png" onerror="steal()"/><iframe src="https://evil.example"/><svg xmlns="http://www.w3.org/2000/svg"><script>steal()</script></svg></body></html>`;

describe('hardenSection', () => {
  it('removes scripts, frames, refreshes, event handlers and javascript: links', () => {
    const doc = parse(BOOK_PAGE);
    hardenSection(doc);
    const html = new XMLSerializer().serializeToString(doc);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('iframe')).toHaveLength(0);
    expect(html).not.toMatch(/onload|onerror|javascript:|refresh/i);
    // The book's own content and links stay.
    expect(doc.querySelector('h1')?.textContent).toBe('Chapter');
    expect(doc.querySelector('a[href="ch2.xhtml"]')).not.toBeNull();
    expect(doc.querySelector('link[rel=stylesheet]')).not.toBeNull();
  });

  it('drops external resource URLs but keeps the book’s own and outbound links', () => {
    const doc = parse(`<html xmlns="http://www.w3.org/1999/xhtml"><head><link rel="stylesheet" href="//cdn.example/x.css"/></head><body>
<img src="../images/a.png" alt="own"/><img src="HTTPS://tracker.example/p.png" alt="remote"/><p style="background: url('https://x.example/b.png')">p</p>
<a href="https://example.org/about">site</a></body></html>`);
    hardenSection(doc);
    expect(doc.querySelector('img[alt=own]')?.getAttribute('src')).toBe('../images/a.png');
    expect(doc.querySelector('img[alt=remote]')?.hasAttribute('src')).toBe(false);
    expect(doc.querySelector('link')?.hasAttribute('href')).toBe(false);
    expect(doc.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://example.org/about');
  });

  it('puts a CSP that blocks every external load first in <head>', () => {
    const doc = parse(BOOK_PAGE);
    hardenSection(doc);
    const first = doc.querySelector('head')?.firstElementChild;
    expect(first?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(first?.getAttribute('content')).toBe(EPUB_SECTION_CSP);
    expect(EPUB_SECTION_CSP).toMatch(/default-src 'none'/);
    expect(EPUB_SECTION_CSP).not.toMatch(/https?:|\*/);
  });

  it('adds a <head> to a page without one', () => {
    const doc = parse('<html xmlns="http://www.w3.org/1999/xhtml"><body><p>x</p></body></html>');
    hardenSection(doc);
    expect(doc.documentElement.firstElementChild?.localName).toBe('head');
  });
});
