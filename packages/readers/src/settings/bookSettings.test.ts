import { describe, expect, it } from 'vitest';
import { defaultEpubSettings, readEpubSettings, resolveBookTheme } from './bookSettings';

describe('readEpubSettings', () => {
  it('keeps valid stored settings', () => {
    const stored = { fontSize: 24, lineHeight: 2, theme: 'sepia', fontFamily: 'serif', flow: 'scrolled' };
    expect(readEpubSettings(stored)).toEqual(stored);
    expect(readEpubSettings({ ...stored, flow: 'paginated' }).flow).toBe('paginated');
  });

  it('shows two pages side by side when wide unless the reader chose otherwise', () => {
    expect(defaultEpubSettings.flow).toBe('spread');
  });

  it('repairs each corrupt field on its own', () => {
    expect(readEpubSettings({ fontSize: 999, theme: 'neon', fontFamily: 'comic', flow: 'sideways', lineHeight: 2 })).toEqual({ ...defaultEpubSettings, lineHeight: 2 });
    expect(readEpubSettings(null)).toEqual(defaultEpubSettings);
  });
});

describe('resolveBookTheme', () => {
  it('follows the app scheme on auto and keeps an explicit choice', () => {
    expect(resolveBookTheme('auto', 'dark')).toBe('dark');
    expect(resolveBookTheme('auto', 'light')).toBe('light');
    expect(resolveBookTheme('sepia', 'dark')).toBe('sepia');
  });
});
