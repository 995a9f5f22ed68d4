import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { useThemeState } from '../../provider/contexts';
import { Button } from '../Button/Button';
import { trapTab } from '../Overlay/focusable';
import { useOverlayFocus } from '../Overlay/useOverlayFocus';
import { useScrollLock } from '../Overlay/useScrollLock';
import { ModalBackdrop, ModalBody, ModalFooter, ModalHeader, ModalPanel } from './Modal.styles';

export interface ModalProps {
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Element to focus first. @default the first focusable element */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Close when the backdrop is clicked. @default true */
  closeOnBackdrop?: boolean;
  /** `alertdialog` for confirmations. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string | undefined;
  className?: string;
}

/**
 * Accessible modal dialog: focus trap, Esc, focus returns to the opener, page scroll locked,
 * at most 640 px wide (spec §9) and a full-height sheet on phones.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  footer,
  initialFocus,
  closeOnBackdrop = true,
  role = 'dialog',
  describedBy,
  className,
}: ModalProps) {
  const t = useT(coreNamespace);
  const { portalContainer } = useThemeState();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const visible = open && portalContainer !== null;
  useScrollLock(visible);
  useOverlayFocus(visible, panelRef, initialFocus);
  if (!visible) return null;
  const close = () => onOpenChange({ open: false });

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
        aria-describedby={describedBy}
        tabIndex={-1}
        data-part="modal"
        data-state="open"
        className={className}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            close();
          } else if (panelRef.current) trapTab(e, panelRef.current);
        }}
      >
        <ModalHeader>
          <h2 id={titleId}>{title}</h2>
          <Button variant="ghost" size="sm" aria-label={t('ui.close')} icon={<span aria-hidden="true">✕</span>} onClick={close} />
        </ModalHeader>
        <ModalBody>{children}</ModalBody>
        {footer ? <ModalFooter>{footer}</ModalFooter> : null}
      </ModalPanel>
    </ModalBackdrop>,
    portalContainer,
  );
}
