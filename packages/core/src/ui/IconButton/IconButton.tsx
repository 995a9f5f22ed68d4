import { forwardRef, type ReactNode } from 'react';
import type { ButtonOwnProps } from '../Button/Button';
import type { ButtonVariant } from '../Button/Button.styles';
import { IconButtonRoot } from './IconButton.styles';
import { Tooltip } from './Tooltip';

/** Props of `IconButton`. */
export interface IconButtonProps extends Omit<ButtonOwnProps, 'icon' | 'children' | 'aria-label'> {
  /** The icon, e.g. `<XIcon />` from `lucide-react/icons/x`; sized by `size`, hidden from screen readers. */
  icon: ReactNode;
  /** The translated name of the action: the button's accessible name and its tooltip. */
  label: string;
  /** Visual weight. @default 'ghost' */
  variant?: ButtonVariant;
  /** Show `label` in a tooltip on hover and keyboard focus. @default true */
  tooltip?: boolean;
}

/**
 * A button with only an icon. Its `label` is the accessible name and, on hover or keyboard focus, a
 * tooltip, so sighted users learn what the icon means too.
 * @example
 * <IconButton icon={<XIcon />} label={t('ui.close')} variant="ghost" onClick={close} />
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, tooltip = true, size = 'md', variant = 'ghost', ...rest },
  ref,
) {
  const button = (
    <IconButtonRoot {...rest} ref={ref} size={size} variant={variant} $iconSize={size} icon={icon} aria-label={label} />
  );
  return tooltip ? <Tooltip label={label}>{button}</Tooltip> : button;
});
IconButton.displayName = '@atelier/core/IconButton';
