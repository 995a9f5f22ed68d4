import { createDrawStore, createSyncedDrawStore, type DrawRecord, type DrawStore, type DrawStoreChange, type SyncedDrawStore } from '@atelier/draw';
import { createStoreSwitch } from './createStoreSwitch';

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
  const stores = createStoreSwitch<DrawStore, SyncedDrawStore, DrawStoreChange>(
    anonymous,
    (uid) => createSyncedDrawStore({ name: accountDrawDbName(options.prefix, uid), onOutbox: options.onOutbox }),
    { ids: null },
  );
  const { current } = stores;

  return {
    get account() {
      return stores.account();
    },
    use: stores.use,
    anonymousDrawings: () => anonymous.list(),
    async moveIntoAccount(ids) {
      const account = stores.account();
      if (!account) throw new Error('moveIntoAccount: nobody is signed in');
      for (const id of ids) {
        const [record, image] = await Promise.all([anonymous.get(id), anonymous.getImage(id)]);
        if (!record) continue;
        // The account's copy first: a failure half way leaves the drawing in one place or both, never none.
        await account.put(record);
        if (image) await account.saveImage(id, image);
        await anonymous.remove(id);
      }
      stores.forward({ ids: null });
    },
    async discardAnonymous(ids) {
      for (const id of ids) await anonymous.remove(id);
      stores.forward({ ids: null });
    },
    list: (listId) => current().list(listId),
    get: (id) => current().get(id),
    put: (record) => current().put(record),
    remove: (id) => current().remove(id),
    saveImage: (id, blob) => current().saveImage(id, blob),
    getImage: (id) => current().getImage(id),
    subscribe: stores.subscribe,
    close: stores.close,
  };
}
