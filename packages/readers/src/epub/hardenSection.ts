import { isRemoteUrl } from '../frame/remoteUrl';
import { type RemoteImageLabel, showRemoteImagePlaceholder } from '../frame/remoteImagePlaceholder';
import { stripRemoteCss } from '../frame/stripRemoteCss';

const XHTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';

/**
 * What a book's page may load: only its own resources (epub.js turns them into blob: URLs) and
 * inline styles (ours and the book's). No scripts, no network, no frames, no forms.
 */
export const EPUB_SECTION_CSP =
  "default-src 'none'; img-src blob: data:; style-src blob: data: 'unsafe-inline'; font-src blob: data:; media-src blob: data:; form-action 'none'";

/** Attributes that make the browser fetch something as the page loads. */
const LOADING_ATTRIBUTES = new Set(['src', 'href', 'srcset', 'poster', 'data', 'background', 'xlink:href', 'lowsrc', 'dynsrc', 'longdesc']);
/** Links: followed only when the reader clicks, and the reader opens outside ones in a new tab. */
const LINKS = new Set(['a', 'area']);
const ACTIVE_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal', 'fencedframe']);
/** SVG animation can set a URL attribute after load (`<set attributeName="href" to="https://…">`). */
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);

const englishLabel: RemoteImageLabel = (alt) => (alt ? `${alt} (image from the internet, not loaded)` : 'Image from the internet, not loaded');

/** What the page around the book decides for its sections. */
export interface HardenSectionOptions {
  /** The host page's style nonce (`hostStyleNonce`): put on the book's `<style>` elements, which the page's policy would refuse without it. */
  nonce?: string | null | undefined;
  /** The placeholder's accessible name for an image the book wanted from the internet. @default English */
  remoteImageLabel?: RemoteImageLabel | undefined;
}

/** Whether the value of `attr` on an element named `name` is a URL fetched as the page loads. */
function loadsUrl(name: string, attr: string): boolean {
  return LOADING_ATTRIBUTES.has(attr) && !LINKS.has(name);
}

/** srcset is a list of "url descriptor" pairs: remote if any of its URLs is. */
const remoteSrcset = (value: string) => value.split(',').some((part) => isRemoteUrl(part.trim().split(/\s+/)[0] ?? ''));

function hardenElement(el: Element, label: RemoteImageLabel): void {
  const name = el.localName.toLowerCase();
  const isSvg = el.namespaceURI === SVG;
  if (name === 'img' && !isSvg && isRemoteUrl(el.getAttribute('src') ?? '')) showRemoteImagePlaceholder(el, label);
  for (const attr of [...el.attributes]) {
    const attrName = attr.name.toLowerCase();
    const value = attr.value;
    const remote = attrName === 'srcset' ? remoteSrcset(value) : loadsUrl(name, attrName) && isRemoteUrl(value);
    if (
      attrName.startsWith('on') ||
      attrName === 'ping' ||
      ((attrName === 'href' || attrName === 'src' || attrName.endsWith(':href')) && /^\s*javascript:/i.test(value)) ||
      // External resources never load (tracking pixels, remote fonts); the CSP blocks them too,
      // but a blocked load still shows as an attempt, and the preload scanner reads the markup early.
      remote
    ) {
      el.removeAttributeNode(attr);
    } else if (attrName === 'style' || (isSvg && value.includes('('))) {
      // Inline CSS, and SVG presentation attributes (`fill="url(…)"`), are CSS values.
      const clean = stripRemoteCss(value);
      if (clean !== value) el.setAttribute(attr.name, clean);
    }
  }
}

/**
 * Hardens a section's document before epub.js serializes it into the iframe. The iframe is already
 * sandboxed without `allow-scripts`; this is the second wall: scripts, frames and event handlers
 * are removed, `javascript:` links and every address outside the book are dropped (a remote image
 * becomes a named placeholder, remote CSS `url()`s and `@import`s go), and a CSP meta blocks
 * every external load.
 */
export function hardenSection(doc: Document, options: HardenSectionOptions = {}): void {
  const label = options.remoteImageLabel ?? englishLabel;
  for (const el of [...doc.getElementsByTagName('*')]) {
    const name = el.localName.toLowerCase();
    if (
      ACTIVE_ELEMENTS.has(name) ||
      (name === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'refresh') ||
      (ANIMATIONS.has(name) && /href|src/i.test(el.getAttribute('attributeName') ?? ''))
    ) {
      el.parentNode?.removeChild(el);
      continue;
    }
    hardenElement(el, label);
    if (name === 'style') {
      el.textContent = stripRemoteCss(el.textContent ?? '');
      if (options.nonce) el.setAttribute('nonce', options.nonce);
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
