import { useEffect, useId, useRef } from 'react';
import { Button } from './common.styles';

export interface InlineConfirmProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small in-place confirmation; focus starts on Cancel so Enter never deletes by accident. */
export function InlineConfirm({ message, confirmLabel, cancelLabel, onConfirm, onCancel }: InlineConfirmProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby={id} data-part="confirm">
      <p id={id} style={{ margin: '4px 0' }}>
        {message}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="button" $variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button type="button" ref={cancelRef} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
