import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiRequestError } from '../errors/AtelierError';
import type { Credentials } from './authErrors';
import { LOGIN_REDIRECT_MS, LOGIN_TICK_MS, loginMachine, type LoginResult } from './loginMachine';

const ok: LoginResult = { accessToken: 'jwt', refreshToken: 'r1', expiresIn: 3600 };

function start(request: (c: Credentials) => Promise<LoginResult>) {
  const storeSession = vi.fn();
  const calls: Credentials[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: { loginRequest: fromPromise(({ input }: { input: Credentials }) => (calls.push(input), request(input))) },
      actions: { storeSession: (_, params) => storeSession(params) },
    }),
    { input: { userName: 'saved-name', remember: true } },
  ).start();
  // A password the rules accept, so that a submit sends.
  actor.send({ type: 'field.change', field: 'password', value: 'pw' });
  return { actor, storeSession, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loginMachine', () => {
  it('given remembered credentials, pre-fills the user name', () => {
    const { actor } = start(async () => ok);
    expect(actor.getSnapshot().context.userName).toBe('saved-name');
  });

  it('sends the typed credentials, stores the session, and redirects 200 ms after success', async () => {
    const { actor, storeSession, calls } = start(async () => ok);
    actor.send({ type: 'field.change', field: 'userName', value: 'ann' });
    actor.send({ type: 'field.change', field: 'password', value: 'secret1' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ userName: 'ann', password: 'secret1' }]);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(storeSession).toHaveBeenCalledWith({ result: ok, credentials: { userName: 'ann', password: 'secret1' }, remember: true });
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores a second submit while the first is in flight', async () => {
    const { actor, calls } = start(() => new Promise(() => {}));
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
  });

  it('counts down 10 ticks of 10 s and then reports a timeout', async () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(LOGIN_TICK_MS * 9);
    expect(actor.getSnapshot().context.ticksLeft).toBe(1);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await vi.advanceTimersByTimeAsync(LOGIN_TICK_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'LOGIN_TIMEOUT' });
  });

  it('reports "login failed" carrying the server code when the server answers with an error status', async () => {
    const { actor, storeSession } = start(() => Promise.reject(new ApiRequestError('INVALID_CREDENTIALS', 'Wrong user name or password', 401)));
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'LOGIN_FAILED',
      error: { code: 'INVALID_CREDENTIALS', msg: 'Wrong user name or password', status: 401, fields: [] },
    });
    expect(storeSession).not.toHaveBeenCalled();
  });

  it.each([
    ['RATE_LIMITED', 429, { retry_after_s: 30 }],
    ['USER_DISABLED', 401, undefined],
  ] as const)('keeps %s apart from a wrong password', async (code, status, details) => {
    const { actor } = start(() => Promise.reject(new ApiRequestError(code, 'server words', status, details)));
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'LOGIN_FAILED', error: { code, status, ...(details ? { details } : {}) } });
  });

  it('reports "login exception" with the detail when the request itself breaks', async () => {
    const { actor } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'LOGIN_EXCEPTION', error: { code: 'NETWORK_ERROR', msg: 'Failed to fetch', status: 0, fields: [] } });
  });

  it('allows a retry after a failure and clears the old error', async () => {
    let attempt = 0;
    const { actor } = start(() => (++attempt === 1 ? Promise.reject(new ApiRequestError('INTERNAL', 'x', 500)) : Promise.resolve(ok)));
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('sends nothing while a field is empty, marks the field, and clears the mark once it is filled', async () => {
    const { actor, calls } = start(async () => ok);
    actor.send({ type: 'field.change', field: 'password', value: '' });
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: { field: 'password', message: 'required', rule: 'required' } });
    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ userName: 'saved-name', password: 'x' }]);
  });
});
