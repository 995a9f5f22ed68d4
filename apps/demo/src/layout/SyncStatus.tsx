import { Button, useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { type AccountSyncView, useAccountSync } from '../sync/AccountSyncProvider';
import { SyncLine } from './AppLayout.styles';

/** Whether the account's chats have reached the server (issue 19), with a retry when they have not. */
export function SyncStatusView({ sync }: { sync: AccountSyncView }) {
  const t = useT(demoNamespace);
  const trouble = sync.status === 'offline' || sync.status === 'quota' || sync.status === 'signedOut';
  const text = sync.status === 'pending' ? t('sync.pending', { count: sync.pending }) : t(`sync.${sync.status}`);
  return (
    <SyncLine $trouble={trouble} role="status" aria-label={t('sync.label')}>
      <span>{text}</span>
      {sync.tooLarge > 0 ? <span>{t('sync.tooLarge', { count: sync.tooLarge })}</span> : null}
      {trouble && sync.status !== 'signedOut' ? (
        <Button size="sm" variant="ghost" onClick={sync.syncNow}>
          {t('sync.now')}
        </Button>
      ) : null}
    </SyncLine>
  );
}

/** The signed-in account's sync line; nothing while signed out. */
export function SyncStatus() {
  const sync = useAccountSync();
  return sync ? <SyncStatusView sync={sync} /> : null;
}
