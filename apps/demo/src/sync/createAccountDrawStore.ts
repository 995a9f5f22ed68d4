import { createDrawStore, createSyncedDrawStore, type DrawRecord, type DrawStore, type DrawStoreChange, type SyncedDrawStore } from '@atelier/draw';

/** Where a signed-in account's drawings live on this device: one database per account. */
export const accountDrawDbName = (prefix: string, uid: string) => `${prefix}atelier-draw@${uid}`;

/**
 * The demo's drawing store: the browser's own drawings while signed out, the account's synced copy
 * while signed in. Switching tells the studio and the gallery to read everything again
 * (`{ ids: null }`), so the open page stays as it is when the user signs in.
 */
export interface AccountDrawStore extends DrawStore {
  /** The account's synced store, or null while signed out. */
  readonly account: SyncedDrawStore | null;
  use(uid: string | null): SyncedDrawStore | null;
  subscribe(listener: (change: DrawStoreChange) => void): () => void;
  /** The signed-out drawings of this browser. */
  anonymousDrawings(): Promise<DrawRecord[]>;
  /** Moves these signed-out drawings, with their cached images, into the signed-in account. */
  moveIntoAccount(ids: readonly string[]): Promise<void>;
  /** Deletes these signed-out drawings from this browser. */
  discardAnonymous(ids: readonly string[]): Promise<void>;
}

export function createAccountDrawStore(options: { prefix: string; onOutbox: () => void }): AccountDrawStore {
  const anonymous = createDrawStore({ name: `${options.prefix}atelier-draw` });
  let account: { uid: string; store: SyncedDrawStore } | null = null;
  const current = (): DrawStore => account?.store ?? anonymous;
  const listeners = new Set<(change: DrawStoreChange) => void>();
  const forward = (change: DrawStoreChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  let unsubscribe = anonymous.subscribe?.(forward) ?? (() => {});

  return {
    get account() {
      return account?.store ?? null;
    },
    use(uid) {
      if ((account?.uid ?? null) === uid) return account?.store ?? null;
      unsubscribe();
      account?.store.close();
      account = uid ? { uid, store: createSyncedDrawStore({ name: accountDrawDbName(options.prefix, uid), onOutbox: options.onOutbox }) } : null;
      unsubscribe = current().subscribe?.(forward) ?? (() => {});
      forward({ ids: null });
      return account?.store ?? null;
    },
    anonymousDrawings: () => anonymous.list(),
    async moveIntoAccount(ids) {
      if (!account) throw new Error('moveIntoAccount: nobody is signed in');
      for (const id of ids) {
        const [record, image] = await Promise.all([anonymous.get(id), anonymous.getImage(id)]);
        if (!record) continue;
        // The account's copy first: a failure half way leaves the drawing in one place or both, never none.
        await account.store.put(record);
        if (image) await account.store.saveImage(id, image);
        await anonymous.remove(id);
      }
      forward({ ids: null });
    },
    async discardAnonymous(ids) {
      for (const id of ids) await anonymous.remove(id);
      forward({ ids: null });
    },
    list: (listId) => current().list(listId),
    get: (id) => current().get(id),
    put: (record) => current().put(record),
    remove: (id) => current().remove(id),
    saveImage: (id, blob) => current().saveImage(id, blob),
    getImage: (id) => current().getImage(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      unsubscribe();
      listeners.clear();
      anonymous.close();
      account?.store.close();
    },
  };
}
