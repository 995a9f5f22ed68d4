import type { ColorScheme } from '@atelier/core';
import { EPUB_FONT_FAMILIES, type EpubFontFamily } from '../epub/epubCss';
import { type ReaderSettings, type ReaderTheme, READER_THEMES, readReaderSettings } from './readerSettings';

/** 'auto' follows the app's colour scheme (light or dark) until the reader picks a theme. */
export type BookTheme = ReaderTheme | 'auto';
export const BOOK_THEMES: readonly BookTheme[] = ['auto', ...READER_THEMES];

export type EpubFlowSetting = 'spread' | 'paginated' | 'scrolled';
/** The layouts the settings offer, in the order shown. */
export const EPUB_FLOWS: readonly EpubFlowSetting[] = ['spread', 'paginated', 'scrolled'];

/** EPUB settings: the shared ones plus family and layout; the theme may follow the app. */
export interface EpubSettings extends Omit<ReaderSettings, 'theme' | 'fontFamily'> {
  theme: BookTheme;
  fontFamily: EpubFontFamily;
  flow: EpubFlowSetting;
}

export const defaultEpubSettings: EpubSettings = { fontSize: 18, lineHeight: 1.6, theme: 'auto', fontFamily: 'publisher', flow: 'spread' };

/** A stored value back as EPUB settings; each corrupt field falls back to its default. */
export function readEpubSettings(value: unknown): EpubSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const shared = readReaderSettings({ lineHeight: defaultEpubSettings.lineHeight, ...v });
  return {
    fontSize: shared.fontSize,
    lineHeight: shared.lineHeight,
    theme: BOOK_THEMES.includes(v['theme'] as BookTheme) ? (v['theme'] as BookTheme) : defaultEpubSettings.theme,
    fontFamily: EPUB_FONT_FAMILIES.includes(v['fontFamily'] as EpubFontFamily) ? (v['fontFamily'] as EpubFontFamily) : defaultEpubSettings.fontFamily,
    flow: EPUB_FLOWS.includes(v['flow'] as EpubFlowSetting) ? (v['flow'] as EpubFlowSetting) : defaultEpubSettings.flow,
  };
}

/** The theme to paint: the chosen one, or the app's scheme for 'auto'. */
export function resolveBookTheme(theme: BookTheme, scheme: ColorScheme): ReaderTheme {
  if (theme !== 'auto') return theme;
  return scheme === 'dark' ? 'dark' : 'light';
}
