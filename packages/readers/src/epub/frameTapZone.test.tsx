import { afterEach, describe, expect, it } from 'vitest';
import { frameTapZone } from './frameTapZone';

/** A 400 px wide reader holding one wide frame scrolled `scrolled` px sideways, as epub.js lays a chapter out. */
function reader(scrolled: number) {
  const viewport = document.createElement('div');
  viewport.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 600 });
  const frame = document.createElement('iframe');
  viewport.append(frame);
  document.body.append(viewport);
  frame.getBoundingClientRect = () => DOMRect.fromRect({ x: -scrolled, y: 0, width: 4000, height: 600 });
  const doc = frame.contentDocument!;
  doc.body.innerHTML = '<p>Text of the chapter, <a href="#n1">a note</a>.</p>';
  return { viewport, paragraph: doc.querySelector('p')!, link: doc.querySelector('a')! };
}

afterEach(() => document.body.replaceChildren());

describe('frameTapZone', () => {
  it('places a tap by where it is on the reader, not in the wide frame', () => {
    const { viewport, paragraph } = reader(1200);
    // 1,250 px into the frame scrolled by 1,200 is 50 px into the reader: its left edge.
    expect(frameTapZone({ x: 1250, y: 100 }, { x: 1252, y: 103 }, paragraph, viewport)).toBe('previous');
    expect(frameTapZone({ x: 1400, y: 100 }, { x: 1400, y: 100 }, paragraph, viewport)).toBe('middle');
    expect(frameTapZone({ x: 1580, y: 100 }, { x: 1580, y: 100 }, paragraph, viewport)).toBe('next');
  });

  it('is no tap when the finger moved, or landed on a link', () => {
    const { viewport, paragraph, link } = reader(0);
    expect(frameTapZone({ x: 380, y: 100 }, { x: 380, y: 140 }, paragraph, viewport)).toBeNull();
    expect(frameTapZone({ x: 380, y: 100 }, { x: 380, y: 100 }, link, viewport)).toBeNull();
  });
});
