import { type AppServices, createStorage, defineService, runSyncCycle, type SyncCursorStore, type SyncSource } from '@atelier/core';
import { createSyncedChatStore } from '@atelier/chat';
import { createSyncedDrawStore } from '@atelier/draw';
import { offlineBooksService } from '../offline/offlineBooksService';
import { accountChatDbName, type AccountChatStore, createAccountChatStore } from './createAccountChatStore';
import { accountDrawDbName, type AccountDrawStore, createAccountDrawStore } from './createAccountDrawStore';
import { accountPrefsPrefix, type AccountChatPrefs, createAccountChatPrefs } from './createAccountChatPrefs';
import { type AccountReaderSettings, createAccountReaderSettings } from './createAccountReaderSettings';

/** The demo's account sync parts, one set per provider: the chat and drawing stores and their outbox signal. */
export interface AccountSync {
  chat: AccountChatStore;
  draw: AccountDrawStore;
  /** Chat's settings, prompt list and recent GPTs. */
  chatPrefs: AccountChatPrefs;
  /** The readers' settings. */
  readerSettings: AccountReaderSettings;
  /** Switches the stores and prefs to the account's copies (or back to the browser's own, with null). */
  use(uid: string | null): SyncSource[];
  /** Called after each change that waits in an account's outbox. */
  onOutbox(listener: () => void): () => void;
}

export const accountSyncService = defineService<AccountSync>('demo.accountSync', (core) => {
  const listeners = new Set<() => void>();
  const onOutbox = () => {
    for (const listener of [...listeners]) listener();
  };
  const chat = createAccountChatStore({ prefix: core.config.storage.prefix, onOutbox });
  const draw = createAccountDrawStore({ prefix: core.config.storage.prefix, onOutbox });
  const chatPrefs = createAccountChatPrefs(core, onOutbox);
  const readerSettings = createAccountReaderSettings(core, onOutbox);
  return {
    chat,
    draw,
    chatPrefs,
    readerSettings,
    use(uid) {
      const sources = [chat.use(uid)?.source, draw.use(uid)?.source, chatPrefs.use(uid), readerSettings.use(uid)];
      return sources.flatMap((source) => source ?? []);
    },
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

/** One round of sync for the signed-in account's chats and drawings on this device. */
export function runAccountSync(core: AppServices, uid: string, sources: SyncSource[]) {
  return runSyncCycle({ api: core.sync, sources, cursor: accountCursor(core, uid) });
}

const accountSources = (sync: AccountSync) => [sync.chat.account?.source, sync.draw.account?.source, sync.chatPrefs.source, sync.readerSettings.source].flatMap((source) => source ?? []);

/**
 * Before signing out: one last try, at most `timeoutMs`, to send what still waits in the outbox.
 * Answers how many changes made here the server still has not taken (offline, or refused them).
 */
export async function sendWaitingChanges(core: AppServices, uid: string, timeoutMs = 3000): Promise<number> {
  const sources = accountSources(core.get(accountSyncService));
  const waiting = async () => (await Promise.all(sources.map((source) => source.countOutbox().catch(() => 0)))).reduce((a, b) => a + b, 0);
  if ((await waiting()) === 0) return 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sent = runAccountSync(core, uid, sources).catch(() => undefined);
  await Promise.race([sent, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
  return countUnsentChanges(core, uid);
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Another tab still holding it open delays the deletion, not the sign-out.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Sign-out on this device: the account's conversations, drawings and how far they were pulled are removed,
 * so the next person at this browser sees none of them. They stay on the server.
 */
export async function forgetAccountOnDevice(core: AppServices, uid: string): Promise<void> {
  core.get(accountSyncService).use(null);
  await deleteAccountCopies(core, uid);
}

async function deleteAccountCopies(core: AppServices, uid: string): Promise<void> {
  core.storage.remove(cursorKey(uid));
  const { prefix } = core.config.storage;
  core.get(accountSyncService).chatPrefs.forget(uid);
  // Books kept for offline reading may be the account's private ones.
  await Promise.all([deleteDatabase(accountChatDbName(prefix, uid)), deleteDatabase(accountDrawDbName(prefix, uid)), core.get(offlineBooksService)?.clear()]);
}

const isPrefStates = (value: unknown): value is Record<string, { at: number; waiting: boolean }> =>
  typeof value === 'object' && value !== null && Object.values(value).every((s) => typeof s?.at === 'number' && typeof s?.waiting === 'boolean');

/**
 * How many changes the account's copies on this device hold that the server has not taken: a pref
 * changed here since its last send (version 0 is the browser's value from before the first sync,
 * not a change) and the chat and drawing outboxes. Copies that cannot be read count as one: what
 * cannot be told is kept, never deleted unasked.
 */
async function countUnsentChanges(core: AppServices, uid: string): Promise<number> {
  const { prefix, backend } = core.config.storage;
  const prefs = createStorage({ backend, prefix: accountPrefsPrefix(prefix, uid) }).get('sync:prefs', isPrefStates) ?? {};
  const changedPrefs = Object.values(prefs).filter((state) => state.waiting && state.at > 0).length;
  if (typeof indexedDB.databases === 'function') {
    const names = new Set((await indexedDB.databases()).map((d) => d.name));
    if (!names.has(accountChatDbName(prefix, uid)) && !names.has(accountDrawDbName(prefix, uid))) return changedPrefs;
  }
  const stores = [createSyncedChatStore({ name: accountChatDbName(prefix, uid) }), createSyncedDrawStore({ name: accountDrawDbName(prefix, uid) })];
  try {
    const counts = await Promise.all(stores.map((store) => store.source.countOutbox()));
    return changedPrefs + counts.reduce((a, b) => a + b, 0);
  } catch {
    return changedPrefs + 1;
  } finally {
    stores.forEach((store) => store.close());
  }
}

/**
 * Signed out without `logout` (the session expired or was revoked, the account was deleted
 * elsewhere): the account's copies go as at a sign-out, unless they hold changes the server has not
 * taken yet. Those stay until the account signs in here again and sends them.
 */
export async function forgetAccountUnlessUnsent(core: AppServices, uid: string): Promise<boolean> {
  if ((await countUnsentChanges(core, uid)) > 0) return false;
  await deleteAccountCopies(core, uid);
  return true;
}
