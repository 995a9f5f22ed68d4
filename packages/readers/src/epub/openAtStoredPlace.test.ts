import { describe, expect, it } from 'vitest';
import { openAtStoredPlace } from './openAtStoredPlace';

const CFI = 'epubcfi(/6/8!/4/2/1:0)';

/** A rendition that records what it was asked to show; `unresolvable` targets reject like epub.js. */
function fakeRendition(unresolvable: string[] = []) {
  const shown: (string | undefined)[] = [];
  let nexts = 0;
  return {
    shown,
    nexts: () => nexts,
    r: {
      display: async (target?: string) => {
        if (target && unresolvable.includes(target)) throw new Error('No section found');
        shown.push(target);
      },
      next: async () => {
        nexts += 1;
      },
    },
  };
}
const book = { sections: 10, hrefOf: (i: number) => `s${i}.xhtml` };
const always = () => true;

describe('openAtStoredPlace', () => {
  it('opens at the stored CFI', async () => {
    const { r, shown } = fakeRendition();
    await openAtStoredPlace(r, book, { locator: CFI, percentage: 0.35 }, () => null, always);
    expect(shown).toEqual([CFI]);
  });

  it('falls back to the section at the fraction, and the page in it, when the CFI no longer resolves', async () => {
    const { r, shown, nexts } = fakeRendition([CFI]);
    // 0.35 of 10 sections = section 3, half way: page 3 of 6 (two pages forward).
    await openAtStoredPlace(r, book, { locator: CFI, percentage: 0.35 }, () => ({ pages: 6 }), always);
    expect(shown).toEqual(['s3.xhtml']);
    expect(nexts()).toBe(3);
  });

  it('opens a corrupt locator at the fraction and no place at the start', async () => {
    const corrupt = fakeRendition();
    await openAtStoredPlace(corrupt.r, book, { locator: 'garbage', percentage: 0.5 }, () => ({ pages: 1 }), always);
    expect(corrupt.shown).toEqual(['s5.xhtml']);
    expect(corrupt.nexts()).toBe(0);

    const none = fakeRendition();
    await openAtStoredPlace(none.r, book, null, () => null, always);
    expect(none.shown).toEqual([undefined]);
  });

  it('stops walking pages when the rendition is torn down', async () => {
    const { r, nexts } = fakeRendition();
    let live = true;
    const walking = openAtStoredPlace({ ...r, next: async () => { await r.next(); live = false; } }, book, { locator: 'x', percentage: 0.39 }, () => ({ pages: 10 }), () => live);
    await walking;
    expect(nexts()).toBe(1);
  });
});
