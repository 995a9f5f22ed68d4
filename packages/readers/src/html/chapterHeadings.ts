/** A heading inside a chapter: the anchor the reader scrolls to and its level in the contents. */
export interface HtmlHeading {
  id: string;
  title: string;
  /** 0 for the chapter's top heading level, 1 and 2 below it (h1–h3, nested by level). */
  depth: number;
}

const PREFIX = 'atelier-h';

/**
 * Gives every h1–h3 with text an id (the sanitizer drops the book's own ids, so every anchor is
 * ours) and lists them in reading order. Depth is relative to the highest level present, so a
 * book whose chapters are h2 still starts its contents at depth 0.
 */
export function addHeadingAnchors(root: ParentNode): HtmlHeading[] {
  const found: Array<{ el: Element; level: number; title: string }> = [];
  for (const el of root.querySelectorAll('h1, h2, h3')) {
    const title = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (title) found.push({ el, level: Number(el.tagName.slice(1)), title });
  }
  const top = Math.min(...found.map((h) => h.level));
  return found.map(({ el, level, title }, i) => {
    const id = `${PREFIX}-${i}`;
    el.setAttribute('id', id);
    return { id, title, depth: level - top };
  });
}
