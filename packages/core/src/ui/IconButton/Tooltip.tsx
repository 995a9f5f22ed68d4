import { type ReactNode, useState } from 'react';
import { TooltipAnchor, TooltipBubble } from './Tooltip.styles';

/** Props of `Tooltip`. */
export interface TooltipProps {
  /** The text shown under the trigger. */
  label: string;
  /** The trigger: one focusable control. */
  children: ReactNode;
  /** Class on the component's root element, for host styling. @default undefined */
  className?: string;
}

/**
 * Shows `label` under its trigger while the pointer is over it or it has keyboard focus; Escape,
 * blur and pointer leave hide it (WCAG 1.4.13: dismissible without moving focus). The bubble is
 * `aria-hidden`: the trigger already carries the same text as its name, and reading it twice helps
 * no one.
 * @example
 * <Tooltip label={t('ui.close')}><button aria-label={t('ui.close')}>…</button></Tooltip>
 */
export function Tooltip({ label, children, className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <TooltipAnchor
      data-part="tooltip-anchor"
      className={className}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        // Escape is not stopped: a dialog whose close button has focus (and so its tooltip) still closes on the first one.
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {children}
      {open ? (
        <TooltipBubble data-part="tooltip" aria-hidden="true">
          {label}
        </TooltipBubble>
      ) : null}
    </TooltipAnchor>
  );
}
