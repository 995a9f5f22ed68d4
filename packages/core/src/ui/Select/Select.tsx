import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldLabel, FieldRoot } from '../Field/Field.styles';
import { FieldMessages } from '../Field/FieldMessages';
import { describedBy, useFieldIds } from '../Field/useFieldIds';
import { SelectControl } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

/** Props of `Select`. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'multiple'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** Disabled first option shown while nothing is chosen (pair with `defaultValue=""`). @default undefined */
  placeholder?: string;
  /** Help text under the select. @default undefined */
  hint?: ReactNode;
  /** Error text: marks the select invalid and is announced. @default undefined */
  error?: ReactNode;
  /** Called with the chosen option's value. @default undefined */
  onValueChange?: (value: string) => void;
  /** Id of the select; generated when omitted. @default useId() */
  id?: string;
}

/**
 * A native select: the platform's own picker is the most accessible one, especially on phones.
 * @example
 * <Select label="Voice" options={voices} value={voice} onValueChange={setVoice} />
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, id, onValueChange, className, style, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldRoot data-part="select" data-state={error ? 'invalid' : undefined} className={className} style={style}>
      <FieldLabel htmlFor={ids.controlId} data-part="label">
        {label}
      </FieldLabel>
      <SelectControl
        {...rest}
        ref={ref}
        id={ids.controlId}
        data-part="control"
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(ids, hint, error, rest['aria-describedby'])}
        onChange={(e) => onValueChange?.(e.target.value)}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </SelectControl>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldRoot>
  );
});
Select.displayName = '@atelier/core/Select';
