import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { InlineLabel } from '../Field/Field.styles';
import { CheckboxHint, CheckboxInput, CheckboxRoot } from './Checkbox.styles';

/** Props of `Checkbox`. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'size'> {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Smaller text under the label, read as the description. @default undefined */
  hint?: ReactNode;
  /** Called with the new state. Use with `checked` (controlled) or `defaultChecked` (uncontrolled). @default undefined */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox with its label.
 * @example
 * <Checkbox label="Remember me" checked={remember} onCheckedChange={setRemember} />
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, onCheckedChange, className, style, ...rest },
  ref,
) {
  const hintId = useId();
  return (
    <CheckboxRoot data-part="checkbox" className={className} style={style}>
      <InlineLabel>
        <CheckboxInput
          {...rest}
          ref={ref}
          type="checkbox"
          aria-describedby={[rest['aria-describedby'], hint ? hintId : null].filter(Boolean).join(' ') || undefined}
          onChange={(e) => onCheckedChange?.(e.target.checked)}
        />
        <span data-part="label">{label}</span>
      </InlineLabel>
      {hint ? (
        <CheckboxHint id={hintId} data-part="hint">
          {hint}
        </CheckboxHint>
      ) : null}
    </CheckboxRoot>
  );
});
Checkbox.displayName = '@atelier/core/Checkbox';
