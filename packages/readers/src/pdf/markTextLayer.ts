import { textMatches } from './textMatches';

export const HIT_CLASS = 'pdf-hit';

/** Puts back the text a previous `markTextLayer` wrapped. */
export function clearTextLayerMarks(textLayer: HTMLElement): void {
  for (const mark of textLayer.querySelectorAll(`mark.${HIT_CLASS}`)) {
    const parent = mark.parentNode;
    mark.replaceWith(document.createTextNode(mark.textContent));
    parent?.normalize();
  }
}

/**
 * Marks the `index`-th match of `query` in a pdf.js text layer with `<mark>` elements inside its
 * spans (a nested element keeps the span's position and scale, so the mark sits over the drawn
 * glyphs) and returns the first mark, or null when the match is not on this layer.
 */
export function markTextLayer(textLayer: HTMLElement, query: string, index: number): HTMLElement | null {
  clearTextLayerMarks(textLayer);
  const spans = [...textLayer.querySelectorAll('span')].filter((span) => !span.classList.contains('markedContent'));
  const match = textMatches(
    spans.map((span) => span.textContent),
    query,
  )[index];
  if (!match) return null;
  let first: HTMLElement | null = null;
  for (const { segment, start, end } of match) {
    const span = spans[segment];
    if (!span) continue;
    const text = span.textContent;
    const mark = document.createElement('mark');
    mark.className = HIT_CLASS;
    mark.textContent = text.slice(start, end);
    span.replaceChildren(text.slice(0, start), mark, text.slice(end));
    first ??= mark;
  }
  return first;
}
