import { type AppServices, defineService, runSyncCycle, type SyncCursorStore } from '@atelier/core';
import type { SyncedChatStore } from '@atelier/chat';
import { accountChatDbName, type AccountChatStore, createAccountChatStore } from './createAccountChatStore';

/** The demo's account sync parts, one set per provider: the chat store and its outbox signal. */
export interface AccountSync {
  chat: AccountChatStore;
  /** Called after each change that waits in an account's outbox. */
  onOutbox(listener: () => void): () => void;
}

export const accountSyncService = defineService<AccountSync>('demo.accountSync', (core) => {
  const listeners = new Set<() => void>();
  const chat = createAccountChatStore({
    prefix: core.config.storage.prefix,
    onOutbox: () => {
      for (const listener of [...listeners]) listener();
    },
  });
  return {
    chat,
    onOutbox(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

const cursorKey = (uid: string) => `sync:${uid}:cursor`;
const isCursor = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** How far this device has pulled the account's changes, in the provider's storage. */
function accountCursor(core: AppServices, uid: string): SyncCursorStore {
  return {
    get: async () => core.storage.get(cursorKey(uid), isCursor) ?? 0,
    set: async (cursor) => void core.storage.set(cursorKey(uid), cursor),
  };
}

/** One round of sync for the signed-in account's chats on this device. */
export function runAccountSync(core: AppServices, uid: string, store: SyncedChatStore) {
  return runSyncCycle({ api: core.sync, sources: [store.source], cursor: accountCursor(core, uid) });
}

/** Before signing out: one last try, at most `timeoutMs`, to send what still waits in the outbox. */
export async function sendWaitingChanges(core: AppServices, uid: string, timeoutMs = 3000): Promise<void> {
  const store = core.get(accountSyncService).chat.account;
  if (!store || (await store.source.countOutbox()) === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sent = runAccountSync(core, uid, store).catch(() => undefined);
  await Promise.race([sent, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Another tab still holding it open delays the deletion, not the sign-out.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Sign-out on this device: the account's conversations and how far they were pulled are removed,
 * so the next person at this browser sees none of them. They stay on the server.
 */
export async function forgetAccountOnDevice(core: AppServices, uid: string): Promise<void> {
  core.get(accountSyncService).chat.use(null);
  core.storage.remove(cursorKey(uid));
  await deleteDatabase(accountChatDbName(core.config.storage.prefix, uid));
}
