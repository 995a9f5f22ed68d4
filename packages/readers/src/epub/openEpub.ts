import ePub from 'epubjs';
import { quietMarkup } from '../frame/quietMarkup';
import { stripRemoteCss } from '../frame/stripRemoteCss';
import { hardenSection, type HardenSectionOptions } from './hardenSection';
import { readingMinutes } from '../progress/readingMinutes';

/** One entry of the book's table of contents, flattened with its depth. */
export interface EpubTocItem {
  label: string;
  href: string;
  depth: number;
}

export interface EpubSearchHit {
  cfi: string;
  excerpt: string;
  /** Spine index of the section the hit is in. */
  index: number;
}

export interface EpubRelocation {
  cfi: string;
  index: number;
  page: number;
  pages: number;
  atStart: boolean;
  atEnd: boolean;
  /** Minutes of reading left in the section from this page on; absent in the scrolled layout, where pages are not counted. */
  minutesLeft?: number;
}

/** Pages side by side when the reader is wide enough (`spread`), one page at a time, or one scrolling column. */
export type EpubFlow = 'spread' | 'paginated' | 'scrolled';

/** The width from which `spread` shows two pages: each column is then still 450 px or more. */
export const SPREAD_MIN_WIDTH = 900;

/** What the reader needs of a rendition, whatever epub.js calls it. */
export interface EpubRendition {
  display(target?: string): Promise<void>;
  next(): Promise<void>;
  prev(): Promise<void>;
  setCss(css: string): void;
  onRelocated(listener: (place: EpubRelocation) => void): void;
  /** Keys and touches inside the book's iframe (they do not bubble to our document). */
  onKey(listener: (event: KeyboardEvent) => void): void;
  onTouch(listener: (event: TouchEvent) => void): void;
  destroy(): void;
}

export interface EpubBook {
  title: string;
  toc: EpubTocItem[];
  sections: number;
  hrefOf(index: number): string | null;
  render(element: HTMLElement, flow: EpubFlow, frameTitle: string): EpubRendition;
  search(query: string, signal: AbortSignal): Promise<EpubSearchHit[]>;
  destroy(): void;
}

/* Narrow views of epub.js objects: its bundled types are loose (`any` events, optional fields). */
interface RawNavItem {
  label?: string;
  href?: string;
  subitems?: RawNavItem[];
}
interface RawSection {
  index: number;
  href: string;
  load(request: unknown): Promise<unknown>;
  find(query: string): Array<{ cfi: string; excerpt: string }>;
  unload(): void;
}
interface RawContents {
  addStylesheetCss(css: string, key: string): void;
  sectionIndex?: number;
  document?: Document;
}
interface RawLocation {
  start: { cfi: string; index: number; displayed: { page: number; total: number } };
  atStart?: boolean;
  atEnd?: boolean;
}
interface RawRendition {
  display(target?: string): Promise<void>;
  next(): Promise<void>;
  prev(): Promise<void>;
  on(event: string, listener: (...args: never[]) => void): void;
  getContents(): RawContents[];
  hooks: { content: { register(fn: (contents: RawContents) => void): void } };
  destroy(): void;
}
interface RawBook {
  archive?: { getText(url: string, encoding?: string): Promise<string> | undefined };
  opened: Promise<unknown>;
  ready: Promise<unknown>;
  loaded: { navigation: Promise<{ toc: RawNavItem[] }>; metadata: Promise<{ title?: string }> };
  spine: { hooks: { content: { register(fn: (doc: Document) => void): void } }; spineItems: RawSection[]; get(target: number): RawSection | null };
  load: (path: string) => Promise<unknown>;
  renderTo(element: HTMLElement, options: Record<string, unknown>): RawRendition;
  on(event: 'openFailed', listener: (error: Error) => void): void;
  destroy(): void;
}

function flatten(items: RawNavItem[], depth = 0, out: EpubTocItem[] = []): EpubTocItem[] {
  for (const item of items) {
    if (item.href) out.push({ label: (item.label ?? '').trim() || item.href, href: item.href, depth });
    if (item.subitems?.length) flatten(item.subitems, depth + 1, out);
  }
  return out;
}

const STYLE_KEY = 'atelier-reader';
/**
 * epub.js writes CSS into `<style id="epubjs-inserted-css-<key>">` (ours under STYLE_KEY, its image
 * sizing under no key) and creates the element when it is missing. Created by script it has no
 * nonce, and the host page's policy, which the srcdoc frame inherits, refuses it; so both are in
 * the section's markup from the start, with the nonce.
 */
function addStyleSlots(doc: Document, nonce: string): void {
  const head = [...(doc.documentElement?.children ?? [])].find((c) => c.localName.toLowerCase() === 'head');
  if (!head) return;
  for (const key of ['', STYLE_KEY]) {
    const style = doc.createElementNS('http://www.w3.org/1999/xhtml', 'style');
    style.setAttribute('id', `epubjs-inserted-css-${key}`);
    style.setAttribute('nonce', nonce);
    head.appendChild(style);
  }
}
/** How long an opened book waits for its contents, metadata and resources before showing without them. */
const OPTIONAL_PARTS_MS = 5_000;

/** The promise's value, or `fallback` when it rejects or takes longer than `ms`. */
function settleWithin<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/** What the page around the book decides: see `HardenSectionOptions`. */
export type EpubOpenOptions = HardenSectionOptions;

