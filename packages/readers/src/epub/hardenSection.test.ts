// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { REMOTE_IMAGE_PLACEHOLDER } from '../frame/remoteImagePlaceholder';
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
    expect(doc.querySelector('img[alt^=remote]')?.getAttribute('src')).toBe(REMOTE_IMAGE_PLACEHOLDER);
    expect(doc.querySelector('link')?.hasAttribute('href')).toBe(false);
    expect(doc.querySelector('p')?.getAttribute('style')).toBe('background: url()');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://example.org/about');
  });

  it('shows a named placeholder for each remote image and loads nothing from anywhere else', () => {
    const doc = parse(`<html xmlns="http://www.w3.org/1999/xhtml" xmlns:xlink="http://www.w3.org/1999/xlink"><head>
<style>@import url("https://cdn.example/a.css"); #image { background-image: url('http://idpf.org/sites/default/files/epub-logo.gif'); } p { color: red }</style></head><body>
<img class="image" src="http://idpf.org/sites/default/files/epub-logo.gif" alt="EPUB Logo"/>
<img src="\\\\tracker.example\\p.png"/><img src="http:tracker.example/q.png" alt=""/>
<img src="../images/own.png" srcset="../images/own.png 1x, https://tracker.example/2x.png 2x" alt="own"/>
<video poster="https://tracker.example/poster.png" src="../media/v.mp4"><source src="//tracker.example/v.webm"/></video>
<audio src="https://tracker.example/a.mp3"/><table background="https://tracker.example/t.png"><tr><td>x</td></tr></table>
<a href="https://example.org/" ping="https://tracker.example/ping">out</a>
<svg xmlns="http://www.w3.org/2000/svg"><image xlink:href="https://tracker.example/s.png"/><image href="../images/own.svg"/>
<rect fill="url(https://tracker.example/g.svg#g)" width="1" height="1"/><set attributeName="href" to="https://tracker.example/late.png"/></svg>
</body></html>`);
    hardenSection(doc, { nonce: 'n0nce', remoteImageLabel: (alt) => `[remote: ${alt}]` });
    const html = new XMLSerializer().serializeToString(doc);
    expect(html).not.toMatch(/tracker\.example\/(?!ping)|idpf\.org|cdn\.example/);
    expect(html).not.toContain('ping=');
    const placeholders = [...doc.querySelectorAll('img[data-atelier-remote-image]')];
    expect(placeholders.map((img) => img.getAttribute('alt'))).toEqual(['[remote: EPUB Logo]', '[remote: ]', '[remote: ]']);
    for (const img of placeholders) expect(img.getAttribute('src')).toBe(REMOTE_IMAGE_PLACEHOLDER);
    // The book's own resources stay.
    expect(doc.querySelector('img[alt=own]')?.getAttribute('src')).toBe('../images/own.png');
    expect(doc.querySelector('img[alt=own]')?.hasAttribute('srcset')).toBe(false);
    expect(doc.querySelector('video')?.getAttribute('src')).toBe('../media/v.mp4');
    expect(html).toContain('href="../images/own.svg"');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://example.org/');
    // The book's CSS keeps its rules, gets the page's nonce, and loses its way out.
    const style = doc.querySelector('style');
    expect(style?.getAttribute('nonce')).toBe('n0nce');
    expect(style?.textContent).toContain('p { color: red }');
    expect(style?.textContent).not.toMatch(/@import/);
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
