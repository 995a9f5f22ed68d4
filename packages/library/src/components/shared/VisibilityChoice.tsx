import { type BookVisibility, useT } from '@atelier/core';
import { useId } from 'react';
import { VISIBILITIES } from '../../books/visibility';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { ChoiceHint, ChoiceSet, Option } from './VisibilityChoice.styles';

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

/**
 * "Who can open it": three native radios with a one-line hint each (arrow keys move between them),
 * narrow enough for a 360 px phone.
 */
export function VisibilityChoice({ value, onChange, disabled = false, hint }: VisibilityChoiceProps) {
  const t = useT(libraryNamespace);
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <ChoiceSet data-part="visibility" disabled={disabled} aria-describedby={hint ? hintId : undefined}>
      <legend>{t('visibility.legend')}</legend>
      {hint ? <ChoiceHint id={hintId}>{hint}</ChoiceHint> : null}
      {VISIBILITIES.map((option) => (
        <Option key={option}>
          <label>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              aria-describedby={`${name}-${option}`}
              onChange={() => onChange(option)}
            />
            <span>{t(`visibility.${option}`)}</span>
          </label>
          <ChoiceHint id={`${name}-${option}`}>{t(`visibility.${option}Hint`)}</ChoiceHint>
        </Option>
      ))}
    </ChoiceSet>
  );
}
