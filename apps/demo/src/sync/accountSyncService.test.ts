import 'fake-indexeddb/auto';
import { createSyncedChatStore } from '@atelier/chat';
import { createServices, validateConfig } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { forgetAccountUnlessUnsent } from './accountSyncService';
import { accountChatDbName } from './createAccountChatStore';
import { accountDrawDbName } from './createAccountDrawStore';

let n = 0;
const names = async () => (await indexedDB.databases()).map((d) => d.name ?? '');

describe('forgetAccountUnlessUnsent (signed out without logout: the session expired or was revoked)', () => {
  it('removes the account’s chats and drawings from this browser when the server has all of them', async () => {
    const prefix = `expired-${++n}:`;
    const core = createServices(validateConfig({ libraryApi: { baseUrl: 'https://api.our.site' }, storage: { backend: null, prefix } }));
    const chat = createSyncedChatStore({ name: accountChatDbName(prefix, 'alice') });
    await chat.createConversation({ title: 'Sent already' });
    await chat.source.acknowledge(await chat.source.readOutbox(10));
    chat.close();
    core.storage.set('sync:alice:cursor', 7);

    expect(await forgetAccountUnlessUnsent(core, 'alice')).toBe(true);
    expect((await names()).filter((name) => name.startsWith(prefix))).toEqual([]);
    expect(core.storage.get('sync:alice:cursor', (v): v is number => typeof v === 'number')).toBeNull();
  });

  it('keeps them while a change waits to be sent, for the next sign-in here to send', async () => {
    const prefix = `expired-${++n}:`;
    const core = createServices(validateConfig({ libraryApi: { baseUrl: 'https://api.our.site' }, storage: { backend: null, prefix } }));
    const chat = createSyncedChatStore({ name: accountChatDbName(prefix, 'bob') });
    await chat.createConversation({ title: 'Written offline' });
    chat.close();

    expect(await forgetAccountUnlessUnsent(core, 'bob')).toBe(false);
    expect(await names()).toContain(accountChatDbName(prefix, 'bob'));
  });

  it('creates nothing for an account that has no copies here', async () => {
    const prefix = `expired-${++n}:`;
    const core = createServices(validateConfig({ libraryApi: { baseUrl: 'https://api.our.site' }, storage: { backend: null, prefix } }));
    expect(await forgetAccountUnlessUnsent(core, 'carol')).toBe(true);
    expect((await names()).filter((name) => name.startsWith(prefix))).toEqual([]);
    expect(await names()).not.toContain(accountDrawDbName(prefix, 'carol'));
  });
});
