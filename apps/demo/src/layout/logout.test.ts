import 'fake-indexeddb/auto';
import { createServices, validateConfig } from '@atelier/core';
import { describe, expect, it, vi } from 'vitest';
import { accountSyncService } from '../sync/accountSyncService';
import { accountChatDbName } from '../sync/createAccountChatStore';
import { logout } from './logout';

let n = 0;
const names = async () => (await indexedDB.databases()).map((d) => d.name ?? '');

/** Signed in as `uid`, with one chat written while the server cannot be reached. */
async function offlineWithUnsentChat(uid: string) {
  const prefix = `logout-${++n}:`;
  const core = createServices(validateConfig({ libraryApi: { baseUrl: 'https://api.our.site' }, storage: { backend: null, prefix } }));
  core.stores.user.setState({ uid, token: 'access', refreshToken: 'refresh' });
  vi.spyOn(core.sync, 'push').mockRejectedValue(new TypeError('Failed to fetch'));
  vi.spyOn(core.sync, 'pull').mockRejectedValue(new TypeError('Failed to fetch'));
  const serverLogout = vi.spyOn(core.auth, 'logout').mockResolvedValue(undefined as never);
  const sync = core.get(accountSyncService);
  sync.use(uid);
  await sync.chat.createConversation({ title: 'Written on the train' });
  return { core, prefix, serverLogout };
}

describe('logout', () => {
  it('asks before deleting changes the server has not taken, and staying signed in keeps them', async () => {
    const { core, prefix, serverLogout } = await offlineWithUnsentChat('erin');
    const reload = vi.fn();
    const confirmUnsent = vi.fn(async () => false);

    expect(await logout(core, { reload, confirmUnsent })).toBe(false);

    expect(confirmUnsent).toHaveBeenCalledWith(1);
    expect(core.stores.user.getState().uid).toBe('erin');
    expect(serverLogout).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(await names()).toContain(accountChatDbName(prefix, 'erin'));
    expect((await core.get(accountSyncService).chat.listConversations()).map((c) => c.title)).toEqual(['Written on the train']);
  });

  it('signs out and forgets this device’s copy when the user chooses to log out anyway', async () => {
    const { core, prefix, serverLogout } = await offlineWithUnsentChat('frank');
    const reload = vi.fn();

    expect(await logout(core, { reload, confirmUnsent: async () => true })).toBe(true);

    expect(serverLogout).toHaveBeenCalledWith('refresh');
    expect(core.stores.user.getState().uid).not.toBe('frank');
    expect(reload).toHaveBeenCalled();
    expect(await names()).not.toContain(accountChatDbName(prefix, 'frank'));
  });
});
