import { Button, Modal, useT } from '@atelier/core';
import { useId, useState } from 'react';
import { drawNamespace } from '../../i18n/drawNamespace';
import { checkZoom, DEFAULT_ZOOM } from '../../prompt/validateDrawInput';
import { Alert, Hint, Label, TextArea } from '../DrawStudio/DrawStudio.styles';

/** Props of `ZoomDialog`. */
export interface ZoomDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The original prompt; `--zoom 1.8` is appended for the user to edit. */
  prompt: string;
  /** Sends the edited prompt once its `--zoom` value is within 1.0–2.0. */
  onSubmit: (prompt: string) => void;
  /** The dialog was cancelled or closed. */
  onClose: () => void;
}

const zoomOf = (prompt: string) => /--zoom\s+(\S+)/.exec(prompt)?.[1] ?? '';

/** Custom zoom (reference §1.7): the modal prompt with `--zoom`, checked to 1.0–2.0 before sending. */
export function ZoomDialog({ open, prompt, onSubmit, onClose }: ZoomDialogProps) {
  const t = useT(drawNamespace);
  const [value, setValue] = useState(`${prompt.replace(/\s*--zoom\s+\S+/, '')} --zoom ${DEFAULT_ZOOM}`.trim());
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const submit = () => {
    const bad = checkZoom(zoomOf(value)) !== null;
    setInvalid(bad);
    if (!bad) onSubmit(value.trim());
  };
  return (
    <Modal
      open={open}
      onOpenChange={({ open: next }) => (next ? undefined : onClose())}
      title={t('zoom.title')}
      footer={
        <>
          <Button onClick={onClose}>{t('zoom.cancel')}</Button>
          <Button variant="primary" onClick={submit}>
            {t('zoom.submit')}
          </Button>
        </>
      }
    >
      <Label htmlFor={id}>{t('zoom.prompt')}</Label>
      <TextArea id={id} value={value} aria-invalid={invalid || undefined} onChange={(e) => setValue(e.target.value)} />
      <Hint>{t('zoom.hint')}</Hint>
      {invalid && <Alert role="alert">{t('errors.ZOOM_INVALID')}</Alert>}
    </Modal>
  );
}
