import { Button, useT } from '@atelier/core';
import { libraryNamespace } from '../../i18n/libraryNamespace';

/** The footer of a dialog that edits through a form: Cancel, and the form's submit button. */
export function ModalFormFooter({ formId, submitLabel, busy, onCancel }: { formId: string; submitLabel: string; busy: boolean; onCancel(): void }) {
  const t = useT(libraryNamespace);
  return (
    <>
      <Button variant="ghost" onClick={onCancel}>
        {t('tasks.cancelEdit')}
      </Button>
      {/* Outside the form (the footer), so it names the form it submits. */}
      <Button variant="primary" type="submit" form={formId} loading={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
