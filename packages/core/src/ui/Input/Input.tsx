import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot, InputControl } from './Field.styles';
import { describedBy, useFieldIds } from './useFieldIds';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Error text; marks the input invalid and is announced. */
  error?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className, style, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldRoot data-part="field" className={className} style={style}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <InputControl
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...rest}
      />
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={ids.errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldRoot>
  );
});
