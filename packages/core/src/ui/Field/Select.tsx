import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot, SelectControl } from './Field.styles';
import { describedBy, useFieldIds } from './useFieldIds';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  onValueChange?: (value: string) => void;
}

/** A native select: the platform's own picker is the most accessible one, especially on phones. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, hint, error, id, onValueChange, className, style, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldRoot data-part="select" className={className} style={style}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <SelectControl
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        onChange={(e) => onValueChange?.(e.target.value)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </SelectControl>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={ids.errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldRoot>
  );
});
