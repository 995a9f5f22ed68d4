import { ApiRequestError, type AppServices, createStorage, createStores } from '@atelier/core';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isOnline } from '../offline/connectivity';
import { createGuestOnly, createRequireAuth, createSessionCheck } from './guards';

function fakeServices(refresh: (signal?: AbortSignal) => Promise<unknown>) {
  const stores = createStores(createStorage({ backend: null }));
  const services = { stores, session: { refresh: vi.fn(refresh) } } as unknown as AppServices;
  return { services, stores };
}

function args(url: string, signal: AbortSignal = new AbortController().signal): LoaderFunctionArgs {
  return { request: new Request(`http://app.test${url}`, { signal }), params: {}, context: undefined } as LoaderFunctionArgs;
}

/** What a loader threw: react-router's redirect is a Response with a Location header. */
async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}
const locationOf = (value: unknown) => (value instanceof Response ? value.headers.get('location') : null);

describe('session check before each navigation (spec §4)', () => {
  it('drops the stored access password when the server needs none', async () => {
    const { services, stores } = fakeServices(async () => ({ auth: false, theme: 'light' }));
    stores.auth.setState({ accessPassword: 'old-password' });
    expect(await createSessionCheck(services)(args('/chat'))).toBeNull();
    expect(stores.auth.getState().accessPassword).toBe('');
  });

  it('keeps the access password when the server asks for one', async () => {
    const { services, stores } = fakeServices(async () => ({ auth: true }));
    stores.auth.setState({ accessPassword: 'pw' });
    await createSessionCheck(services)(args('/chat'));
    expect(stores.auth.getState().accessPassword).toBe('pw');
  });

  it('goes to /500 when the check fails', async () => {
    const { services } = fakeServices(() => Promise.reject(new Error('Network Error')));
    expect(locationOf(await thrown(() => createSessionCheck(services)(args('/info/main'))))).toBe('/500');
  });

  it('carries on as the last signed-in user when the browser is offline, so kept books still open', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { services, stores } = fakeServices(() => Promise.reject(new ApiRequestError('NETWORK_ERROR', 'Network Error', 0)));
      stores.user.setState({ token: 'kept-token' });
      expect(await createSessionCheck(services)(args('/book/epub/x'))).toBeNull();
      expect(stores.user.getState().token).toBe('kept-token');
      online.mockReturnValue(true);
      expect(isOnline()).toBe(false);
      // The next check that gets an answer makes the app online again.
      services.session.refresh = vi.fn(async () => ({ auth: false }) as never);
      await createSessionCheck(services)(args('/chat'));
      expect(isOnline()).toBe(true);
    } finally {
      online.mockRestore();
    }
  });

  it('goes to /500 when the server cannot be reached and nothing here works offline (no service worker)', async () => {
    const { services } = fakeServices(() => Promise.reject(new ApiRequestError('NETWORK_ERROR', 'Network Error', 0)));
    expect(locationOf(await thrown(() => createSessionCheck(services)(args('/info/main'))))).toBe('/500');
  });

  it('goes to /500 when the server answers the check with an error', async () => {
    const { services } = fakeServices(() => Promise.reject(new ApiRequestError('HTTP_502', 'Bad Gateway', 502)));
    expect(locationOf(await thrown(() => createSessionCheck(services)(args('/info/main'))))).toBe('/500');
  });

  it('does not check again on /500 itself, so the error page can show', async () => {
    const { services } = fakeServices(() => Promise.reject(new Error('down')));
    expect(await createSessionCheck(services)(args('/500'))).toBeNull();
    expect(services.session.refresh).not.toHaveBeenCalled();
  });

  it('lets a cancelled navigation end quietly instead of sending the user to /500', async () => {
    const controller = new AbortController();
    const { services } = fakeServices(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const error = await thrown(() => createSessionCheck(services)(args('/chat', controller.signal)));
    expect(error).toBeInstanceOf(DOMException);
  });

  it('stores the device fingerprint, platform and user agent once the page is idle, and only once', async () => {
    const { services, stores } = fakeServices(async () => ({ auth: false }));
    const idle: Array<() => void> = [];
    const check = createSessionCheck(services, (task) => idle.push(task));
    await check(args('/chat'));
    await check(args('/draw'));
    expect(stores.user.getState().device_id).toBe('');
    expect(idle).toHaveLength(1);
    idle[0]?.();
    const user = stores.user.getState();
    expect(user.device_id).toMatch(/.+/);
    expect(user.user_agent).toBe(navigator.userAgent);
    expect(stores.envInfo.getState().user_agent).toBe(navigator.userAgent);
  });

  it('sends the check before it computes the fingerprint, and still stores the fingerprint on /500', async () => {
    let fingerprintAtRequest: string | null = null;
    const { services, stores } = fakeServices(async () => ({ auth: false }));
    services.session.refresh = vi.fn(async () => {
      fingerprintAtRequest = stores.user.getState().device_id;
      return { auth: false } as never;
    });
    await createSessionCheck(services, (task) => task())(args('/book/pdf/b1'));
    expect(fingerprintAtRequest).toBe('');
    expect(stores.user.getState().device_id).toMatch(/^[0-9a-f]{8}$/);

    const onErrorPage = fakeServices(async () => ({}));
    expect(await createSessionCheck(onErrorPage.services, (task) => task())(args('/500'))).toBeNull();
    expect(onErrorPage.services.session.refresh).not.toHaveBeenCalled();
    expect(onErrorPage.stores.user.getState().device_id).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('login and admin guards', () => {
  it('sends a guest to /login with the full path, query and hash', async () => {
    const { services } = fakeServices(async () => ({}));
    const location = locationOf(await thrown(() => createRequireAuth(services)(args('/upload/batchupload?x=1&y=2#files'))));
    expect(location).toBe(`/login?redirect=${encodeURIComponent('/upload/batchupload?x=1&y=2#files')}`);
  });

  it('lets a signed-in user through', () => {
    const { services, stores } = fakeServices(async () => ({}));
    stores.user.updateUserInfo({ token: 'jwt' });
    expect(createRequireAuth(services)(args('/mine/index'))).toBeNull();
  });

  it('sends a signed-in user without admin rights from an admin route to /404', async () => {
    const { services, stores } = fakeServices(async () => ({}));
    stores.user.updateUserInfo({ token: 'jwt', role: 'user', WUser: { nickname: 'Bo', admin_level: 0 } });
    expect(locationOf(await thrown(() => createRequireAuth(services, { adminOnly: true })(args('/mine/admin'))))).toBe('/404');
  });

  it('admits an admin by role or by admin level', () => {
    const { services, stores } = fakeServices(async () => ({}));
    stores.user.updateUserInfo({ token: 'jwt', role: 'admin' });
    expect(createRequireAuth(services, { adminOnly: true })(args('/mine/admin'))).toBeNull();
    stores.user.updateUserInfo({ role: 'user', WUser: { nickname: 'Ann', admin_level: 1 } });
    expect(createRequireAuth(services, { adminOnly: true })(args('/mine/admin'))).toBeNull();
  });

  it('sends a signed-in user away from /login to the redirect target, or home', async () => {
    const { services, stores } = fakeServices(async () => ({}));
    expect(createGuestOnly(services)(args('/login?redirect=%2Fmine%2Findex'))).toBeNull();
    stores.user.updateUserInfo({ token: 'jwt' });
    expect(locationOf(await thrown(() => createGuestOnly(services)(args('/login?redirect=%2Fmine%2Findex'))))).toBe('/mine/index');
    expect(locationOf(await thrown(() => createGuestOnly(services)(args('/register'))))).toBe('/');
    expect(locationOf(await thrown(() => createGuestOnly(services)(args('/login?redirect=https%3A%2F%2Fevil.example'))))).toBe('/');
  });
});
