import type { TxtEncoding } from './encodings';
import type { OpenedTxt, OpenedTxtHead } from './openTxt';
import { parseTxtLocator, type TxtLocator, txtLocatorAt, txtOffsetOf } from './txtLocator';
import { TXT_HEAD_BYTES } from './txtHead';

/** The engine's two ways in (the lazily loaded `txt/openTxt` module, or a fake in tests). */
export interface TxtEngine {
  openTxt(bytes: Uint8Array, encoding: TxtEncoding | null): OpenedTxt;
  openTxtHead(bytes: Uint8Array, size: number, encoding: TxtEncoding | null, headBytes: number): OpenedTxtHead | null;
}

/** A decoded book at a place: the whole book, or only its head (the whole follows after the first screen). */
export interface TxtOpening {
  book: OpenedTxt;
  head: OpenedTxtHead | null;
  place: TxtLocator;
  /** A restored offset inside the chapter to bring into view once it is rendered; null for its start. */
  scrollTo: number | null;
}

/** The book at a locator (none: its start; stale: clamped into the book), with the offset to scroll to. */
function openingAt(book: OpenedTxt, head: OpenedTxtHead | null, locator: TxtLocator | null): TxtOpening {
  const place = locator ? txtLocatorAt(book.chapters, txtOffsetOf(book.chapters, locator)) : { chapter: 0, offset: 0 };
  return { book, head, place, scrollTo: place.offset > 0 ? place.offset : null };
}

/**
 * The first screen of a large book from its head alone: `bytes` is the whole file or only its
 * first bytes, `size` the whole file's. Null when the whole text is needed first: a stored place
 * past the first chapter, or no head to open (a small or UTF-16 file, no whole chapter in it).
 */
export function openTxtHeadAt(engine: TxtEngine, bytes: Uint8Array, size: number, encoding: TxtEncoding | null, stored: { locator: string } | null): TxtOpening | null {
  const locator = parseTxtLocator(stored?.locator);
  if (locator && locator.chapter !== 0) return null;
  const head = engine.openTxtHead(bytes, size, encoding, TXT_HEAD_BYTES);
  return head ? openingAt(head, head, locator) : null;
}

/**
 * Decodes the whole file for its first screen. First open (`keep` null): at the stored locator (a
 * corrupt one is ignored, a stale one clamped into the book), from the head alone when a large
 * book opens at its first chapter. Decoding again with another encoding (`keep` set): the same
 * chapter, from its start, the whole text at once.
 */
export function openTxtAt(engine: TxtEngine, bytes: Uint8Array, encoding: TxtEncoding | null, stored: { locator: string } | null, keep: TxtLocator | null): TxtOpening {
  if (keep) {
    const book = engine.openTxt(bytes, encoding);
    return { book, head: null, place: { chapter: Math.min(keep.chapter, Math.max(0, book.chapters.length - 1)), offset: 0 }, scrollTo: null };
  }
  return openTxtHeadAt(engine, bytes, bytes.length, encoding, stored) ?? openingAt(engine.openTxt(bytes, encoding), null, parseTxtLocator(stored?.locator));
}

/**
 * The whole book after its head: the place keeps its text offset (the head's text is a prefix).
 * A detection run on the whole file wins over the head's (a head of plain ASCII says little).
 */
export function wholeAfterHead(whole: OpenedTxt, head: OpenedTxtHead, place: TxtLocator): { book: OpenedTxt; place: TxtLocator } {
  return { book: { ...whole, detection: whole.detection ?? head.detection }, place: txtLocatorAt(whole.chapters, txtOffsetOf(head.chapters, place)) };
}
