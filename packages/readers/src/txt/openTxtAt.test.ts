import { describe, expect, it } from 'vitest';
import * as engine from './openTxt';
import { openTxtAt, openTxtHeadAt, wholeAfterHead } from './openTxtAt';
import { txtOffsetOf } from './txtLocator';
import { TXT_HEAD_BYTES } from './txtHead';

/** A UTF-8 novel of about 1.7 MiB: large enough that a first screen comes from its head. */
function largeNovel(): Uint8Array {
  const lines = ['长路', ''];
  for (let c = 1; c <= 400; c += 1) {
    lines.push(`第${c}章 风起之${c}`);
    for (let p = 1; p <= 30; p += 1) lines.push(`\u3000\u3000第${c}章第${p}段：天色渐渐暗了下来，他站在城门口，望着远处的山路。`);
  }
  return new TextEncoder().encode(lines.join('\n'));
}
const BYTES = largeNovel();

describe('openTxtAt', () => {
  it('opens a large book without a stored place from its head alone', () => {
    const opening = openTxtAt(engine, BYTES, null, null, null);
    expect(opening.head).not.toBeNull();
    expect(opening.book.chapters.length).toBeLessThan(401);
    expect(opening).toMatchObject({ place: { chapter: 0, offset: 0 }, scrollTo: null });
  });

  it('opens the whole book at a stored place past the first chapter, scrolled to its paragraph', () => {
    const opening = openTxtAt(engine, BYTES, null, { locator: '120:200' }, null);
    expect(opening.head).toBeNull();
    expect(opening.book.chapters).toHaveLength(401);
    expect(opening).toMatchObject({ place: { chapter: 120, offset: 200 }, scrollTo: 200 });
  });

  it('opens the first screen from the first bytes alone, or says the whole file is needed', () => {
    const first = BYTES.slice(0, TXT_HEAD_BYTES);
    const opening = openTxtHeadAt(engine, first, BYTES.length, null, { locator: '0:2' });
    expect(opening?.head).not.toBeNull();
    expect(opening?.book.text).toBe(openTxtAt(engine, BYTES, null, null, null).book.text);
    expect(opening).toMatchObject({ place: { chapter: 0, offset: 2 }, scrollTo: 2 });
    // A place past the first chapter, or a file too small for a head, needs the whole text.
    expect(openTxtHeadAt(engine, first, BYTES.length, null, { locator: '120:200' })).toBeNull();
    expect(openTxtHeadAt(engine, first, 600 * 1024, null, null)).toBeNull();
  });

  it('ignores a corrupt locator and clamps a stale one into the book', () => {
    expect(openTxtAt(engine, BYTES, null, { locator: 'nonsense' }, null).place).toEqual({ chapter: 0, offset: 0 });
    const stale = openTxtAt(engine, BYTES, null, { locator: '9999:5' }, null);
    expect(stale.place.chapter).toBe(400);
  });

  it('decodes again at the kept chapter, from its start, whole', () => {
    const opening = openTxtAt(engine, BYTES, 'gb18030', { locator: '120:200' }, { chapter: 7, offset: 90 });
    expect(opening.head).toBeNull();
    expect(opening.book.encoding).toBe('gb18030');
    expect(opening).toMatchObject({ place: { chapter: 7, offset: 0 }, scrollTo: null });
  });

  it('keeps the place by text offset when the whole book replaces its head', () => {
    const { book: head, head: opened } = openTxtAt(engine, BYTES, null, null, null);
    if (!opened) throw new Error('expected a head');
    const place = { chapter: head.chapters.length - 1, offset: 30 };
    const after = wholeAfterHead(engine.openTxt(BYTES, opened.encoding), opened, place);
    expect(txtOffsetOf(after.book.chapters, after.place)).toBe(txtOffsetOf(head.chapters, place));
    expect(after.book.detection).toBe(opened.detection);
    // Detected again on the whole file (no encoding chosen), the whole file's finding is kept.
    const redetected = wholeAfterHead(engine.openTxt(BYTES, null), opened, place);
    expect(redetected.book.detection).not.toBeNull();
    expect(redetected.book.text.startsWith(head.text)).toBe(true);
  });
});
