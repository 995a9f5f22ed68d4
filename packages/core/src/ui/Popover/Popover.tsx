import { type ReactElement, type ReactNode, useId } from 'react';
import { createPortal } from 'react-dom';
import { useThemeState } from '../../provider/contexts';
import { PopoverContent } from './Popover.styles';
import { usePopover } from './usePopover';
import { usePopoverPosition } from './usePopoverPosition';

/** Props to spread on the trigger element (a button, link or other focusable element). */
export interface PopoverTriggerProps {
  /** Lets the popover measure the trigger and return focus to it on close. */
  ref: (element: HTMLElement | null) => void;
  /** Tells assistive technology whether the panel is open. */
  'aria-expanded': boolean;
  /** Id of the panel while it is open; `undefined` while it is closed. */
  'aria-controls': string | undefined;
  /** Announces that the trigger opens a dialog-like panel. */
  'aria-haspopup': 'dialog';
  /** Toggles the panel. */
  onClick: () => void;
  /** Opens a hover card on keyboard focus (only with `openOnHover`). */
  onFocus: () => void;
  /** Closes a hover card when focus leaves both the trigger and the panel. */
  onBlur: (event: { relatedTarget: EventTarget | null }) => void;
  /** Starts the open delay of a hover card for a mouse pointer. */
  onPointerEnter: (event: { pointerType: string }) => void;
  /** Starts the close delay of a hover card when the mouse leaves. */
  onPointerLeave: (event: { pointerType: string }) => void;
}

/** Props of `Popover`. */
export interface PopoverProps {
  /** Renders the trigger; spread the given props on one focusable element. */
  trigger: (props: PopoverTriggerProps) => ReactElement;
  /** Content of the floating panel. */
  children: ReactNode;
  /** Accessible name of the panel. */
  label: string;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new state on trigger click, hover, Esc, focus leaving or a click outside. @default undefined */
  onOpenChange?: (details: { open: boolean }) => void;
  /** Which trigger edge the panel lines up with. @default 'start' */
  align?: 'start' | 'end';
  /** Also open on mouse hover and on keyboard focus of the trigger (hover card). @default false */
  openOnHover?: boolean;
  /** ms of hover before opening. @default 100 */
  openDelay?: number;
  /** ms before closing after the pointer or focus leaves. @default 150 */
  closeDelay?: number;
  /** Class on the floating panel, for host styling. @default undefined */
  className?: string;
}

/**
 * A non-modal floating panel under its trigger, rendered into the themed portal. Clicking the trigger
 * toggles it and moves focus in; Esc closes it and returns focus; Tab leaves it in page order.
 * @example
 * <Popover label="Account" trigger={(p) => <Button {...p}>Account</Button>}>…</Popover>
 */
export function Popover({
  trigger,
  children,
  label,
  open,
  defaultOpen = false,
  onOpenChange,
  align = 'start',
  openOnHover = false,
  openDelay = 100,
  closeDelay = 150,
  className,
}: PopoverProps) {
  const { portalContainer } = useThemeState();
  const id = useId();
  const { isOpen, trigger: triggerElement, content, setTrigger, setContent, triggerHandlers, contentHandlers } = usePopover({
    open,
    defaultOpen,
    onOpenChange,
    openOnHover,
    openDelay,
    closeDelay,
  });
  const visible = isOpen && portalContainer !== null;
  const position = usePopoverPosition(visible, triggerElement, content, align);

  return (
    <>
      {trigger({
        ref: setTrigger,
        'aria-expanded': visible,
        'aria-controls': visible ? id : undefined,
        'aria-haspopup': 'dialog',
        ...triggerHandlers,
      })}
      {visible
        ? createPortal(
            <PopoverContent
              ref={setContent}
              id={id}
              role="dialog"
              aria-label={label}
              tabIndex={-1}
              data-part="popover"
              data-state="open"
              data-align={align}
              className={className}
              style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, opacity: 0 }}
              {...contentHandlers}
            >
              {children}
            </PopoverContent>,
            portalContainer,
          )
        : null}
    </>
  );
}
