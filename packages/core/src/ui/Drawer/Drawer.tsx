import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useThemeState } from '../../provider/contexts';
import { CloseButton } from '../Overlay/CloseButton';
import { useModalOverlay } from '../Overlay/useModalOverlay';
import { DrawerBackdrop, DrawerBody, DrawerFooter, DrawerHeader, DrawerPanel, DrawerTitle } from './Drawer.styles';

/** Props of `Drawer`. */
export interface DrawerProps {
  /** Whether the drawer is shown (controlled). */
  open: boolean;
  /** Called with `{ open: false }` on Esc, the Close button or a backdrop click. */
  onOpenChange: (details: { open: boolean }) => void;
  /** Heading; also the drawer's accessible name. */
  title: ReactNode;
  /** Body of the drawer. @default undefined (header only) */
  children?: ReactNode;
  /** Row of actions at the bottom. @default undefined */
  footer?: ReactNode;
  /** Edge it slides from on wide screens; below 640 px it is always a bottom sheet. @default 'right' */
  side?: 'left' | 'right';
  /** Element focused on open. @default the first focusable element */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Class on the drawer panel, for host styling. @default undefined */
  className?: string;
}

/**
 * A modal side panel (bottom sheet on phones) with the same keyboard and focus rules as Modal.
 * @example
 * <Drawer open={open} onOpenChange={({ open }) => setOpen(open)} title="Filters">…</Drawer>
 */
export function Drawer({ open, onOpenChange, title, children, footer, side = 'right', initialFocus, className }: DrawerProps) {
  const { portalContainer } = useThemeState();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const visible = open && portalContainer !== null;
  const close = () => onOpenChange({ open: false });
  useModalOverlay({ open: visible, panelRef, onClose: close, initialFocus });
  if (!visible) return null;

  return createPortal(
    <>
      <DrawerBackdrop data-part="drawer-backdrop" onMouseDown={close} />
      <DrawerPanel
        ref={panelRef}
        $side={side}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-part="drawer"
        data-side={side}
        data-state="open"
        className={className}
      >
        <DrawerHeader data-part="drawer-header">
          <DrawerTitle id={titleId} data-part="drawer-title">
            {title}
          </DrawerTitle>
          <CloseButton part="drawer-close" onClick={close} />
        </DrawerHeader>
        <DrawerBody data-part="drawer-body">{children}</DrawerBody>
        {footer ? <DrawerFooter data-part="drawer-footer">{footer}</DrawerFooter> : null}
      </DrawerPanel>
    </>,
    portalContainer,
  );
}
