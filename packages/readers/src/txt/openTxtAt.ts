import type { TxtEncoding } from './encodings';
import type { OpenedTxt, OpenedTxtHead } from './openTxt';
import { parseTxtLocator, type TxtLocator, txtLocatorAt, txtOffsetOf } from './txtLocator';

/** The engine's two ways in (the lazily loaded `txt/openTxt` module, or a fake in tests). */
export interface TxtEngine {
  openTxt(bytes: Uint8Array, encoding: TxtEncoding | null): OpenedTxt;
  openTxtHead(bytes: Uint8Array, encoding: TxtEncoding | null): OpenedTxtHead | null;
}

/** A decoded book at a place: the whole book, or only its head (the whole follows after the first screen). */
export interface TxtOpening {
  book: OpenedTxt;
  head: OpenedTxtHead | null;
  place: TxtLocator;
  /** A restored offset inside the chapter to bring into view once it is rendered; null for its start. */
  scrollTo: number | null;
}

/**
 * Decodes the book for its first screen. First open (`keep` null): at the stored locator (a corrupt
 * one is ignored, a stale one clamped into the book), from the head alone when a large book opens
 * at its first chapter. Decoding again with another encoding (`keep` set): the same chapter, from
 * its start, the whole text at once.
 */
export function openTxtAt(engine: TxtEngine, bytes: Uint8Array, encoding: TxtEncoding | null, stored: { locator: string } | null, keep: TxtLocator | null): TxtOpening {
  const locator = keep ? null : parseTxtLocator(stored?.locator);
  const head = !keep && (!locator || locator.chapter === 0) ? engine.openTxtHead(bytes, encoding) : null;
  const book = head ?? engine.openTxt(bytes, encoding);
  if (keep) return { book, head, place: { chapter: Math.min(keep.chapter, Math.max(0, book.chapters.length - 1)), offset: 0 }, scrollTo: null };
  const place = locator ? txtLocatorAt(book.chapters, txtOffsetOf(book.chapters, locator)) : { chapter: 0, offset: 0 };
  return { book, head, place, scrollTo: place.offset > 0 ? place.offset : null };
}

/** The whole book after its head: the place keeps its text offset (the head's text is a prefix). */
export function wholeAfterHead(whole: OpenedTxt, head: OpenedTxtHead, place: TxtLocator): { book: OpenedTxt; place: TxtLocator } {
  return { book: { ...whole, detection: head.detection }, place: txtLocatorAt(whole.chapters, txtOffsetOf(head.chapters, place)) };
}
