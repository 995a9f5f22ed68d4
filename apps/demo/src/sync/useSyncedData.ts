import { type ApiErrorData, type SyncUsage, toApiErrorData, useConfirm, useServices, useT, useToast, useUnmountedRef } from '@atelier/core';
import { useEffect, useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { useAccountSync } from './AccountSyncProvider';

/** The account's synced data on the server: how much space it takes, and deleting all of it. */
export function useSyncedData() {
  const t = useT(demoNamespace);
  const services = useServices();
  const confirm = useConfirm();
  const toast = useToast();
  const sync = useAccountSync();
  const unmountedRef = useUnmountedRef();
  const [round, setRound] = useState(0);
  const [usage, setUsage] = useState<SyncUsage | null>(null);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let left = false;
    services.sync.usage().then(
      (answer) => !left && (setUsage(answer), setError(null)),
      (err: unknown) => !left && setError(toApiErrorData(err)),
    );
    return () => {
      left = true;
    };
  }, [services, round]);

  const deleteAll = async () => {
    const ok = await confirm({ title: t('sync.data.deleteTitle'), message: t('sync.data.deleteMessage'), confirmLabel: t('sync.data.deleteAll'), destructive: true });
    if (!ok) return;
    setDeleting(true);
    try {
      await services.sync.deleteAll();
      // This device takes the deletions now; the others at their next pull, within seconds.
      sync?.syncNow();
      toast.success(t('sync.data.deleted'));
      if (!unmountedRef.current) setRound((n) => n + 1);
    } catch (err) {
      if (!unmountedRef.current) setError(toApiErrorData(err));
    } finally {
      if (!unmountedRef.current) setDeleting(false);
    }
  };

  return { usage, error, deleting, deleteAll: () => void deleteAll() };
}

export type SyncedDataViewModel = ReturnType<typeof useSyncedData>;
