import { TEXT_FONT_FAMILIES, type TextFontFamily } from './textFonts';

export type ReaderTheme = 'light' | 'sepia' | 'dark';

export interface ReaderSettings {
  /** CSS pixels. */
  fontSize: number;
  lineHeight: number;
  theme: ReaderTheme;
  /** The typeface of TXT and HTML books. */
  fontFamily: TextFontFamily;
}

export const FONT_SIZE = { min: 12, max: 32, step: 1 } as const;
export const LINE_HEIGHT = { min: 1.2, max: 2.4, step: 0.1 } as const;
export const READER_THEMES: readonly ReaderTheme[] = ['light', 'sepia', 'dark'];

export const defaultReaderSettings: ReaderSettings = { fontSize: 18, lineHeight: 1.8, theme: 'light', fontFamily: 'sans' };

const inRange = (n: unknown, { min, max }: { min: number; max: number }): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max;

/** A stored value back as settings; each corrupt field falls back to its default. */
export function readReaderSettings(value: unknown): ReaderSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    fontSize: inRange(v['fontSize'], FONT_SIZE) ? v['fontSize'] : defaultReaderSettings.fontSize,
    lineHeight: inRange(v['lineHeight'], LINE_HEIGHT) ? v['lineHeight'] : defaultReaderSettings.lineHeight,
    theme: READER_THEMES.includes(v['theme'] as ReaderTheme) ? (v['theme'] as ReaderTheme) : defaultReaderSettings.theme,
    fontFamily: TEXT_FONT_FAMILIES.includes(v['fontFamily'] as TextFontFamily) ? (v['fontFamily'] as TextFontFamily) : defaultReaderSettings.fontFamily,
  };
}
