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
});
