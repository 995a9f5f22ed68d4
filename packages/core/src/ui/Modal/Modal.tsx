import { type CSSProperties, type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useThemeState } from '../../provider/contexts';
import { CloseButton } from '../Overlay/CloseButton';
import { useModalOverlay } from '../Overlay/useModalOverlay';
import { ModalBackdrop, ModalBody, ModalDescription, ModalFooter, ModalHeader, ModalPanel, ModalTitle } from './Modal.styles';

export interface ModalOpenChangeDetails {
  open: boolean;
}

/** Props of `Modal`. */
export interface ModalProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `{ open: false }` on Esc, the Close button or a backdrop click. */
  onOpenChange: (details: ModalOpenChangeDetails) => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Short text under the title, read as the dialog's description. @default undefined */
  description?: ReactNode;
  /** Body of the dialog. @default undefined (header only) */
  children?: ReactNode;
  /** Row of actions at the bottom, e.g. Cancel and Save buttons. @default undefined */
  footer?: ReactNode;
  /** Element focused on open. @default the first focusable element (the Close button when nothing else is) */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Close when the backdrop is clicked. @default true */
  closeOnBackdrop?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Class on the dialog panel, for host styling. @default undefined */
  className?: string | undefined;
  /** On the dialog panel. @default undefined */
  style?: CSSProperties | undefined;
}

/**
 * Modal dialog rendered into the themed portal: focus moves in and cycles inside, Esc closes,
 * focus returns to the opener, page scroll is locked. At most 640 px wide (spec §9); a full-height
 * sheet below 640 px.
 * @example
 * <Modal open={open} onOpenChange={({ open }) => setOpen(open)} title="Settings">…</Modal>
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  initialFocus,
  closeOnBackdrop = true,
  role = 'dialog',
  className,
  style,
}: ModalProps) {
  const { portalContainer } = useThemeState();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const visible = open && portalContainer !== null;
  const close = () => onOpenChange({ open: false });
  useModalOverlay({ open: visible, panelRef, onClose: close, initialFocus });
  if (!visible) return null;

  return createPortal(
    <ModalBackdrop
      data-part="modal-backdrop"
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) close();
      }}
    >
      <ModalPanel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-part="modal"
        data-state="open"
        className={className}
        style={style}
      >
        <ModalHeader data-part="modal-header">
          <ModalTitle id={titleId} data-part="modal-title">
            {title}
          </ModalTitle>
          <CloseButton part="modal-close" onClick={close} />
        </ModalHeader>
        {description ? (
          <ModalDescription id={descriptionId} data-part="modal-description">
            {description}
          </ModalDescription>
        ) : null}
        {children != null ? <ModalBody data-part="modal-body">{children}</ModalBody> : null}
        {footer ? <ModalFooter data-part="modal-footer">{footer}</ModalFooter> : null}
      </ModalPanel>
    </ModalBackdrop>,
    portalContainer,
  );
}
