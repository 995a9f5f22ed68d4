import { describe, expect, it } from 'vitest';
import { chapterCss } from '../html/chapterDocument';
import { defaultReaderSettings, readReaderSettings } from './readerSettings';
import { TEXT_FONT_CSS } from './textFonts';

describe('readReaderSettings', () => {
  it('keeps a chosen typeface and repairs an unknown one on its own', () => {
    expect(readReaderSettings({ fontSize: 20, lineHeight: 2, theme: 'dark', fontFamily: 'kai' })).toEqual({ fontSize: 20, lineHeight: 2, theme: 'dark', fontFamily: 'kai' });
    expect(readReaderSettings({ fontSize: 20, fontFamily: 'comic' })).toEqual({ ...defaultReaderSettings, fontSize: 20 });
    // Settings stored before the typeface existed read back with the default one.
    expect(readReaderSettings({ fontSize: 20, lineHeight: 2, theme: 'sepia' }).fontFamily).toBe('sans');
  });

  it('sets the typeface inside an HTML chapter frame', () => {
    expect(chapterCss({ ...defaultReaderSettings, fontFamily: 'kai' })).toContain(`font-family:${TEXT_FONT_CSS.kai};`);
    expect(TEXT_FONT_CSS.kai).toMatch(/KaiTi/);
    expect(TEXT_FONT_CSS.serif).toMatch(/Songti SC/);
  });
});
