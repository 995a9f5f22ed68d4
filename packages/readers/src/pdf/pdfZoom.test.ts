import { describe, expect, it } from 'vitest';
import { CSS_PER_POINT, pdfScale, stepZoom, zoomPercent } from './pdfZoom';

const A4 = { width: 595, height: 842 };

describe('pdfScale', () => {
  it('fits the page width to the room', () => {
    const scale = pdfScale({ mode: 'fit-width' }, A4, { width: 1190, height: 600 });
    expect(scale).toBeCloseTo(2);
  });

  it('fits the whole page: the tighter of width and height', () => {
    expect(pdfScale({ mode: 'fit-page' }, A4, { width: 1190, height: 421 })).toBeCloseTo(0.5);
    expect(pdfScale({ mode: 'fit-page' }, A4, { width: 297.5, height: 5000 })).toBeCloseTo(0.5);
  });

  it('draws a percentage at CSS size (100 % = 96/72 px per point), within 25–400 %', () => {
    expect(pdfScale({ mode: 'percent', percent: 100 }, A4, { width: 10, height: 10 })).toBeCloseTo(CSS_PER_POINT);
    expect(pdfScale({ mode: 'percent', percent: 1000 }, A4, { width: 10, height: 10 })).toBeCloseTo(4 * CSS_PER_POINT);
    expect(pdfScale({ mode: 'fit-width' }, A4, { width: 1, height: 1 })).toBeCloseTo(0.25 * CSS_PER_POINT);
  });

  it('survives a page without size', () => {
    expect(pdfScale({ mode: 'fit-page' }, { width: 0, height: 0 }, { width: 100, height: 100 })).toBe(CSS_PER_POINT);
  });
});

describe('zoom steps', () => {
  it('shows the scale as a percentage and steps to the neighbouring zooms', () => {
    expect(zoomPercent(CSS_PER_POINT * 1.5)).toBe(150);
    expect(stepZoom(100, 'in')).toBe(110);
    expect(stepZoom(100, 'out')).toBe(90);
    expect(stepZoom(133, 'in')).toBe(150);
    expect(stepZoom(400, 'in')).toBe(400);
    expect(stepZoom(25, 'out')).toBe(25);
  });
});
