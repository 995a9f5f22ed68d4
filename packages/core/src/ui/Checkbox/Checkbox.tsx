import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { InlineLabel } from './Field.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, onCheckedChange, className, style, ...rest },
  ref,
) {
  return (
    <InlineLabel data-part="checkbox" className={className} style={style}>
      <input ref={ref} type="checkbox" onChange={(e) => onCheckedChange?.(e.target.checked)} {...rest} />
      <span>{label}</span>
    </InlineLabel>
  );
});
