import { describe, expect, it } from 'vitest';
import { findInText, matchOffsets } from './findInText';

describe('findInText', () => {
  it('finds every occurrence, ignoring case, with an excerpt around each', () => {
    const text = `Wind in the valley. ${'x'.repeat(60)} The WIND rose again.`;
    const hits = findInText(text, ' wind ', 10);
    expect(hits.map((h) => h.occurrence)).toEqual([0, 1]);
    expect(hits[0]?.excerpt.startsWith('Wind in the valley.')).toBe(true);
    expect(hits[1]?.excerpt).toMatch(/^….*The WIND rose again\.$/);
  });

  it('stops at the limit and finds nothing for a blank query', () => {
    expect(findInText('风风风风', '风', 2)).toHaveLength(2);
    expect(findInText('风', '   ', 5)).toEqual([]);
    expect(matchOffsets('大风吹过，风停了', '风')).toEqual([1, 5]);
  });
});
