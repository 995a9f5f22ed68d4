import type { TxtChapter } from './splitChapters';

/** A place in a TXT book: chapter index and character offset inside that chapter. */
export interface TxtLocator {
  chapter: number;
  offset: number;
}

const isIndex = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The stored form of a TXT position, "chapter:offset" (the API's `locator` for txt). */
export function formatTxtLocator({ chapter, offset }: TxtLocator): string {
  if (!isIndex(chapter) || !isIndex(offset)) {
    throw new RangeError(`TXT locator needs non-negative integers, got ${chapter}:${offset}`);
  }
  return `${chapter}:${offset}`;
}

const LOCATOR = /^(\d{1,9}):(\d{1,15})$/;

/** Reads a stored locator back; anything else (corrupt or foreign data) gives null. */
export function parseTxtLocator(value: unknown): TxtLocator | null {
  if (typeof value !== 'string') return null;
  const match = LOCATOR.exec(value.trim());
  if (!match) return null;
  const chapter = Number(match[1]);
  const offset = Number(match[2]);
  return isIndex(chapter) && isIndex(offset) ? { chapter, offset } : null;
}

/** The locator of a character offset in the whole text. */
export function txtLocatorAt(chapters: readonly TxtChapter[], textOffset: number): TxtLocator {
  if (chapters.length === 0) return { chapter: 0, offset: 0 };
  let low = 0;
  let high = chapters.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((chapters[mid]?.start ?? 0) <= textOffset) low = mid;
    else high = mid - 1;
  }
  const chapter = chapters[low];
  if (!chapter) return { chapter: 0, offset: 0 };
  const offset = Math.min(
    Math.max(0, Math.floor(textOffset) - chapter.start),
    chapter.end - chapter.start,
  );
  return { chapter: low, offset };
}

/**
 * The offset in the whole text a locator points at, kept inside the book: a locator saved before
 * the book or its chapter split changed still opens somewhere sensible (the end, at worst).
 */
export function txtOffsetOf(chapters: readonly TxtChapter[], locator: TxtLocator): number {
  const last = chapters[chapters.length - 1];
  if (!last) return 0;
  const chapter = chapters[locator.chapter];
  if (!chapter) return last.end;
  return chapter.start + Math.min(Math.max(0, locator.offset), chapter.end - chapter.start);
}
