import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { ButtonRoot, type ButtonSize, type ButtonVariant } from './Button.styles';

/** Props every `Button` takes, with text or icon-only. */
export interface ButtonOwnProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight; `danger` is for destructive actions. @default 'secondary' */
  variant?: ButtonVariant;
  /** Height and padding of the button. @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks (no double submit) while keeping focus. @default false */
  loading?: boolean;
  /** Icon before the text, or the only content of a square icon button. @default undefined */
  icon?: ReactNode;
  /** Native button type; `button` so it never submits a surrounding form by accident. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/** A button with text, optionally with an icon. */
export interface TextButtonProps extends ButtonOwnProps {
  /** The visible label of the button. */
  children: ReactNode;
}

/** An icon-only `Button`: it has no visible text, so it must be named with `aria-label` (prefer `IconButton`, which adds a tooltip). */
export interface IconOnlyButtonProps extends ButtonOwnProps {
  /** The icon that is the button's only content. */
  icon: ReactNode;
  /** An icon button has no text; pass `icon` instead. @default undefined */
  children?: undefined;
  /** The button's accessible name, read by screen readers and shown as nothing on screen. */
  'aria-label': string;
}

/** Props of `Button`. */
export type ButtonProps = TextButtonProps | IconOnlyButtonProps;

/**
 * @example
 * <Button variant="primary" loading={saving} onClick={save}>Save</Button>
 * <Button icon={<CloseIcon />} aria-label={t('ui.close')} variant="ghost" />
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', loading = false, icon, children, type = 'button', onClick, ...rest },
  ref,
) {
  const iconOnly = icon != null && children == null;
  return (
    <ButtonRoot
      {...rest}
      ref={ref}
      type={type}
      data-part="button"
      data-variant={variant}
      data-state={loading ? 'loading' : undefined}
      $variant={variant}
      $size={size}
      $iconOnly={iconOnly}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner size={14} label={null} /> : icon}
      {children}
    </ButtonRoot>
  );
});
Button.displayName = '@atelier/core/Button';
