import { describe, expect, it } from 'vitest';
import { epubCss } from './epubCss';

const colors = { bg: '#1b1d21', fg: '#d9dce1', link: '#8ab4f8' };

describe('epubCss', () => {
  it('sets the reader size, spacing and theme colours over the book’s own', () => {
    const css = epubCss({ fontSize: 22, lineHeight: 1.9, fontFamily: 'publisher', colors });
    expect(css).toContain('font-size: 22px !important');
    expect(css).toContain('line-height: 1.9 !important');
    expect(css).toContain('background: #1b1d21 !important');
    expect(css).toContain('color: #d9dce1 !important');
    expect(css).not.toContain('font-family');
  });

  it('overrides the family only when the reader picked one', () => {
    expect(epubCss({ fontSize: 18, lineHeight: 1.6, fontFamily: 'serif', colors })).toMatch(/font-family: Georgia[^;]*serif !important/);
    expect(epubCss({ fontSize: 18, lineHeight: 1.6, fontFamily: 'mono', colors })).toMatch(/font-family: ui-monospace/);
  });
});
