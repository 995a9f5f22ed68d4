import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiRequestError } from '../errors/AtelierError';
import type { Credentials } from './authErrors';
import { LOGIN_REDIRECT_MS, LOGIN_TICK_MS, LOGIN_TICKS, loginMachine, type LoginResult } from './loginMachine';
import { hasUserId, registerMachine, type RegisterResult } from './registerMachine';

const token: LoginResult = { accessToken: 'jwt', refreshToken: null, expiresIn: 3600 };

function start(register: () => Promise<RegisterResult>, login: (c: Credentials) => Promise<LoginResult>) {
  const storeSession = vi.fn();
  const logins: Credentials[] = [];
  const actor = createActor(
    registerMachine.provide({
      actors: {
        registerRequest: fromPromise(() => register()),
        login: loginMachine.provide({
          actors: { loginRequest: fromPromise(({ input }: { input: Credentials }) => (logins.push(input), login(input))) },
          actions: { storeSession: (_, params) => storeSession(params) },
        }),
      },
    }),
    { input: {} },
  ).start();
  actor.send({ type: 'field.change', field: 'userName', value: 'bob' });
  actor.send({ type: 'field.change', field: 'password', value: 'secret1' });
  return { actor, storeSession, logins };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registerMachine', () => {
  it('treats positive numbers and non-empty ids as a created user', () => {
    expect(hasUserId({ userId: 3, msg: '' })).toBe(true);
    expect(hasUserId({ userId: 'a1b2', msg: '' })).toBe(true);
    expect(hasUserId({ userId: 0, msg: '' })).toBe(false);
    expect(hasUserId({ userId: null, msg: '' })).toBe(false);
  });

  it('logs in with the same credentials after registering, then redirects after 200 ms', async () => {
    const { actor, storeSession, logins } = start(async () => ({ userId: 'u-1', msg: 'ok' }), async () => token);
    actor.send({ type: 'register.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(logins).toEqual([{ userName: 'bob', password: 'secret1' }]);
    expect(actor.getSnapshot().context.registered).toBe(true);
    expect(storeSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends one registration however often it is submitted, and shows no redirect before 200 ms', async () => {
    let registrations = 0;
    const { actor } = start(async () => (registrations++, { userId: 3, msg: 'ok' }), async () => token);
    actor.send({ type: 'register.submit' });
    actor.send({ type: 'register.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'register.submit' });
    expect(registrations).toBe(1);
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS - 1);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('reports "register failed" (a generic reason, not the server message) when no user id comes back', async () => {
    const { actor, logins } = start(async () => ({ userId: null, msg: 'closed for now' }), async () => token);
    actor.send({ type: 'register.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'REGISTER_FAILED', error: { code: 'UNKNOWN', status: 200 } });
    expect(logins).toHaveLength(0);
  });

  it('carries USERNAME_TAKEN when the name is taken', async () => {
    const { actor } = start(() => Promise.reject(new ApiRequestError('USERNAME_TAKEN', 'User name already taken', 409)), async () => token);
    actor.send({ type: 'register.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'REGISTER_FAILED', error: { code: 'USERNAME_TAKEN', status: 409 } });
  });

  it('reports "register exception" when the request breaks', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')), async () => token);
    actor.send({ type: 'register.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'REGISTER_EXCEPTION', error: { code: 'UNKNOWN', status: 0 } });
  });

  it('keeps the account and asks to switch to the login tab when the automatic login fails', async () => {
    const { actor, storeSession } = start(
      async () => ({ userId: 7, msg: 'ok' }),
      () => Promise.reject(new ApiRequestError('INTERNAL', 'boom', 500)),
    );
    actor.send({ type: 'register.submit' });
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS);
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.registered).toBe(true);
    expect(context.error).toMatchObject({ code: 'AUTO_LOGIN_FAILED', error: { code: 'INTERNAL', status: 500 } });
    expect(storeSession).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('gives up the automatic login after the login timeout, like the login tab, keeping the account', async () => {
    const { actor, storeSession } = start(
      async () => ({ userId: 7, msg: 'ok' }),
      () => new Promise<LoginResult>(() => {}),
    );
    actor.send({ type: 'register.submit' });
    await vi.advanceTimersByTimeAsync(LOGIN_TICKS * LOGIN_TICK_MS);
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.registered).toBe(true);
    expect(context.error).toMatchObject({ code: 'AUTO_LOGIN_FAILED', error: { code: 'TIMEOUT' } });
    expect(storeSession).not.toHaveBeenCalled();
  });

  it('stores the session with the remember-me choice made on the register tab', async () => {
    const { actor, storeSession } = start(async () => ({ userId: 7, msg: 'ok' }), async () => token);
    actor.send({ type: 'remember.change', value: true });
    actor.send({ type: 'register.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(storeSession).toHaveBeenCalledWith({
      result: token,
      credentials: { userName: 'bob', password: 'secret1' },
      remember: true,
    });
  });

  it('sends nothing while the fields break the server\'s rules, and says which rule each breaks', async () => {
    let registrations = 0;
    const { actor } = start(async () => (registrations++, { userId: 3, msg: 'ok' }), async () => token);
    actor.send({ type: 'field.change', field: 'userName', value: 'b o' });
    actor.send({ type: 'field.change', field: 'password', value: '12345' });
    actor.send({ type: 'register.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(registrations).toBe(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      userName: { field: 'user_name', message: 'must match ^[\\p{L}\\p{N}_.@-]+$', rule: 'pattern' },
      password: { field: 'password', message: 'fewer than 6 characters', rule: 'minLength', limit: 6 },
    });
    // Fixing one field clears its mark at once; the other stays until it is fixed too.
    actor.send({ type: 'field.change', field: 'password', value: '123456' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['userName']);
    actor.send({ type: 'field.change', field: 'userName', value: '张三' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ userName: { field: 'user_name', message: 'fewer than 3 characters', rule: 'minLength', limit: 3 } });
    actor.send({ type: 'field.change', field: 'userName', value: '张三丰' });
    actor.send({ type: 'register.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(registrations).toBe(1);
  });
});
