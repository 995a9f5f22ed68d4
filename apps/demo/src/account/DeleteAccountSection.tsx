import { Button, useT } from '@atelier/core';
import { useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { Heading, Muted } from './account.styles';
import { DangerArea } from './DeleteAccount.styles';
import { DeleteAccountModal } from './DeleteAccountModal';

export interface DeleteAccountSectionProps {
  /** After the account is gone and this browser signed out. @default nothing more */
  onDeleted?: () => void;
}

/** The danger area of /mine: what deleting the account means, and the button that opens the dialog. */
export function DeleteAccountSection({ onDeleted }: DeleteAccountSectionProps) {
  const t = useT(demoNamespace);
  const [open, setOpen] = useState(false);
  return (
    <DangerArea aria-labelledby="atelier-delete-account-heading">
      <Heading id="atelier-delete-account-heading">{t('account.deleteHeading')}</Heading>
      <Muted>{t('account.deleteSummary')}</Muted>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('account.deleteOpen')}
      </Button>
      <DeleteAccountModal open={open} onOpenChange={({ open: next }) => setOpen(next)} {...(onDeleted ? { onDeleted } : {})} />
    </DangerArea>
  );
}
