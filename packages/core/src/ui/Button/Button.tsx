import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { ButtonRoot, type ButtonSize, type ButtonVariant } from './Button.styles';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks (no double submit). @default false */
  loading?: boolean;
  /** Square icon button: `aria-label` is then required. */
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', loading = false, icon, children, disabled, type = 'button', onClick, ...rest },
  ref,
) {
  const iconOnly = Boolean(icon) && !children;
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      data-part="button"
      data-variant={variant}
      $variant={variant}
      $size={size}
      $iconOnly={iconOnly}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size={14} label={null} /> : icon}
      {children}
    </ButtonRoot>
  );
});