/**
 * Opens an EPUB from its bytes with epub.js (this module is the lazily loaded chunk). Every section
 * is hardened before it reaches its iframe, and every stylesheet loses its remote `url()`s and
 * `@import`s before epub.js turns it into a blob; epub.js's iframe is sandboxed
 * `allow-same-origin` only, because `allowScriptedContent` stays off.
 */
export async function openEpub(bytes: Uint8Array, options: EpubOpenOptions = {}): Promise<EpubBook> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const book = (ePub as unknown as (input: ArrayBuffer) => RawBook)(buffer);
  book.spine.hooks.content.register((doc) => {
    hardenSection(doc, options);
    if (options.nonce) addStyleSlots(doc, options.nonce);
  });
  // The archive exists from the constructor on, before epub.js reads any file from it.
  const archive = book.archive;
  if (archive) {
    const getText = archive.getText.bind(archive);
    archive.getText = (url, encoding) => {
      const text = getText(url, encoding);
      if (/\.css$/i.test(url)) return text?.then(stripRemoteCss);
      if (/\.x?html?$/i.test(url)) return text?.then((markup) => quietMarkup(markup, { nonce: options.nonce }));
      return text;
    };
  }
  // epub.js never rejects `opened` or `ready`: a file that is not a zip, a truncated zip or one
  // without META-INF/container.xml or its package document only emits `openFailed`, and
  // `opened` stays pending for ever. Listen to it (registered before epub.js's first await ends).
  const failed = new Promise<never>((_, reject) => book.on('openFailed', reject));
  try {
    await Promise.race([book.opened, failed]);
    if (book.spine.spineItems.length === 0) throw new Error('The package lists no sections');
  } catch (error) {
    book.destroy();
    throw Object.assign(new Error('Not a readable EPUB'), { code: 'BAD_FILE', cause: error });
  }
  // Opened: the package is read. What is still loading (navigation, cover, resources) may never
  // settle when a part is missing or broken; the book is readable without them.
  const [navigation, metadata] = await Promise.all([
    settleWithin(book.loaded.navigation, OPTIONAL_PARTS_MS, { toc: [] }),
    settleWithin(book.loaded.metadata, OPTIONAL_PARTS_MS, {}),
    settleWithin(book.ready, OPTIONAL_PARTS_MS, null),
  ]);
  const sections = book.spine.spineItems;

  return {
    title: (metadata as { title?: string }).title ?? '',
    toc: flatten(navigation.toc),
    sections: sections.length,
    hrefOf: (index) => book.spine.get(index)?.href ?? null,

    render(element, flow, frameTitle) {
      const rendition = book.renderTo(element, {
        width: '100%',
        height: '100%',
        flow: flow === 'scrolled' ? 'scrolled-doc' : 'paginated',
        spread: flow === 'spread' ? 'auto' : 'none',
        minSpreadWidth: SPREAD_MIN_WIDTH,
        allowScriptedContent: false,
      });
      let css = '';
      // Each laid-out section's text, to tell how long the rest of it takes to read.
      const texts = new Map<number, string>();
      rendition.hooks.content.register((contents) => {
        contents.addStylesheetCss(css, STYLE_KEY);
        if (contents.sectionIndex !== undefined) texts.set(contents.sectionIndex, contents.document?.body?.textContent ?? '');
      });
      const minutesLeft = (index: number, page: number, pages: number) => {
        const text = texts.get(index);
        if (flow === 'scrolled' || text === undefined || pages < 1) return {};
        return { minutesLeft: readingMinutes(text, Math.floor((text.length * (Math.min(page, pages) - 1)) / pages)) };
      };
      // Frames need an accessible name; epub.js gives its iframes none.
      rendition.on('rendered', (_section: unknown, view: { iframe?: HTMLIFrameElement | null }) => view.iframe?.setAttribute('title', frameTitle));
      return {
        display: (target) => rendition.display(target),
        next: () => rendition.next(),
        prev: () => rendition.prev(),
        setCss(next) {
          css = next;
          for (const contents of rendition.getContents()) contents.addStylesheetCss(css, STYLE_KEY);
        },
        onRelocated(listener) {
          rendition.on('relocated', (location: RawLocation) =>
            listener({
              cfi: location.start.cfi,
              index: location.start.index,
              page: location.start.displayed.page,
              pages: location.start.displayed.total,
              atStart: Boolean(location.atStart),
              atEnd: Boolean(location.atEnd),
              ...minutesLeft(location.start.index, location.start.displayed.page, location.start.displayed.total),
            }),
          );
        },
        onKey: (listener) => rendition.on('keydown', listener),
        onTouch(listener) {
          rendition.on('touchstart', listener);
          rendition.on('touchend', listener);
        },
        destroy: () => rendition.destroy(),
      };
    },

    async search(query, signal) {
      const hits: EpubSearchHit[] = [];
      const needle = query.trim();
      if (!needle) return hits;
      for (const section of sections) {
        if (signal.aborted) break;
        try {
          await section.load(book.load.bind(book));
          for (const hit of section.find(needle)) hits.push({ ...hit, index: section.index });
        } finally {
          section.unload();
        }
        if (hits.length >= 200) break;
      }
      return hits;
    },

    destroy: () => book.destroy(),
  };
}
