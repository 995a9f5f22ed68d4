import { Select, useT } from '@atelier/core';
import { readersNamespace } from '../../i18n/readersNamespace';
import { TEXT_FONT_FAMILIES, type TextFontFamily } from '../../settings/textFonts';

/** Props of `TextFontField`. */
export interface TextFontFieldProps {
  /** The typeface chosen now. */
  value: TextFontFamily;
  /** Another typeface was picked. */
  onChange(fontFamily: TextFontFamily): void;
}

/** The typeface of a TXT or HTML book: sans serif, serif or kai, each with CJK faces. */
export function TextFontField({ value, onChange }: TextFontFieldProps) {
  const t = useT(readersNamespace);
  return (
    <Select
      label={t('book.fontFamily')}
      value={value}
      options={TEXT_FONT_FAMILIES.map((family) => ({ value: family, label: t(`book.fontFamilies.${family}`) }))}
      onValueChange={(next) => onChange(TEXT_FONT_FAMILIES.find((family) => family === next) ?? 'sans')}
    />
  );
}
