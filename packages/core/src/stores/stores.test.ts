import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage, type StorageLike } from '../storage/createStorage';
import { createAppSettingsStore } from './appSettingsStore';
import { createAppStateStore } from './appStateStore';
import { createAuthStore } from './authStore';
import { ACTION_FLAG_RESET_MS } from './constants';
import { createStores } from './createStores';
import { createUserStore, defaultUserInfo } from './userStore';

function backend(initial: Record<string, string> = {}): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}
const wrap = (data: unknown) => JSON.stringify({ data, expire: null });

describe('app settings store', () => {
  it('starts with the spec defaults', () => {
    expect(createAppSettingsStore(createStorage({ backend: backend() })).getState()).toEqual({
      siderCollapsed: false,
      theme: 'light',
      language: 'zh-CN',
    });
  });

  it('persists under appSetting with no expiry and reads it back', () => {
    const b = backend();
    const store = createAppSettingsStore(createStorage({ backend: b }));
    store.setTheme('dark');
    store.setLanguage('ko-KR');
    store.setSiderCollapsed(true);
    expect(JSON.parse(b.map.get('appSetting') ?? '')).toEqual({
      data: { siderCollapsed: true, theme: 'dark', language: 'ko-KR' },
      expire: null,
    });
    expect(createAppSettingsStore(createStorage({ backend: b })).getState().language).toBe('ko-KR');
  });

  it('falls back field by field when stored values are corrupt', () => {
    const b = backend({ appSetting: wrap({ theme: 'purple', language: 'fr-FR', siderCollapsed: 'yes' }) });
    expect(createAppSettingsStore(createStorage({ backend: b })).getState()).toEqual({
      siderCollapsed: false,
      theme: 'light',
      language: 'fr-FR',
    });
  });
});

describe('app settings store, more', () => {
  it('starts from defaults when the stored settings are not JSON or not an object', () => {
    for (const raw of ['{broken', wrap(['dark']), wrap('dark')]) {
      const store = createAppSettingsStore(createStorage({ backend: backend({ appSetting: raw }) }));
      expect(store.getState()).toEqual({ siderCollapsed: false, theme: 'light', language: 'zh-CN' });
    }
  });

  it('accepts the auto theme preference and resets to the defaults, not to what was stored', () => {
    const b = backend({ appSetting: wrap({ theme: 'auto', language: 'vi-VN', siderCollapsed: true }) });
    const store = createAppSettingsStore(createStorage({ backend: b }));
    expect(store.getState().theme).toBe('auto');
    store.reset();
    expect(store.getState()).toEqual({ siderCollapsed: false, theme: 'light', language: 'zh-CN' });
    expect(createAppSettingsStore(createStorage({ backend: b })).getState().language).toBe('zh-CN');
  });
});

describe('app state store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears the action flag 2000 ms after it was last set', () => {
    const store = createAppStateStore();
    store.setAction('upload', { id: 1 });
    vi.advanceTimersByTime(ACTION_FLAG_RESET_MS - 500);
    store.setAction('upload', { id: 2 });
    vi.advanceTimersByTime(ACTION_FLAG_RESET_MS - 1);
    expect(store.getState()).toMatchObject({ act: 'upload', actData: { id: 2 } });
    vi.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ act: '', actData: null });
  });

  it('starts empty and keeps the other fields when the flag clears', () => {
    const store = createAppStateStore();
    expect(store.getState()).toEqual({ act: '', actData: null, local: '', session: {}, isLoader: false });
    store.setState({ isLoader: true });
    store.setAction('delete');
    vi.advanceTimersByTime(ACTION_FLAG_RESET_MS);
    expect(store.getState()).toMatchObject({ act: '', isLoader: true });
  });

  it('cancels a pending clear on dispose, so nothing changes after the provider is gone', () => {
    const store = createAppStateStore();
    const listener = vi.fn();
    store.setAction('upload', 1);
    store.subscribe(listener);
    store.dispose();
    vi.advanceTimersByTime(ACTION_FLAG_RESET_MS * 2);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState().act).toBe('upload');
  });
});

