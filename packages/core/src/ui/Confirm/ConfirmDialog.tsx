import { type ReactNode, useRef } from 'react';
import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** The question, e.g. "Delete this book?"; the dialog's accessible name. */
  title: string;
  /** Consequences, read as the dialog's description. @default undefined */
  message?: ReactNode;
  /** Text of the confirming button. @default t('ui.confirm') ("Confirm") */
  confirmLabel?: string;
  /** Text of the cancelling button. @default t('ui.cancel') ("Cancel") */
  cancelLabel?: string;
  /** Red confirm button for deletions and other actions that cannot be undone. @default false */
  destructive?: boolean;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by Cancel, Esc, the Close button or a backdrop click. */
  onCancel: () => void;
}

/**
 * An `alertdialog` asking the user to confirm. The safe choice, Cancel, has focus first so Enter
 * cannot destroy anything by accident.
 * @example
 * <ConfirmDialog open={asking} title="Delete this book?" destructive onConfirm={remove} onCancel={close} />
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, destructive = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT(coreNamespace);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      initialFocus={cancelRef}
      closeOnBackdrop={!destructive}
      footer={
        <>
          <Button ref={cancelRef} data-part="confirm-cancel" onClick={onCancel}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button data-part="confirm-accept" variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? t('ui.confirm')}
          </Button>
        </>
      }
    />
  );
}
