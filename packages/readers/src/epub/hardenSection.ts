const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * What a book's page may load: only its own resources (epub.js turns them into blob: URLs) and
 * inline styles (ours and the book's). No scripts, no network, no frames, no forms.
 */
export const EPUB_SECTION_CSP =
  "default-src 'none'; img-src blob: data:; style-src blob: data: 'unsafe-inline'; font-src blob: data:; media-src blob: data:; form-action 'none'";

/** Attributes that make the browser fetch something as the page loads. */
const LOADING_ATTRIBUTES = new Set(['src', 'href', 'srcset', 'poster', 'data', 'background', 'xlink:href']);
const EXTERNAL = /^\s*(?:[a-z][a-z0-9+.-]*:)?\/\//i;

const ACTIVE_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base']);

/**
 * Hardens a section's document before epub.js serializes it into the iframe. The iframe is already
 * sandboxed without `allow-scripts`; this is the second wall: scripts, frames and event handlers
 * are removed, `javascript:` links and external resource URLs are dropped, and a CSP meta blocks
 * every external load.
 */
export function hardenSection(doc: Document): void {
  const all = [...doc.getElementsByTagName('*')];
  for (const el of all) {
    const name = el.localName.toLowerCase();
    if (ACTIVE_ELEMENTS.has(name) || (name === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'refresh')) {
      el.parentNode?.removeChild(el);
      continue;
    }
    for (const attr of [...el.attributes]) {
      const attrName = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      const loads = LOADING_ATTRIBUTES.has(attrName) && name !== 'a';
      if (
        attrName.startsWith('on') ||
        ((attrName === 'href' || attrName === 'src' || attrName.endsWith(':href')) && value.startsWith('javascript:')) ||
        // External resources never load (tracking pixels, remote fonts); the CSP blocks them too,
        // but Chrome's preload scanner can fetch an <img> before it applies a meta CSP.
        (loads && EXTERNAL.test(value)) ||
        (attrName === 'style' && /url\(\s*['"]?\s*(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(value))
      ) {
        el.removeAttributeNode(attr);
      }
    }
  }
  const root = doc.documentElement;
  if (!root) return;
  let head = [...root.children].find((c) => c.localName.toLowerCase() === 'head');
  if (!head) {
    head = doc.createElementNS(XHTML, 'head');
    root.insertBefore(head, root.firstChild);
  }
  const meta = doc.createElementNS(XHTML, 'meta');
  meta.setAttribute('http-equiv', 'Content-Security-Policy');
  meta.setAttribute('content', EPUB_SECTION_CSP);
  // First in <head>, so it applies before any stylesheet or image the book declares.
  head.insertBefore(meta, head.firstChild);
}