describe('user store', () => {
  it('has the spec defaults: logged out, UseApiKeyCache on, empty WUser and wUserInfo', () => {
    const state = createUserStore(createStorage({ backend: backend() })).getState();
    expect(state).toMatchObject({ isLogin: false, UseApiKeyCache: true, WUser: { nickname: '', admin_level: 0 }, wUserInfo: {} });
  });

  it('marks the user logged in when a token is set, and never stores the password', () => {
    const b = backend();
    const store = createUserStore(createStorage({ backend: b }));
    store.updateUserInfo({ token: 'jwt', username: 'ann', password: 'secret1', uid: 'u1' });
    expect(store.getState().isLogin).toBe(true);
    expect(b.map.get('userStorage')).not.toContain('secret1');
    expect(createUserStore(createStorage({ backend: b })).getState()).toMatchObject({ token: 'jwt', isLogin: true, password: '' });
  });

  it('logs out exactly as spec §4 says and asks the host to reload', () => {
    const reload = vi.fn();
    const store = createUserStore(createStorage({ backend: backend() }));
    store.updateUserInfo({ token: 'jwt', name: 'Ann', avatar: 'a.png', description: 'hi', uid: 'u1', expireTime: 99, username: 'ann' });
    store.logout({ reload });
    expect(store.getState()).toMatchObject({
      token: '',
      name: null,
      avatar: '',
      description: '',
      uid: '',
      isLogin: false,
      expireTime: 0,
      username: 'ann',
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('resets to defaults, also after a reload', () => {
    const b = backend();
    createUserStore(createStorage({ backend: b })).updateUserInfo({ token: 'x', phone: '123' });
    const reloaded = createUserStore(createStorage({ backend: b }));
    expect(reloaded.getState().phone).toBe('123');
    reloaded.resetUserInfo();
    expect(reloaded.getState()).toEqual(defaultUserInfo);
    expect(createUserStore(createStorage({ backend: b })).getState()).toEqual(defaultUserInfo);
  });

  it('marks the user logged out when the token is emptied, and leaves the flag alone otherwise', () => {
    const store = createUserStore(createStorage({ backend: backend() }));
    store.updateUserInfo({ token: 'jwt' });
    store.updateUserInfo({ phone: '1' });
    expect(store.getState().isLogin).toBe(true);
    store.updateUserInfo({ token: '' });
    expect(store.getState().isLogin).toBe(false);
  });

  it('drops the refresh token and admin rights on logout', () => {
    const store = createUserStore(createStorage({ backend: backend() }));
    store.updateUserInfo({ token: 'jwt', refreshToken: 'r', WUser: { nickname: 'Ann', admin_level: 1 }, role: 'admin' });
    store.logout();
    expect(store.getState()).toMatchObject({ refreshToken: '', WUser: { nickname: '', admin_level: 0 }, role: '' });
  });

  it('ignores a corrupt WUser but keeps the other stored fields', () => {
    const b = backend({ userStorage: wrap({ token: 't', isLogin: true, WUser: { nickname: 5 } }) });
    expect(createUserStore(createStorage({ backend: b })).getState()).toMatchObject({
      token: 't',
      isLogin: true,
      WUser: { nickname: '', admin_level: 0 },
    });
  });
});

describe('auth store', () => {
  it('keeps the access password under accessPassword and removes it when the server needs none', () => {
    const b = backend();
    const store = createAuthStore(createStorage({ backend: b }));
    store.setAccessPassword('pw');
    expect(createAuthStore(createStorage({ backend: b })).getState().accessPassword).toBe('pw');
    store.applySessionAuth(true);
    expect(store.getState().accessPassword).toBe('pw');
    store.applySessionAuth(false);
    expect(store.getState().accessPassword).toBe('');
    expect(b.map.has('accessPassword')).toBe(false);
  });

  it('moves a password saved under the old SECRET_TOKEN key to the new one, once', () => {
    const b = backend({ SECRET_TOKEN: wrap('old-pw') });
    expect(createAuthStore(createStorage({ backend: b })).getState().accessPassword).toBe('old-pw');
    expect(b.map.has('SECRET_TOKEN')).toBe(false);
    expect(createAuthStore(createStorage({ backend: b })).getState().accessPassword).toBe('old-pw');
  });

  it('prefers the new key over a stale old one', () => {
    const b = backend({ SECRET_TOKEN: wrap('stale'), accessPassword: wrap('current') });
    expect(createAuthStore(createStorage({ backend: b })).getState().accessPassword).toBe('current');
    expect(b.map.has('SECRET_TOKEN')).toBe(false);
  });

  it('sets the session theme light, or the system scheme when the preference is auto', () => {
    const store = createAuthStore(createStorage({ backend: backend() }));
    expect(store.getState().session.theme).toBe('light');
    store.setSession({ auth: true }, { preference: 'dark', prefersDark: true });
    expect(store.getState().session).toEqual({ auth: true, theme: 'light' });
    store.setSession({ auth: true }, { preference: 'auto', prefersDark: true });
    expect(store.getState().session.theme).toBe('dark');
    store.setSession({ auth: true }, { preference: 'auto', prefersDark: false });
    expect(store.getState().session.theme).toBe('light');
  });

  it('ignores a stored password that is not a string, and resets to none', () => {
    expect(createAuthStore(createStorage({ backend: backend({ accessPassword: wrap(123) }) })).getState().accessPassword).toBe('');
    expect(createAuthStore(createStorage({ backend: backend({ SECRET_TOKEN: wrap(123) }) })).getState().accessPassword).toBe('');
    const b = backend({ accessPassword: wrap('pw') });
    const store = createAuthStore(createStorage({ backend: b }));
    expect(store.getState().accessPassword).toBe('pw');
    store.reset();
    expect(store.getState()).toEqual({ accessPassword: '', session: { theme: 'light' } });
    expect(b.map.has('accessPassword')).toBe(false);
  });
});

describe('createStores', () => {
  it('gives each provider its own stores over its own storage', () => {
    const a = createStores(createStorage({ backend: null }), { env: 'ppe' });
    const b = createStores(createStorage({ backend: null }));
    a.settings.setTheme('dark');
    expect(b.settings.getState().theme).toBe('light');
    expect(a.envInfo.getState()).toMatchObject({ env: 'ppe', is_use_sse: true });
    expect(b.envInfo.getState().env).toBe('prod');
  });
});
