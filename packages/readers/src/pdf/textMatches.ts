/** Where a match lies inside one segment (a pdf.js text item, or its span in the text layer). */
export interface SegmentRange {
  segment: number;
  start: number;
  end: number;
}

/** One match of the query: the parts of the segments it covers, in order. */
export type TextMatch = SegmentRange[];

interface Char {
  segment: number;
  offset: number;
}

/**
 * Finds `query` in a page's text given as segments, case-insensitively, with runs of white space
 * (and the joins between segments) counted as one space. The search and the highlight both use
 * it — the search on `getTextContent` items, the highlight on the text layer's spans — so the
 * n-th match of one is the n-th match of the other.
 */
export function textMatches(segments: readonly string[], query: string): TextMatch[] {
  const needle = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!needle) return [];
  let text = '';
  const chars: Array<Char | null> = [];
  segments.forEach((segment, s) => {
    if (text && !text.endsWith(' ')) {
      text += ' ';
      chars.push(null);
    }
    for (let i = 0; i < segment.length; i += 1) {
      const c = segment.charAt(i);
      if (/\s/.test(c)) {
        if (!text || text.endsWith(' ')) continue;
        text += ' ';
      } else text += c.toLowerCase();
      chars.push({ segment: s, offset: i });
    }
  });
  // Lower-casing may change a string's length (İ): fall back to no match rather than a wrong range.
  if (text.length !== chars.length) return [];
  const matches: TextMatch[] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    const parts: SegmentRange[] = [];
    for (const char of chars.slice(at, at + needle.length)) {
      if (!char) continue;
      const last = parts[parts.length - 1];
      if (last && last.segment === char.segment) last.end = char.offset + 1;
      else parts.push({ segment: char.segment, start: char.offset, end: char.offset + 1 });
    }
    matches.push(parts);
  }
  return matches;
}

/** The page's text as the search shows it in excerpts. */
export const joinSegments = (segments: readonly string[]) => segments.join(' ').replace(/\s+/g, ' ').trim();
