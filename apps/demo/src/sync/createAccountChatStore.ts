import { type ChatStore, type ChatStoreChange, createChatStore, createSyncedChatStore, type SyncedChatStore } from '@atelier/chat';

/** Where a signed-in account's conversations live on this device: one database per account. */
export const accountChatDbName = (prefix: string, uid: string) => `${prefix}atelier-chat@${uid}`;

/**
 * The demo's chat store: the browser's own conversations while signed out, the account's synced
 * copy while signed in. Switching tells every panel to reload (`{ conversations: null }`), so the
 * services and the open pages stay as they are when the user signs in.
 */
export interface AccountChatStore extends ChatStore {
  /** The account's synced store, or null while signed out. */
  readonly account: SyncedChatStore | null;
  use(uid: string | null): SyncedChatStore | null;
}

export function createAccountChatStore(options: { prefix: string; onOutbox: () => void }): AccountChatStore {
  const anonymous = createChatStore({ name: `${options.prefix}atelier-chat` });
  let account: { uid: string; store: SyncedChatStore } | null = null;
  const current = (): ChatStore => account?.store ?? anonymous;
  const listeners = new Set<(change: ChatStoreChange) => void>();
  const forward = (change: ChatStoreChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  let unsubscribe = anonymous.subscribe(forward);

  return {
    get account() {
      return account?.store ?? null;
    },
    use(uid) {
      if ((account?.uid ?? null) === uid) return account?.store ?? null;
      unsubscribe();
      account?.store.close();
      account = uid ? { uid, store: createSyncedChatStore({ name: accountChatDbName(options.prefix, uid), onOutbox: options.onOutbox }) } : null;
      unsubscribe = current().subscribe(forward);
      forward({ conversations: null });
      return account?.store ?? null;
    },
    listConversations: () => current().listConversations(),
    createConversation: (init) => current().createConversation(init),
    updateConversation: (id, patch) => current().updateConversation(id, patch),
    deleteConversation: (id) => current().deleteConversation(id),
    clearAll: () => current().clearAll(),
    loadMessages: (id) => current().loadMessages(id),
    applyChanges: (change) => current().applyChanges(change),
    search: (query, limit) => current().search(query, limit),
    exportAll: () => current().exportAll(),
    importAll: (text) => current().importAll(text),
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
