import { Select, Slider, useT } from '@atelier/core';
import { readersNamespace } from '../../i18n/readersNamespace';
import type { TxtReaderViewModel } from '../../hooks/useTxtReader';
import { FONT_SIZE, LINE_HEIGHT, READER_THEMES, type ReaderTheme } from '../../settings/readerSettings';
import { isTxtEncoding } from '../../txt/encodings';
import { Hint, SettingsForm } from './TxtReader.styles';

/** The manual override menu: the encodings TXT novels really come in. */
const ENCODING_CHOICES = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'gb18030', label: 'GB18030 (GBK)' },
  { value: 'big5', label: 'Big5' },
  { value: 'utf-16le', label: 'UTF-16LE' },
  { value: 'utf-16be', label: 'UTF-16BE' },
] as const;
const AUTO = 'auto';

type Props = Pick<TxtReaderViewModel, 'settings' | 'updateSettings' | 'encoding' | 'detectedEncoding' | 'setEncoding'>;

/** Font size, line spacing, theme and encoding; every change applies at once. */
export function TxtSettingsPanel({ settings, updateSettings, encoding, detectedEncoding, setEncoding }: Props) {
  const t = useT(readersNamespace);
  const detected = ENCODING_CHOICES.find((c) => c.value === detectedEncoding)?.label ?? detectedEncoding ?? '…';
  return (
    <SettingsForm>
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
        options={READER_THEMES.map((theme) => ({ value: theme, label: t(`txt.themes.${theme}`) }))}
        onValueChange={(theme) => updateSettings({ theme: theme as ReaderTheme })}
      />
      <Select
        label={t('txt.encoding')}
        value={encoding ?? AUTO}
        options={[{ value: AUTO, label: t('txt.encodingAuto', { encoding: detected }) }, ...ENCODING_CHOICES]}
        onValueChange={(value) => setEncoding(isTxtEncoding(value) ? value : null)}
      />
      <Hint>{t('txt.keyboardHint')}</Hint>
    </SettingsForm>
  );
}
