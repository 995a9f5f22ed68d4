import { type BookVisibility, RadioGroup, useT } from '@atelier/core';
import { VISIBILITIES } from '../../books/visibility';
import { libraryNamespace } from '../../i18n/libraryNamespace';

/** Props of `VisibilityChoice`. */
export interface VisibilityChoiceProps {
  /** The checked option. */
  value: BookVisibility;
  /** Called with the option chosen. */
  onChange(value: BookVisibility): void;
  /** @default false */
  disabled?: boolean | undefined;
  /** A line under the legend (what the choice applies to). @default undefined */
  hint?: string | undefined;
}

/** "Who can open it": private, anyone with the link, public, each with a one-line hint. */
export function VisibilityChoice({ value, onChange, disabled = false, hint }: VisibilityChoiceProps) {
  const t = useT(libraryNamespace);
  return (
    <RadioGroup
      data-part="visibility"
      legend={t('visibility.legend')}
      hint={hint}
      disabled={disabled}
      value={value}
      onValueChange={onChange}
      options={VISIBILITIES.map((option) => ({ value: option, label: t(`visibility.${option}`), hint: t(`visibility.${option}Hint`) }))}
    />
  );
}
