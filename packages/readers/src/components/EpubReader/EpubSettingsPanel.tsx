import { Select, Slider, useT } from '@atelier/core';
import { EPUB_FONT_FAMILIES, type EpubFontFamily } from '../../epub/epubCss';
import { readersNamespace } from '../../i18n/readersNamespace';
import { BOOK_THEMES, type BookTheme, type EpubSettings } from '../../settings/bookSettings';
import { FONT_SIZE, LINE_HEIGHT } from '../../settings/readerSettings';
import { Hint, SettingsStack } from './EpubReader.styles';

export interface EpubSettingsPanelProps {
  settings: EpubSettings;
  updateSettings(patch: Partial<EpubSettings>): void;
}

/** Layout, font size, line spacing, family and theme; every change applies at once. */
export function EpubSettingsPanel({ settings, updateSettings }: EpubSettingsPanelProps) {
  const t = useT(readersNamespace);
  return (
    <SettingsStack>
      <Select
        label={t('book.flow')}
        value={settings.flow}
        options={[
          { value: 'paginated', label: t('book.flows.paginated') },
          { value: 'scrolled', label: t('book.flows.scrolled') },
        ]}
        onValueChange={(flow) => updateSettings({ flow: flow === 'scrolled' ? 'scrolled' : 'paginated' })}
      />
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
        label={t('book.fontFamily')}
        value={settings.fontFamily}
        options={EPUB_FONT_FAMILIES.map((family) => ({ value: family, label: t(`book.fontFamilies.${family}`) }))}
        onValueChange={(fontFamily) => updateSettings({ fontFamily: fontFamily as EpubFontFamily })}
      />
      <Select
        label={t('txt.theme')}
        value={settings.theme}
        options={BOOK_THEMES.map((theme) => ({ value: theme, label: theme === 'auto' ? t('book.themeAuto') : t(`txt.themes.${theme}`) }))}
        onValueChange={(theme) => updateSettings({ theme: theme as BookTheme })}
      />
      <Hint>{t('book.keyboardHint')}</Hint>
    </SettingsStack>
  );
}
