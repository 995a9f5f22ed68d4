import { createServices, validateConfig } from '@atelier/core';
import { describe, expect, it, vi } from 'vitest';
import { createAccountChatPrefs } from './createAccountChatPrefs';

let n = 0;
function setup() {
  const prefix = `prefs-${++n}:`;
  const core = createServices(validateConfig({ libraryApi: { baseUrl: 'https://api.our.site' }, storage: { prefix } }));
  const onOutbox = vi.fn();
  return { core, prefix, onOutbox, account: createAccountChatPrefs(core, onOutbox) };
}
const keysWith = (text: string) => Object.keys(localStorage).filter((key) => key.includes(text));

describe('createAccountChatPrefs', () => {
  it('gives each account its own settings and prompts, starting from the browser’s, and leaves the browser’s as they were', () => {
    const { account, onOutbox } = setup();
    const { prefs } = account;
    prefs.prompts.set([{ title: 'Mine', content: 'Before signing in' }]);
    prefs.server.set({ baseUrl: 'https://my.own', apiKey: 'sk-mine', accessPassword: '', timeoutSec: 60 });
    const heard = vi.fn();
    prefs.prompts.subscribe(heard);

    account.use('alice');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(prefs.prompts.get()).toEqual([{ title: 'Mine', content: 'Before signing in' }]);
    prefs.prompts.set([{ title: 'Alice’s', content: 'Only in the account' }]);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(onOutbox).toHaveBeenCalledTimes(1);
    // The user's own service and key are this browser's, in or out of an account.
    expect(prefs.server.get().apiKey).toBe('sk-mine');

    account.use(null);
    expect(prefs.prompts.get()).toEqual([{ title: 'Mine', content: 'Before signing in' }]);
    account.use('alice');
    expect(prefs.prompts.get()).toEqual([{ title: 'Alice’s', content: 'Only in the account' }]);
  });

  it('syncs settings, prompts and recent GPTs, never the own service’s secrets', async () => {
    const { account } = setup();
    const source = account.use('bob')!;
    const sent = await source.readOutbox(10);
    expect(sent.map((r) => r.kind).sort()).toEqual(['chat_settings', 'gpt_recents', 'prompts']);
    expect(JSON.stringify(sent)).not.toContain('apiKey');

    await source.applyRemote([{ kind: 'prompts', id: 'default', parent_id: null, updated_at: 99, data: { value: [{ title: 'From the phone', content: 'Hi' }, { bogus: true }] } }]);
    expect(account.prefs.prompts.get()).toEqual([{ title: 'From the phone', content: 'Hi' }]);
  });

  it('forgets the account’s prefs in this browser, and starts again from the browser’s at the next sign-in', () => {
    const { account } = setup();
    account.use('carol');
    account.prefs.prompts.set([{ title: 'Carol’s', content: 'x' }]);
    expect(keysWith('carol').length).toBeGreaterThan(0);
    account.use(null);
    account.forget('carol');
    expect(keysWith('carol')).toEqual([]);
    account.use('carol');
    expect(account.prefs.prompts.get()).toEqual([]);
  });

  it('offers the browser’s signed-out prompts the account lacks, and moves or deletes them without losing the account’s', () => {
    const { account } = setup();
    const { prefs } = account;
    expect(account.anonymousPrompts()).toEqual([]);
    account.use('carol');
    // The account's own list, as its first sync brought it.
    prefs.prompts.set([{ title: 'Poet', content: 'Write a poem' }]);
    account.use(null);
    prefs.prompts.set([
      { title: 'Poet', content: 'Write a poem' },
      { title: 'Translator', content: 'Translate into French' },
      { title: 'Critic', content: 'Review this' },
    ]);

    account.use('carol');
    expect(account.anonymousPrompts().map((p) => p.title)).toEqual(['Translator', 'Critic']);
    account.movePromptsIntoAccount([{ title: 'Translator', content: 'Translate into French' }]);
    expect(prefs.prompts.get().map((p) => p.title)).toEqual(['Poet', 'Translator']);
    account.discardAnonymousPrompts([{ title: 'Critic', content: 'Review this' }]);
    expect(account.anonymousPrompts()).toEqual([]);

    account.use(null);
    expect(prefs.prompts.get().map((p) => p.title)).toEqual(['Poet']);
  });
});
