import {
  type ChatStore,
  type ChatStoreChange,
  type Conversation,
  createChatStore,
  createSyncedChatStore,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type SyncedChatStore,
} from '@atelier/chat';
import { createStoreSwitch } from './createStoreSwitch';

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
  /** The signed-out chats of this browser that have at least one message. */
  anonymousChats(): Promise<Conversation[]>;
  /** Moves these signed-out chats, with their messages, into the signed-in account (and so to its devices). */
  moveIntoAccount(ids: readonly string[]): Promise<void>;
  /** Deletes these signed-out chats from this browser. */
  discardAnonymous(ids: readonly string[]): Promise<void>;
}

export function createAccountChatStore(options: { prefix: string; onOutbox: () => void }): AccountChatStore {
  const anonymous = createChatStore({ name: `${options.prefix}atelier-chat` });
  const stores = createStoreSwitch<ChatStore, SyncedChatStore, ChatStoreChange>(
    anonymous,
    (uid) => createSyncedChatStore({ name: accountChatDbName(options.prefix, uid), onOutbox: options.onOutbox }),
    { conversations: null },
  );
  const { current } = stores;

  return {
    get account() {
      return stores.account();
    },
    use: stores.use,
    async anonymousChats() {
      const all = await anonymous.listConversations();
      const withMessages = await Promise.all(all.map(async (c) => Object.keys(await anonymous.loadMessages(c.id)).length > 0));
      return all.filter((_, i) => withMessages[i]);
    },
    async moveIntoAccount(ids) {
      const account = stores.account();
      if (!account) throw new Error('moveIntoAccount: nobody is signed in');
      const wanted = new Set(ids);
      const conversations = (await anonymous.listConversations()).filter((c) => wanted.has(c.id));
      const messages = (await Promise.all(conversations.map(async (c) => Object.values(await anonymous.loadMessages(c.id))))).flat();
      // The export format is the one validated way in: the account's store checks and tracks it all.
      const result = await account.importAll(JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), conversations, messages }));
      if (!result.ok) throw new Error(`moveIntoAccount: ${result.problem.code}`);
      for (const c of conversations) await anonymous.deleteConversation(c.id);
      stores.forward({ conversations: null });
    },
    async discardAnonymous(ids) {
      for (const id of ids) await anonymous.deleteConversation(id);
      stores.forward({ conversations: null });
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
    subscribe: stores.subscribe,
    close: stores.close,
  };
}
