import { syncMachine, syncStatusOf, type SyncStatus, useAppStores, useServices, useStore } from '@atelier/core';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { accountSyncService, forgetAccountUnlessUnsent, runAccountSync } from './accountSyncService';
import { lazyPart } from '../layout/lazyPart';
import { useAnonymousData } from './useAnonymousData';

// Asked once, after a sign-in that finds signed-out data: fetched then, not with every first visit.
const AnonymousDataDialog = lazyPart(() => import('./AnonymousDataDialog').then(({ AnonymousDataDialog: dialog }) => dialog));

export interface AccountSyncView {
  status: SyncStatus;
  /** Changes waiting for the server. */
  pending: number;
  /** Records kept on this device only, too large to sync. */
  tooLarge: number;
  syncNow(): void;
}

const AccountSyncContext = createContext<AccountSyncView | null>(null);

/** The signed-in account's sync state, or null while signed out. */
export const useAccountSync = () => useContext(AccountSyncContext);

/**
 * Runs account sync while someone is signed in (issue 19): the chat and drawing stores switch to the
 * account's copies, and `syncMachine` pulls other devices' changes every 4 s and sends this one's soon after
 * each. Coming back online or to the tab syncs at once.
 */
export function AccountSyncProvider({ children }: { children: ReactNode }) {
  const core = useServices();
  const { user } = useAppStores();
  const uid = useStore(user, (s) => (s.token && s.uid ? s.uid : null));
  const sync = core.get(accountSyncService);
  // Kept with the account it belongs to, so a signed-out provider shows none without resetting state.
  const [state, setState] = useState<{ uid: string; view: AccountSyncView } | null>(null);
  const view = state && state.uid === uid ? state.view : null;

  // Whose copies this device holds: signed out by any way but `logout`, they are cleared here.
  const holder = useRef<string | null>(null);
  useEffect(() => {
    const previous = holder.current;
    holder.current = uid;
    if (previous && previous !== uid) {
      sync.use(null);
      void forgetAccountUnlessUnsent(core, previous).catch(() => undefined);
    }
    const sources = sync.use(uid);
    if (sources.length === 0 || !uid) return;
    const logic = syncMachine.provide({ actors: { cycle: fromPromise(() => runAccountSync(core, uid, sources)) } });
    const actor = createActor(logic, { input: {} });
    const syncNow = () => actor.send({ type: 'sync.now' });
    let shown = '';
    const subscription = actor.subscribe((snapshot) => {
      const next = { status: syncStatusOf(snapshot), pending: snapshot.context.pending, tooLarge: snapshot.context.tooLarge.length, syncNow };
      // A pull every 4 s that changes nothing re-renders nothing.
      const key = `${next.status}:${next.pending}:${next.tooLarge}`;
      if (key === shown) return;
      shown = key;
      setState({ uid, view: next });
    });
    const stopOutbox = sync.onOutbox(() => actor.send({ type: 'changed' }));
    const online = () => actor.send({ type: 'online' });
    const visible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'online' });
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    actor.start();
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
      stopOutbox();
      subscription.unsubscribe();
      actor.stop();
    };
  }, [core, sync, uid]);

  const anonymousData = useAnonymousData(core, sync, uid);

  return (
    <AccountSyncContext.Provider value={view}>
      {children}
      {anonymousData ? (
        <AnonymousDataDialog {...anonymousData} />
      ) : null}
    </AccountSyncContext.Provider>
  );
}
