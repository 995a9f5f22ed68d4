import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PopoverAnchor, PopoverContent } from './Popover.styles';

export interface HoverCardProps {
  /** Renders the trigger; spread the given props on a focusable element. */
  trigger: (props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactElement;
  children: ReactNode;
  /** @default 'end' */
  align?: 'start' | 'end';
  /** Accessible name of the card. */
  label: string;
  /** ms before closing after the pointer leaves. @default 150 */
  closeDelay?: number;
}

/**
 * Opens on hover and on focus inside, or by clicking the trigger (touch); Esc and clicking
 * elsewhere close it. Content stays reachable by keyboard because focus opens it too.
 */
export function HoverCard({ trigger, children, align = 'end', label, closeDelay = 150 }: HoverCardProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), closeDelay);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <PopoverAnchor
      ref={rootRef}
      data-part="hover-card"
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={show}
      onPointerLeave={hideSoon}
      onFocus={show}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hideSoon();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {trigger({ 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((v) => !v) })}
      {open ? (
        <PopoverContent id={id} role="group" aria-label={label} $align={align}>
          {children}
        </PopoverContent>
      ) : null}
    </PopoverAnchor>
  );
}
