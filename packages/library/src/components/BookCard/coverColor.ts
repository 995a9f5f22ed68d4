/**
 * Backgrounds of generated covers. Each keeps at least 7:1 contrast with white text (the cover
 * draws its own surface, so the page theme, light or dark, does not change it).
 */
export const COVER_PALETTE = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#831843', '#134e4a', '#3f3f46', '#713f12'] as const;

/** The text colour drawn on every palette colour. */
export const COVER_TEXT = '#ffffff';

/** FNV-1a: a small stable string hash, the same in every browser and on every visit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The palette colour of a book, derived from its id so it never changes between renders or visits. */
export function coverColor(bookId: string): string {
  return COVER_PALETTE[hash(bookId) % COVER_PALETTE.length] ?? COVER_PALETTE[0];
}
