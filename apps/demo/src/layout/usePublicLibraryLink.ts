import { useAppStores, useServices, useStore } from '@atelier/core';
import { useEffect, useSyncExternalStore } from 'react';

/** Whether to offer the public library: the server's PUBLIC_LIBRARY admits this visitor (guests only with `anyone`). */
export function usePublicLibraryLink(): boolean {
  const { session } = useServices();
  const signedIn = useStore(useAppStores().user, (s) => Boolean(s.token));
  const access = useSyncExternalStore(session.subscribe, () => session.getSnapshot().config?.publicLibrary ?? null, () => null);
  useEffect(() => {
    const controller = new AbortController();
    session.fetchSession(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [session]);
  return access === 'anyone' || (access === 'signed-in' && signedIn);
}
