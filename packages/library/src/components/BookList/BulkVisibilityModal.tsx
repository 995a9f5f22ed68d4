import { type BookVisibility, Modal, useT, useUnmountedRef } from '@atelier/core';
import { useId, useState } from 'react';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { plural } from '../../i18n/plural';
import { ModalFormFooter } from '../shared/ModalFormFooter';
import { ErrorText } from '../shared/parts.styles';
import { VisibilityChoice } from '../shared/VisibilityChoice';

/** Props of `BulkVisibilityModal`. */
export interface BulkVisibilityModalProps {
  /** How many books change; the modal is open while this is set. */
  count: number | null;
  onClose(): void;
  /** Resolves with a translated error (the modal stays open), or null once changed. */
  onApply(visibility: BookVisibility): Promise<string | null>;
}

function Form({ count, onClose, onApply }: Omit<BulkVisibilityModalProps, 'count'> & { count: number }) {
  const t = useT(libraryNamespace);
  const formId = useId();
  const [visibility, setVisibility] = useState<BookVisibility>('private');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unmountedRef = useUnmountedRef();
  return (
    <Modal
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={plural(t, 'bulk.title', { count })}
      footer={<ModalFormFooter formId={formId} submitLabel={t('bulk.apply')} busy={saving} onCancel={onClose} />}
    >
      <form
        id={formId}
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          setSaving(true);
          setError(null);
          void onApply(visibility).then((problem) => {
            if (unmountedRef.current) return;
            setSaving(false);
            if (problem) setError(problem);
            else onClose();
          });
        }}
      >
        <VisibilityChoice value={visibility} onChange={setVisibility} />
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      </form>
    </Modal>
  );
}

/** Choose one visibility for the selected books, then confirm with "Change". */
export function BulkVisibilityModal(props: BulkVisibilityModalProps) {
  return props.count !== null ? <Form {...props} count={props.count} /> : null;
}
