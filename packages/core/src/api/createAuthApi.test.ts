import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAuthActors } from '../actors/createAuthActors';
import { createHttpClient } from '../http/createHttpClient';
import { loginMachine } from '../machines/loginMachine';
import { createAuthApi } from './createAuthApi';

const BASE = 'http://library.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tokens = { getAccessToken: () => 'expired', refresh: vi.fn(async () => null), onSessionExpired: vi.fn() };

describe('createAuthApi', () => {
  it('sends the transformed password and the user name as display name on register', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/api/register`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user_id: 'u1', msg: 'ok' }, { status: 201 });
      }),
    );
    const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens }), (p) => `hashed:${p}`);
    await expect(api.register('ann', 'secret1')).resolves.toEqual({ user_id: 'u1', msg: 'ok' });
    expect(body).toEqual({ name: 'ann', user_name: 'ann', password: 'hashed:secret1' });
  });

  it('asks for a reset code in the given language and resets with the transformed password, never refreshing a token', async () => {
    const seen: Array<{ path: string; body: unknown; language: string | null }> = [];
    const record = async (request: Request) => seen.push({ path: new URL(request.url).pathname, body: await request.json(), language: request.headers.get('accept-language') });
    server.use(
      http.post(`${BASE}/api/auth/reset-code`, async ({ request }) => (await record(request), new HttpResponse(null, { status: 204 }))),
      http.post(`${BASE}/api/auth/reset`, async ({ request }) => (
        await record(request), HttpResponse.json({ code: 'RESET_CODE_INVALID', msg: 'The code is wrong' }, { status: 400 })
      )),
    );
    const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens }), (p) => `hashed:${p}`);
    await expect(api.requestResetCode('ann@example.com', 'fr-FR')).resolves.toBeUndefined();
    await expect(api.resetPassword('ann@example.com', '012345', 'new-one')).rejects.toMatchObject({ status: 400, code: 'RESET_CODE_INVALID' });
    expect(seen).toEqual([
      { path: '/api/auth/reset-code', body: { email: 'ann@example.com' }, language: 'fr-FR' },
      { path: '/api/auth/reset', body: { email: 'ann@example.com', code: '012345', new_password: 'hashed:new-one' }, language: null },
    ]);
    expect(tokens.refresh).not.toHaveBeenCalled();
  });

  it('never tries a token refresh when the login itself is refused', async () => {
    server.use(http.post(`${BASE}/api/login`, () => HttpResponse.json({ code: 'INVALID_CREDENTIALS', msg: 'Wrong password' }, { status: 401 })));
    const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens }), (p) => p);
    await expect(api.login('ann', 'nope')).rejects.toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(tokens.refresh).not.toHaveBeenCalled();
  });

  it('drives the login machine to a "login failed" error carrying the server code', async () => {
    server.use(http.post(`${BASE}/api/login`, () => HttpResponse.json({ code: 'INVALID_CREDENTIALS', msg: 'Wrong password' }, { status: 401 })));
    const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens }), (p) => p);
    const actor = createActor(loginMachine.provide({ actors: createAuthActors(api) }), { input: { userName: 'ann', password: 'secret1' } }).start();
    actor.send({ type: 'login.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(snapshot.context.error).toMatchObject({ code: 'LOGIN_FAILED', error: { code: 'INVALID_CREDENTIALS', msg: 'Wrong password', status: 401 } });
  });

  it('maps a successful login response to the machine result', async () => {
    server.use(
      http.post(`${BASE}/api/login`, () =>
        HttpResponse.json({ access_token: 'a', refresh_token: 'r', expires_in: 3600, user: { id: 'u1' } }),
      ),
    );
    const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens }), (p) => p);
    const actor = createActor(loginMachine.provide({ actors: createAuthActors(api) }), { input: { userName: 'ann', password: 'secret1' } }).start();
    actor.send({ type: 'login.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('succeeded'));
    expect(snapshot.context.result).toEqual({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600 });
    actor.stop();
  });

  describe('account', () => {
    const signedIn = { getAccessToken: () => 'tok', refresh: vi.fn(async () => null), onSessionExpired: vi.fn() };

    it('changes the password sending both passwords transformed, with the access token', async () => {
      let body: unknown;
      let auth: string | null = null;
      server.use(
        http.post(`${BASE}/api/account/password`, async ({ request }) => {
          body = await request.json();
          auth = request.headers.get('authorization');
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens: signedIn }), (p) => `hashed:${p}`);
      await expect(api.changePassword('old-one', 'new-one')).resolves.toBeUndefined();
      expect(body).toEqual({ current_password: 'hashed:old-one', new_password: 'hashed:new-one' });
      expect(auth).toBe('Bearer tok');
    });

    it('refuses a wrong current password with its code', async () => {
      server.use(http.post(`${BASE}/api/account/password`, () => HttpResponse.json({ code: 'WRONG_PASSWORD', msg: 'x' }, { status: 403 })));
      const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens: signedIn }), (p) => p);
      await expect(api.changePassword('bad', 'new-one')).rejects.toMatchObject({ status: 403, code: 'WRONG_PASSWORD' });
    });

    it('lists signed-in devices and revokes one by id', async () => {
      const device = { id: 'a/b', created_at: '2026-01-01T00:00:00.000Z', last_used_at: '2026-01-02T00:00:00.000Z', user_agent: 'UA', current: false };
      let deleted: string | null = null;
      server.use(
        http.get(`${BASE}/api/account/sessions`, () => HttpResponse.json({ items: [device] })),
        http.delete(`${BASE}/api/account/sessions/:id`, ({ request }) => {
          deleted = new URL(request.url).pathname;
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens: signedIn }), (p) => p);
      await expect(api.listSessions()).resolves.toEqual([device]);
      await api.revokeSession('a/b');
      expect(deleted).toBe('/api/account/sessions/a%2Fb');
    });

    it('deletes the account with the transformed password and the chosen fate of the books', async () => {
      const bodies: unknown[] = [];
      server.use(
        http.delete(`${BASE}/api/account`, async ({ request }) => {
          bodies.push(await request.json());
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens: signedIn }), (p) => `hashed:${p}`);
      await expect(api.deleteAccount({ password: 'mine', books: 'hand_over' })).resolves.toBeUndefined();
      await api.deleteAccount({ confirmUserName: 'wx_1', books: 'delete' });
      expect(bodies).toEqual([
        { password: 'hashed:mine', books: 'hand_over' },
        { confirm_user_name: 'wx_1', books: 'delete' },
      ]);
    });

    it('refuses the last administrator with its code', async () => {
      server.use(http.delete(`${BASE}/api/account`, () => HttpResponse.json({ code: 'LAST_ADMIN', msg: 'x' }, { status: 409 })));
      const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens: signedIn }), (p) => p);
      await expect(api.deleteAccount({ password: 'mine', books: 'delete' })).rejects.toMatchObject({ status: 409, code: 'LAST_ADMIN' });
    });
  });

  describe('reset links', () => {
    const LINK = 'A'.repeat(43);

    it('reads whose link it is and spends it on the transformed password without trying a refresh', async () => {
      let body: unknown;
      server.use(
        http.get(`${BASE}/api/auth/reset-link/${LINK}`, () => HttpResponse.json({ user_name: 'ann', expires_at: '2026-01-02T00:00:00.000Z' })),
        http.post(`${BASE}/api/auth/reset-link/${LINK}`, async ({ request }) => {
          body = await request.json();
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens }), (p) => `hashed:${p}`);
      await expect(api.checkResetLink(LINK)).resolves.toEqual({ user_name: 'ann', expires_at: '2026-01-02T00:00:00.000Z' });
      await expect(api.redeemResetLink(LINK, 'new-one')).resolves.toBeUndefined();
      expect(body).toEqual({ new_password: 'hashed:new-one' });
    });

    it('passes on RESET_LINK_INVALID', async () => {
      tokens.refresh.mockClear();
      server.use(http.post(`${BASE}/api/auth/reset-link/${LINK}`, () => HttpResponse.json({ code: 'RESET_LINK_INVALID', msg: 'x' }, { status: 410 })));
      const api = createAuthApi(createHttpClient({ baseURL: BASE, tokens }), (p) => p);
      await expect(api.redeemResetLink(LINK, 'new-one')).rejects.toMatchObject({ status: 410, code: 'RESET_LINK_INVALID' });
      expect(tokens.refresh).not.toHaveBeenCalled();
    });
  });
});
