/** Where an EPUB reader stands: the section (spine index) and the page inside it. */
export interface EpubPlace {
  /** Spine index of the section on screen. */
  index: number;
  /** 1-based page of the section on screen (1 in scrolled mode). */
  page: number;
  /** Pages in that section (1 in scrolled mode). */
  pages: number;
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * The 0..1 fraction of the book read, from the spine: each section counts the same and the page
 * moves inside it. Needs no `locations.generate()` (which loads every section, epub.js #699), so it
 * is known at once; the fraction restores a place when the CFI no longer resolves.
 */
export function epubFraction({ index, page, pages }: EpubPlace, sections: number): number {
  if (sections <= 0) return 0;
  const within = pages > 1 ? (Math.min(Math.max(page, 1), pages) - 1) / pages : 0;
  return clamp01((Math.min(Math.max(index, 0), sections - 1) + within) / sections);
}

/** The inverse of `epubFraction`: the section holding a fraction and how far into it (0..1). */
export function epubSectionAt(fraction: number, sections: number): { index: number; within: number } {
  if (sections <= 0) return { index: 0, within: 0 };
  const at = clamp01(fraction) * sections;
  const index = Math.min(sections - 1, Math.floor(at));
  return { index, within: clamp01(at - index) };
}

/** A stored locator that looks like an EPUB CFI (`epubcfi(/6/4!/4/2/1:0)`); anything else is ignored. */
export function isEpubCfi(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 10_000 && /^epubcfi\(\/\d[^()]*\)$/.test(value);
}
