import { Select, Slider, useT } from '@atelier/core';
import { readersNamespace } from '../../i18n/readersNamespace';
import type { BookTheme } from '../../settings/bookSettings';
import { FONT_SIZE, LINE_HEIGHT } from '../../settings/readerSettings';

interface TextSettings<T extends BookTheme> {
  fontSize: number;
  lineHeight: number;
  theme: T;
}

/** Props of `ReaderSettingsFields`. */
export interface ReaderSettingsFieldsProps<T extends BookTheme> {
  /** Font size, line spacing and theme shown in the fields. */
  settings: TextSettings<T>;
  /** The themes this reader offers (EPUB adds "follow the app"). */
  themes: readonly T[];
  /** A field changed: applies that setting. */
  updateSettings(patch: Partial<TextSettings<T>>): void;
}

/** Font size, line spacing and theme: the settings every text reader (TXT, EPUB, HTML) shares. */
export function ReaderSettingsFields<T extends BookTheme>({ settings, themes, updateSettings }: ReaderSettingsFieldsProps<T>) {
  const t = useT(readersNamespace);
  return (
    <>
      <Slider
        label={t('txt.fontSize')}
        value={settings.fontSize}
        min={FONT_SIZE.min}
        max={FONT_SIZE.max}
        step={FONT_SIZE.step}
        format={(v) => `${v}px`}
        onValueChange={(fontSize) => updateSettings({ fontSize })}
      />
      <Slider
        label={t('txt.lineHeight')}
        value={settings.lineHeight}
        min={LINE_HEIGHT.min}
        max={LINE_HEIGHT.max}
        step={LINE_HEIGHT.step}
        format={(v) => v.toFixed(1)}
        onValueChange={(lineHeight) => updateSettings({ lineHeight: Math.round(lineHeight * 10) / 10 })}
      />
      <Select
        label={t('txt.theme')}
        value={settings.theme}
        options={themes.map((theme: BookTheme) => ({ value: theme, label: theme === 'auto' ? t('book.themeAuto') : t(`txt.themes.${theme}`) }))}
        onValueChange={(theme) => {
          const picked = themes.find((candidate) => candidate === theme);
          if (picked !== undefined) updateSettings({ theme: picked });
        }}
      />
    </>
  );
}
