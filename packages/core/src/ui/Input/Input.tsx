import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldLabel, FieldRoot } from '../Field/Field.styles';
import { FieldMessages } from '../Field/FieldMessages';
import { describedBy, useFieldIds } from '../Field/useFieldIds';
import { InputControl } from './Input.styles';

/** Props of `Input`. */
export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Help text under the input, read after the label. @default undefined */
  hint?: ReactNode;
  /** Error text: marks the input invalid (`aria-invalid`), is read with it and announced when it appears. @default undefined */
  error?: ReactNode;
  /** Id of the input; generated when omitted. @default useId() */
  id?: string;
}

/**
 * A labelled text input; the ref goes to the `<input>`.
 * @example
 * <Input label="Password" type="password" hint="6 or more characters" error={errorText} />
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, hint, error, id, className, style, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldRoot data-part="field" data-state={error ? 'invalid' : undefined} className={className} style={style}>
      <FieldLabel htmlFor={ids.controlId} data-part="label">
        {label}
      </FieldLabel>
      <InputControl
        {...rest}
        ref={ref}
        id={ids.controlId}
        data-part="input"
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(ids, hint, error, rest['aria-describedby'])}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldRoot>
  );
});
Input.displayName = '@atelier/core/Input';
