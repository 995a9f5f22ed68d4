import { describe, expect, it } from 'vitest';
import { clearTextLayerMarks, markTextLayer } from './markTextLayer';

function layer(...texts: string[]): HTMLElement {
  const el = document.createElement('div');
  for (const text of texts) {
    const span = document.createElement('span');
    span.textContent = text;
    el.append(span, document.createElement('br'));
  }
  return el;
}

const marked = (el: HTMLElement) => [...el.querySelectorAll('mark')].map((m) => m.textContent);

describe('markTextLayer', () => {
  it('marks the chosen match and moves the mark to the next one', () => {
    const el = layer('A heron by the river', 'another HERON');
    expect(markTextLayer(el, 'heron', 0)?.textContent).toBe('heron');
    expect(el.querySelector('span')?.textContent).toBe('A heron by the river');
    markTextLayer(el, 'heron', 1);
    expect(marked(el)).toEqual(['HERON']);
    expect(el.querySelectorAll('span')[1]?.innerHTML).toBe('another <mark class="pdf-hit">HERON</mark>');
  });

  it('marks a phrase across two spans, and nothing when the match is not there', () => {
    const el = layer('the heron', 'flies low');
    markTextLayer(el, 'heron flies', 0);
    expect(marked(el)).toEqual(['heron', 'flies']);
    expect(markTextLayer(el, 'heron', 3)).toBeNull();
    expect(marked(el)).toEqual([]);
  });

  it('puts the text back as it was', () => {
    const el = layer('quiet water');
    const before = el.innerHTML;
    markTextLayer(el, 'water', 0);
    clearTextLayerMarks(el);
    expect(el.innerHTML).toBe(before);
  });
});
