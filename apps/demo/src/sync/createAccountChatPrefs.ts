import { type ChatPrefs, createChatPrefs, findConflict, type Pref, type Prompt, readPromptList, readRecentGpts, sanitizeGlobalSettings } from '@atelier/chat';
import { type AppServices, createPrefSyncSource, createStorage, type SyncSource } from '@atelier/core';

/** Where a signed-in account's chat settings, prompts and recent GPTs live on this device. */
export const accountPrefsPrefix = (prefix: string, uid: string) => `${prefix}atelier@${uid}:`;

/**
 * The demo's chat prefs: the browser's own while signed out, the account's while signed in (its
 * settings, prompt list and recent GPTs sync; the last open chat is the account's but stays here).
 * The user's own model service and access password are the browser's, never an account's: they
 * are secrets typed on this device and never leave it.
 */
export interface AccountChatPrefs {
  readonly prefs: ChatPrefs;
  /** The signed-in account's prefs sync source, or null while signed out. */
  readonly source: SyncSource | null;
  /** Switches to the account's prefs (or back, with null); answers their sync source. */
  use(uid: string | null): (SyncSource & { close(): void }) | null;
  /** Removes the account's prefs from this browser. */
  forget(uid: string): void;
  /** The browser's signed-out prompts that the signed-in account does not have (none while signed out). */
  anonymousPrompts(): Prompt[];
  /** Adds these signed-out prompts to the account's (and so to its devices), and takes them off the browser's list. */
  movePromptsIntoAccount(prompts: readonly Prompt[]): void;
  /** Deletes these prompts from the browser's signed-out list. */
  discardAnonymousPrompts(prompts: readonly Prompt[]): void;
}

export function createAccountChatPrefs(core: AppServices, onOutbox: () => void): AccountChatPrefs {
  const { prefix, backend } = core.config.storage;
  const storageOf = (uid: string) => createStorage({ backend, prefix: accountPrefsPrefix(prefix, uid) });
  const anonymous = createChatPrefs(core.storage, prefix);
  let account: { uid: string; prefs: ChatPrefs; source: SyncSource & { close(): void } } | null = null;
  const current = () => account?.prefs ?? anonymous;
  const switched = new Set<() => void>();

  function follow<T>(pick: (prefs: ChatPrefs) => Pref<T>): Pref<T> {
    return {
      get: () => pick(current()).get(),
      set: (value) => pick(current()).set(value),
      subscribe(listener) {
        let inner = pick(current()).subscribe(listener);
        const onSwitch = () => {
          inner();
          inner = pick(current()).subscribe(listener);
          listener();
        };
        switched.add(onSwitch);
        return () => {
          inner();
          switched.delete(onSwitch);
        };
      },
    };
  }

  function dropAnonymous(prompts: readonly Prompt[]) {
    const gone = new Set(prompts.map((p) => p.title));
    anonymous.prompts.set(anonymous.prompts.get().filter((p) => !gone.has(p.title)));
  }

  function open(uid: string) {
    const storage = storageOf(uid);
    const prefs = createChatPrefs(storage, accountPrefsPrefix(prefix, uid));
    // The account's first sync on this device: it starts from this browser's values, which fill an
    // account that has none and give way to the values it has.
    if (storage.get('sync:prefs') === null) {
      prefs.settings.set(anonymous.settings.get());
      prefs.prompts.set(anonymous.prompts.get());
      prefs.recentGpts.set(anonymous.recentGpts.get());
    }
    const source = createPrefSyncSource({
      storage,
      onOutbox,
      prefs: [
        { kind: 'chat_settings', read: () => prefs.settings.get(), write: (raw) => prefs.settings.set(sanitizeGlobalSettings(raw)), subscribe: prefs.settings.subscribe },
        { kind: 'prompts', read: () => prefs.prompts.get(), write: (raw) => prefs.prompts.set(readPromptList(raw)), subscribe: prefs.prompts.subscribe },
        { kind: 'gpt_recents', read: () => prefs.recentGpts.get(), write: (raw) => prefs.recentGpts.set(readRecentGpts(raw)), subscribe: prefs.recentGpts.subscribe },
      ],
    });
    return { uid, prefs, source };
  }

  return {
    get source() {
      return account?.source ?? null;
    },
    prefs: {
      settings: follow((p) => p.settings),
      server: anonymous.server,
      ui: follow((p) => p.ui),
      prompts: follow((p) => p.prompts),
      recentGpts: follow((p) => p.recentGpts),
    },
    use(uid) {
      if ((account?.uid ?? null) === uid) return account?.source ?? null;
      account?.source.close();
      account = uid ? open(uid) : null;
      switched.forEach((onSwitch) => onSwitch());
      return account?.source ?? null;
    },
    forget(uid) {
      storageOf(uid).clear();
    },
    anonymousPrompts() {
      if (!account) return [];
      const mine = account.prefs.prompts.get();
      return anonymous.prompts.get().filter((prompt) => !findConflict(mine, prompt));
    },
    movePromptsIntoAccount(prompts) {
      if (!account) throw new Error('movePromptsIntoAccount: nobody is signed in');
      const merged = [...account.prefs.prompts.get()];
      for (const prompt of prompts) if (!findConflict(merged, prompt)) merged.push(prompt);
      // The account's copy first: a failure half way leaves a prompt in both lists, never in neither.
      account.prefs.prompts.set(merged);
      dropAnonymous(prompts);
    },
    discardAnonymousPrompts: (prompts) => dropAnonymous(prompts),
  };
}
