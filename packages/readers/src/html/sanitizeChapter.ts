import DOMPurify from 'dompurify';
import { quietMarkup } from '../frame/quietMarkup';
import { isRemoteUrl } from '../frame/remoteUrl';
import { type RemoteImageLabel, showRemoteImagePlaceholder } from '../frame/remoteImagePlaceholder';
import { addHeadingAnchors, type HtmlHeading } from './chapterHeadings';

export interface ChapterLinks {
  /** An image path as written in the chapter → a URL of the book's own files, or null (dropped). */
  resolveAsset(src: string): string | null;
  /** A link to another chapter file → its position in the book, or null. */
  chapterOf(href: string): number | null;
  /** The name of the placeholder shown for an image on the internet. @default English */
  remoteImageLabel?: RemoteImageLabel | undefined;
}

const englishLabel: RemoteImageLabel = (alt) => (alt ? `${alt} (image from the internet, not loaded)` : 'Image from the internet, not loaded');
/** Attributes the kept elements may still load from (DOMPurify allows `background` on tables and cells). */
const LOADING = ['background', 'poster', 'lowsrc', 'dynsrc'];

export interface SanitizedChapter {
  html: string;
  title: string | null;
  lang: string;
  /** h1–h3 with the ids the markup now carries, for the contents. */
  headings: HtmlHeading[];
  /** The body's text, as the frame's `body.textContent` will read: what search looks through. */
  text: string;
}

/**
 * Book markup that can do nothing but be read: no scripts, handlers, forms, frames or plugins
 * (DOMPurify), no book CSS or inline styles (the reader's theme decides how text looks, and
 * they would fight it), images only from the book itself or `data:` (one on the internet becomes
 * a named placeholder; nothing else may load from anywhere), and links to other chapters
 * marked with `data-chapter` for the reader to follow. The result is body markup for a sandboxed
 * frame that also has a `default-src 'none'` policy.
 */
export function sanitizeChapter(book: string, links: ChapterLinks): SanitizedChapter {
  // Parsing alone would report the book's handlers and <style>s against the page's CSP.
  const html = quietMarkup(book, { dropStyles: true });
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of LOADING) node.removeAttribute(name);
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      const resolved = /^data:image\//i.test(src) ? src : links.resolveAsset(src);
      if (resolved) node.setAttribute('src', resolved);
      else if (src && isRemoteUrl(src)) showRemoteImagePlaceholder(node, links.remoteImageLabel ?? englishLabel);
      else node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href === null || href.startsWith('#')) return;
      if (/^https?:/i.test(href)) {
        node.setAttribute('data-external', 'true');
        return;
      }
      const chapter = links.chapterOf(href);
      node.removeAttribute('href');
      if (chapter !== null) {
        node.setAttribute('href', '#');
        node.setAttribute('data-chapter', String(chapter));
      }
    }
  });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const title = parsed.querySelector('title')?.textContent?.trim() || null;
  // The book's own language for the frame (screen readers, hyphenation); a guess when it says none.
  const declared = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(parsed.documentElement.lang) ? parsed.documentElement.lang : '';
  const lang = declared || (/[\u3400-\u9fff]/.test(parsed.body?.textContent ?? '') ? 'zh' : 'und');
  const clean = purify.sanitize(html, {
    FORBID_TAGS: ['style', 'link', 'meta', 'base', 'title', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'audio', 'video', 'source', 'track', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'class', 'id', 'target', 'ping'],
    ALLOW_DATA_ATTR: false,
  });
  const body = new DOMParser().parseFromString(clean, 'text/html').body;
  const headings = addHeadingAnchors(body);
  return { html: body.innerHTML, title, lang, headings, text: body.textContent ?? '' };
}
