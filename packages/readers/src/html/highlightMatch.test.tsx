import { describe, expect, it } from 'vitest';
import { clearHighlights, highlightMatch } from './highlightMatch';

const docOf = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

describe('highlightMatch', () => {
  it('marks the n-th occurrence, also across inline markup', () => {
    const doc = docOf('<p>The wind rose.</p><p>Then the <b>wi</b>nd fell.</p>');
    const mark = highlightMatch(doc, 'WIND', 1);
    expect(mark?.textContent).toBe('wi');
    expect([...doc.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['wi', 'nd']);
    expect(doc.body.textContent).toBe('The wind rose.Then the wind fell.');
  });

  it('moves the highlight on the next search and returns null when the match is gone', () => {
    const doc = docOf('<p>风起。风停。</p>');
    highlightMatch(doc, '风', 0);
    highlightMatch(doc, '风', 1);
    expect(doc.querySelectorAll('mark')).toHaveLength(1);
    expect(doc.body.innerHTML).toBe('<p>风起。<mark data-atelier-match="">风</mark>停。</p>');
    expect(highlightMatch(doc, '雨', 0)).toBeNull();
    clearHighlights(doc);
    expect(doc.body.innerHTML).toBe('<p>风起。风停。</p>');
  });
});
