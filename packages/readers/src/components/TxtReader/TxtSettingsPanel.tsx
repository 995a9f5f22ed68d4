import { Select, useT } from '@atelier/core';
import { readersNamespace } from '../../i18n/readersNamespace';
import type { TxtReaderViewModel } from '../../txt/txtReaderViewModel';
import { READER_THEMES } from '../../settings/readerSettings';
import { isTxtEncoding } from '../../txt/encodings';
import { Hint, SettingsForm } from '../ReaderParts/ReaderParts.styles';
import { ReaderSettingsFields } from '../ReaderParts/ReaderSettingsFields';
import { TextFontField } from '../ReaderParts/TextFontField';

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

/** Typeface, font size, line spacing, theme and encoding; every change applies at once. */
export function TxtSettingsPanel({ settings, updateSettings, encoding, detectedEncoding, setEncoding }: Props) {
  const t = useT(readersNamespace);
  const detected = ENCODING_CHOICES.find((c) => c.value === detectedEncoding)?.label ?? detectedEncoding ?? '…';
  return (
    <SettingsForm>
      <TextFontField value={settings.fontFamily} onChange={(fontFamily) => updateSettings({ fontFamily })} />
      <ReaderSettingsFields settings={settings} themes={READER_THEMES} updateSettings={updateSettings} />
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
