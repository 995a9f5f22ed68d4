import { matchOffsets } from './findInText';

export const MATCH_ATTR = 'data-atelier-match';

/** Removes earlier highlights, merging the text back so offsets stay those of the chapter. */
export function clearHighlights(doc: Document): void {
  for (const mark of doc.querySelectorAll(`mark[${MATCH_ATTR}]`)) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parent.normalize();
  }
}

/**
 * Wraps the n-th occurrence of the query in the chapter's body in `<mark>` elements (one per text
 * node it spans, so inline markup stays valid) and returns the first, or null when it is not
 * there. Runs from the parent page: the sandboxed frame has no scripts of its own.
 */
export function highlightMatch(doc: Document, query: string, occurrence: number): HTMLElement | null {
  clearHighlights(doc);
  const body = doc.body;
  if (!body) return null;
  const start = matchOffsets(body.textContent ?? '', query, occurrence + 1)[occurrence];
  if (start === undefined) return null;
  const end = start + query.trim().length;
  const walker = doc.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */);
  const pieces: Array<{ node: Text; from: number; to: number }> = [];
  let offset = 0;
  for (let node = walker.nextNode() as Text | null; node && offset < end; node = walker.nextNode() as Text | null) {
    const next = offset + node.data.length;
    if (next > start) pieces.push({ node, from: Math.max(0, start - offset), to: Math.min(node.data.length, end - offset) });
    offset = next;
  }
  let first: HTMLElement | null = null;
  for (const { node, from, to } of pieces) {
    const middle = node.splitText(from);
    middle.splitText(to - from);
    const mark = doc.createElement('mark');
    mark.setAttribute(MATCH_ATTR, '');
    middle.parentNode?.replaceChild(mark, middle);
    mark.appendChild(middle);
    first ??= mark;
  }
  return first;
}
