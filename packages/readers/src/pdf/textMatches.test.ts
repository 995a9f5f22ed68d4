import { describe, expect, it } from 'vitest';
import { textMatches } from './textMatches';

describe('textMatches', () => {
  it('finds every match inside one segment, whatever the case', () => {
    expect(textMatches(['Quiet water, QUIET night'], 'quiet')).toEqual([
      [{ segment: 0, start: 0, end: 5 }],
      [{ segment: 0, start: 13, end: 18 }],
    ]);
  });

  it('finds a phrase split over segments and extra white space', () => {
    expect(textMatches(['the  heron', '', 'flies  low'], 'heron flies')).toEqual([
      [
        { segment: 0, start: 5, end: 10 },
        { segment: 2, start: 0, end: 5 },
      ],
    ]);
  });

  it('finds nothing for an empty query or a missing word', () => {
    expect(textMatches(['quiet water'], '   ')).toEqual([]);
    expect(textMatches(['quiet water'], 'bridge')).toEqual([]);
  });
});
