import { useConfirm, useServices, useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { logout } from './logout';

/** Logout for the header's buttons: it asks first when changes made here have not reached the server. */
export function useLogout(): () => void {
  const services = useServices();
  const confirm = useConfirm();
  const t = useT(demoNamespace);
  return () =>
    void logout(services, {
      confirmUnsent: (count) =>
        confirm({
          title: t('sync.unsent.title'),
          message: t('sync.unsent.message', { count }),
          confirmLabel: t('sync.unsent.logOut'),
          cancelLabel: t('sync.unsent.stay'),
          destructive: true,
        }),
    });
}
