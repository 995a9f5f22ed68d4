import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every occurrence of each keyword word, ignoring case', () => {
    expect(highlightParts('The Three-Body Problem', 'three problem')).toEqual([
      { text: 'The ', match: false },
      { text: 'Three', match: true },
      { text: '-Body ', match: false },
      { text: 'Problem', match: true },
    ]);
  });

  it('matches CJK text and treats regex characters literally', () => {
    expect(highlightParts('三体 (1)', '体 (1')).toEqual([
      { text: '三', match: false },
      { text: '体', match: true },
      { text: ' ', match: false },
      { text: '(1', match: true },
      { text: ')', match: false },
    ]);
  });

  it('leaves the text whole without a keyword', () => {
    expect(highlightParts('Dune', '  ')).toEqual([{ text: 'Dune', match: false }]);
  });
});
