import { Select, useT } from '@atelier/core';
import { EPUB_FONT_FAMILIES, type EpubFontFamily } from '../../epub/epubCss';
import { readersNamespace } from '../../i18n/readersNamespace';
import { BOOK_THEMES, EPUB_FLOWS, type EpubSettings } from '../../settings/bookSettings';
import { Hint, SettingsForm } from '../ReaderParts/ReaderParts.styles';
import { ReaderSettingsFields } from '../ReaderParts/ReaderSettingsFields';

/** Props of `EpubSettingsPanel`. */
export interface EpubSettingsPanelProps {
  /** The settings shown in the fields. */
  settings: EpubSettings;
  /** A field changed: applies that setting. */
  updateSettings(patch: Partial<EpubSettings>): void;
}

/** Layout, font family, size, line spacing and theme; every change applies at once. */
export function EpubSettingsPanel({ settings, updateSettings }: EpubSettingsPanelProps) {
  const t = useT(readersNamespace);
  return (
    <SettingsForm>
      <Select
        label={t('book.flow')}
        value={settings.flow}
        options={EPUB_FLOWS.map((flow) => ({ value: flow, label: t(`book.flows.${flow}`) }))}
        onValueChange={(flow) => updateSettings({ flow: EPUB_FLOWS.find((known) => known === flow) ?? 'spread' })}
      />
      <Select
        label={t('book.fontFamily')}
        value={settings.fontFamily}
        options={EPUB_FONT_FAMILIES.map((family) => ({ value: family, label: t(`book.fontFamilies.${family}`) }))}
        onValueChange={(fontFamily) => updateSettings({ fontFamily: fontFamily as EpubFontFamily })}
      />
      <ReaderSettingsFields settings={settings} themes={BOOK_THEMES} updateSettings={updateSettings} />
      <Hint>{t('book.keyboardHint')}</Hint>
    </SettingsForm>
  );
}
