import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../http/createHttpClient';
import { ApiRequestError } from '../errors/AtelierError';
import { createSessionStore, parseSession } from './createSessionStore';

describe('parseSession', () => {
  it('returns the config of a successful answer', () => {
    expect(parseSession({ status: 'Success', message: '', data: { auth: true, model: 'gpt-4o-mini' } })).toEqual({
      auth: true,
      model: 'gpt-4o-mini',
    });
  });

  it.each([
    [{ status: 'Fail', message: 'down', data: null }, 'down'],
    [{ status: 'Success', data: { auth: 'yes' } }, 'Invalid session response'],
    ['<html>', 'Invalid session response'],
    [null, 'Invalid session response'],
  ])('treats %j as a failed check', (body, message) => {
    expect(() => parseSession(body)).toThrow(ApiRequestError);
    expect(() => parseSession(body)).toThrow(expect.objectContaining({ code: 'SESSION_INVALID' }));
    expect(() => parseSession(body)).toThrow(message);
  });
});

describe('createSessionStore', () => {
  const answer = (model: string) => ({ status: 'Success', message: '', data: { auth: false, model } });

  /** A library client whose `/api/session` answers only when the test says so. */
  function fakeHttp() {
    const pending: Array<{ resolve: (body: unknown) => void; reject: (error: unknown) => void }> = [];
    const http = {
      post: vi.fn(() => new Promise((resolve, reject) => pending.push({ resolve, reject }))),
    } as unknown as HttpClient;
    return { http, pending, calls: () => (http.post as ReturnType<typeof vi.fn>).mock.calls.length };
  }

  it('asks the server once for everyone who needs the session', async () => {
    const { http, pending, calls } = fakeHttp();
    const store = createSessionStore(http);
    const guard = store.refresh();
    const chat = store.fetchSession();
    const gpts = store.fetchSession();
    pending[0]!.resolve(answer('gpt-4o'));
    await expect(Promise.all([guard, chat, gpts])).resolves.toEqual([
      { auth: false, model: 'gpt-4o' },
      { auth: false, model: 'gpt-4o' },
      { auth: false, model: 'gpt-4o' },
    ]);
    // Later readers get the same answer without another request.
    await expect(store.fetchSession()).resolves.toEqual({ auth: false, model: 'gpt-4o' });
    expect(calls()).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', config: { model: 'gpt-4o' } });
  });

  it('re-checks on refresh and tells subscribers', async () => {
    const { http, pending, calls } = fakeHttp();
    const store = createSessionStore(http);
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getSnapshot().status));
    const first = store.refresh();
    pending[0]!.resolve(answer('a'));
    await first;
    const second = store.refresh();
    pending[1]!.resolve(answer('b'));
    await expect(second).resolves.toMatchObject({ model: 'b' });
    expect(calls()).toBe(2);
    expect(statuses).toEqual(['loading', 'ready', 'loading', 'ready']);
  });

  it("ends only the aborting caller's wait", async () => {
    const { http, pending } = fakeHttp();
    const store = createSessionStore(http);
    const controller = new AbortController();
    const leaving = store.refresh(controller.signal);
    const staying = store.fetchSession();
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    pending[0]!.resolve(answer('kept'));
    await expect(staying).resolves.toMatchObject({ model: 'kept' });
  });

  it('keeps the last good config when a re-check fails, and reports the failure', async () => {
    const { http, pending } = fakeHttp();
    const store = createSessionStore(http);
    const first = store.refresh();
    pending[0]!.resolve(answer('good'));
    await first;
    const second = store.refresh();
    pending[1]!.resolve({ status: 'Fail', message: 'down', data: null });
    await expect(second).rejects.toMatchObject({ code: 'SESSION_INVALID', msg: 'down' });
    expect(store.getSnapshot()).toMatchObject({ status: 'failed', config: { model: 'good' } });
  });
});
