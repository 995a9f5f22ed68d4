import { describe, expect, it } from 'vitest';
import { defaultPdfSettings, readPdfSettings } from './pdfSettings';

describe('readPdfSettings', () => {
  it('keeps a valid zoom and repairs a corrupt one', () => {
    expect(readPdfSettings({ zoom: { mode: 'fit-page' } })).toEqual({ zoom: { mode: 'fit-page' } });
    expect(readPdfSettings({ zoom: { mode: 'percent', percent: 150 } })).toEqual({ zoom: { mode: 'percent', percent: 150 } });
    expect(readPdfSettings({ zoom: { mode: 'percent', percent: 9000 } })).toEqual(defaultPdfSettings);
    expect(readPdfSettings('x')).toEqual(defaultPdfSettings);
  });
});
