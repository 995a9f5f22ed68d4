/** One match of a search inside a chapter's text. */
export interface TextMatch {
  /** Which occurrence in the chapter (0-based): what the frame looks for again to highlight it. */
  occurrence: number;
  excerpt: string;
}

const EXCERPT_SIDE = 40;

/** Case-insensitive where lowercasing keeps offsets (it does for CJK and most Latin text). */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text;
}

/** Offsets of the query in the text, at most `limit`. */
export function matchOffsets(text: string, query: string, limit = Infinity): number[] {
  const needle = foldCase(query.trim());
  if (!needle) return [];
  const hay = foldCase(text);
  const offsets: number[] = [];
  for (let at = hay.indexOf(needle); at >= 0 && offsets.length < limit; at = hay.indexOf(needle, at + needle.length)) offsets.push(at);
  return offsets;
}

/** Matches of the query in a chapter's plain text with a short excerpt around each, at most `limit`. */
export function findInText(text: string, query: string, limit: number): TextMatch[] {
  const length = query.trim().length;
  return matchOffsets(text, query, limit).map((at, occurrence) => {
    const start = Math.max(0, at - EXCERPT_SIDE);
    const end = Math.min(text.length, at + length + EXCERPT_SIDE);
    const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
    return { occurrence, excerpt };
  });
}
