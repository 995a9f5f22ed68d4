import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../db/schema';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let call: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  call = createClient(server.url);
  await signUp(call, 'admin'); // the first account is an admin; the tests below use plain users
}, 60_000);
afterAll(() => server.close());

type Tokens = { access_token: string; refresh_token: string };

async function signIn(userName: string, password: string, userAgent: string): Promise<Tokens> {
  const res = await call('POST', '/api/login', { json: { user_name: userName, password }, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return res.body as Tokens;
}

const me = (token: string) => call('GET', '/api/wx/user/info', { token });
const sessionsOf = (token: string) => call('GET', '/api/account/sessions', { token });
const refresh = (token: string) => call('POST', '/api/refresh', { json: { refresh_token: token } });

describe('POST /api/account/password', () => {
  it('sets the new password and signs out every other device at once, keeping the caller', async () => {
    await signUp(call, 'pat', 'old-secret');
    const laptop = await signIn('pat', 'old-secret', 'Laptop browser');
    const phone = await signIn('pat', 'old-secret', 'Phone browser');

    const res = await call('POST', '/api/account/password', {
      token: laptop.access_token,
      json: { current_password: 'old-secret', new_password: 'new-secret' },
    });
    expect(res.status).toBe(204);

    // The other device: its refresh token is dead and its unexpired access token too.
    const phoneRefresh = await refresh(phone.refresh_token);
    expect([phoneRefresh.status, phoneRefresh.body.code]).toEqual([401, 'SESSION_REVOKED']);
    const phoneCall = await me(phone.access_token);
    expect([phoneCall.status, phoneCall.body.code]).toEqual([401, 'SESSION_REVOKED']);

    // The caller stays signed in and keeps refreshing.
    expect((await me(laptop.access_token)).status).toBe(200);
    const renewed = await refresh(laptop.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.access_token)).status).toBe(200);

    // Only the new password signs in now.
    expect((await call('POST', '/api/login', { json: { user_name: 'pat', password: 'old-secret' } })).status).toBe(401);
    expect((await call('POST', '/api/login', { json: { user_name: 'pat', password: 'new-secret' } })).status).toBe(200);
  });

  it('refuses a wrong current password with WRONG_PASSWORD and changes nothing', async () => {
    const quinn = await signUp(call, 'quinn', 'right-one');
    const other = await signIn('quinn', 'right-one', 'Other');
    const res = await call('POST', '/api/account/password', {
      token: quinn.access_token,
      json: { current_password: 'wrong-one', new_password: 'whatever' },
    });
    expect([res.status, res.body.code]).toEqual([403, 'WRONG_PASSWORD']);
    expect((await me(other.access_token)).status).toBe(200);
    expect((await call('POST', '/api/login', { json: { user_name: 'quinn', password: 'right-one' } })).status).toBe(200);
  });

  it('counts wrong current passwords against the login budget of that name', async () => {
    const limited = await startTestServer({ config: { authRateLimitPerMinute: 3 } });
    try {
      const limitedCall = createClient(limited.url);
      const rae = await signUp(limitedCall, 'rae', 'right-one');
      const attempt = () =>
        limitedCall('POST', '/api/account/password', {
          token: rae.access_token,
          json: { current_password: 'guess-guess', new_password: 'whatever' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).body.code).toBe('WRONG_PASSWORD');
      const blocked = await attempt();
      expect([blocked.status, blocked.body.code]).toEqual([429, 'RATE_LIMITED']);
      const login = await limitedCall('POST', '/api/login', { json: { user_name: 'rae', password: 'guess-again' } });
      expect(login.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it.each([
    [{ current_password: 'right-one', new_password: '12345' }, 'new_password'],
    [{ current_password: 'right-one' }, 'new_password'],
    [{ new_password: '123456' }, 'current_password'],
    [{ current_password: 'right-one', new_password: 'x'.repeat(129) }, 'new_password'],
    [{ current_password: 7, new_password: '123456' }, 'current_password'],
  ])('rejects %j with VALIDATION_FAILED naming the field', async (json, field) => {
    const sam = await signUp(call, `sam${field.length}${Object.keys(json).length}${JSON.stringify(json).length}`);
    const res = await call('POST', '/api/account/password', { token: sam.access_token, json });
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('needs a signed-in caller', async () => {
    const res = await call('POST', '/api/account/password', { json: { current_password: 'a', new_password: '123456' } });
    expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
  });
});

describe('signed-in devices', () => {
  it('lists own devices with their user agent and marks the caller, never tokens', async () => {
    await signUp(call, 'tess', 'tess-pass');
    const a = await signIn('tess', 'tess-pass', 'Device A');
    const b = await signIn('tess', 'tess-pass', 'Device\tB');
    const res = await sessionsOf(a.access_token);
    expect(res.status).toBe(200);
    const items = res.body.items as { id: string; user_agent: string; current: boolean; created_at: string; last_used_at: string }[];
    const agents = items.map((s) => s.user_agent);
    // Control characters (a tab here) never reach the list as sent.
    expect(agents).toEqual(expect.arrayContaining(['Device A', 'Device B']));
    expect(items.find((s) => s.user_agent === 'Device A')?.current).toBe(true);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['created_at', 'current', 'id', 'last_used_at', 'user_agent']);
    const text = JSON.stringify(res.body);
    for (const secret of [a.refresh_token, b.refresh_token, a.access_token, b.access_token]) expect(text).not.toContain(secret);
  });

  it('keeps one entry per device across refreshes and moves its last use', async () => {
    await signUp(call, 'uma', 'uma-pass');
    const a = await signIn('uma', 'uma-pass', 'Rotating');
    const before = (await sessionsOf(a.access_token)).body.items as { id: string; user_agent: string; last_used_at: string }[];
    const rotated = await refresh(a.refresh_token);
    const after = (await sessionsOf(rotated.body.access_token)).body.items as typeof before;
    const mine = (list: typeof before) => list.filter((s) => s.user_agent === 'Rotating');
    expect(mine(after)).toHaveLength(1);
    expect(mine(after)[0]?.id).toBe(mine(before)[0]?.id);
    expect(Date.parse(mine(after)[0]?.last_used_at ?? '')).toBeGreaterThanOrEqual(Date.parse(mine(before)[0]?.last_used_at ?? ''));
  });

  it('revokes one device: its refresh and access tokens stop working, the others stay', async () => {
    await signUp(call, 'vic', 'vic-pass');
    const keep = await signIn('vic', 'vic-pass', 'Keep');
    const lost = await signIn('vic', 'vic-pass', 'Lost');
    const items = (await sessionsOf(keep.access_token)).body.items as { id: string; user_agent: string }[];
    const lostId = items.find((s) => s.user_agent === 'Lost')?.id;
    const res = await call('DELETE', `/api/account/sessions/${lostId}`, { token: keep.access_token });
    expect(res.status).toBe(204);
    expect((await me(lost.access_token)).body.code).toBe('SESSION_REVOKED');
    expect((await refresh(lost.refresh_token)).status).toBe(401);
    expect((await me(keep.access_token)).status).toBe(200);
    const left = (await sessionsOf(keep.access_token)).body.items as { user_agent: string }[];
    expect(left.map((s) => s.user_agent)).not.toContain('Lost');
    // Revoking it again finds nothing.
    expect((await call('DELETE', `/api/account/sessions/${lostId}`, { token: keep.access_token })).status).toBe(404);
  });

  it('revoking the current device signs the caller out', async () => {
    await signUp(call, 'wes', 'wes-pass');
    const only = await signIn('wes', 'wes-pass', 'Only');
    const id = ((await sessionsOf(only.access_token)).body.items as { id: string; current: boolean }[]).find((s) => s.current)?.id;
    expect((await call('DELETE', `/api/account/sessions/${id}`, { token: only.access_token })).status).toBe(204);
    expect((await me(only.access_token)).status).toBe(401);
    expect((await refresh(only.refresh_token)).status).toBe(401);
  });

  it("never lists or revokes another user's devices", async () => {
    const xena = await signUp(call, 'xena', 'xena-pass');
    const yuri = await signUp(call, 'yuri', 'yuri-pass');
    const xenaIds = ((await sessionsOf(xena.access_token)).body.items as { id: string }[]).map((s) => s.id);
    const yuriIds = ((await sessionsOf(yuri.access_token)).body.items as { id: string }[]).map((s) => s.id);
    expect(xenaIds.length).toBeGreaterThan(0);
    expect(yuriIds.some((id) => xenaIds.includes(id))).toBe(false);
    const res = await call('DELETE', `/api/account/sessions/${xenaIds[0]}`, { token: yuri.access_token });
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await me(xena.access_token)).status).toBe(200);
    expect((await refresh(xena.refresh_token)).status).toBe(200);
  });

  it('answers 400, not 500, to a malformed id and 401 without a token', async () => {
    const zed = await signUp(call, 'zed');
    const bad = await call('DELETE', '/api/account/sessions/not-a-uuid', { token: zed.access_token });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await call('GET', '/api/account/sessions')).status).toBe(401);
    expect((await call('DELETE', `/api/account/sessions/${crypto.randomUUID()}`)).status).toBe(401);
  });

  it('logout ends the access token of that device too', async () => {
    const ann = await signUp(call, 'ann');
    expect((await call('POST', '/api/logout', { token: ann.access_token, json: { refresh_token: ann.refresh_token } })).status).toBe(204);
    expect((await me(ann.access_token)).body.code).toBe('SESSION_REVOKED');
  });

  it('deletes the rows of sessions that ended over 30 days ago at the next sign-in, and keeps the rest', async () => {
    const ida = await signUp(call, 'ida');
    const old = await signIn('ida', 'secret-pass', 'Old laptop');
    await refresh(old.refresh_token);
    const recent = await signIn('ida', 'secret-pass', 'Recent phone');
    const list = (await sessionsOf(recent.access_token)).body.items as { id: string; user_agent: string }[];
    const oldId = list.find((s) => s.user_agent === 'Old laptop')!.id;
    const recentId = list.find((s) => s.user_agent === 'Recent phone')!.id;
    await call('DELETE', `/api/account/sessions/${oldId}`, { token: recent.access_token });
    await call('DELETE', `/api/account/sessions/${recentId}`, { token: ida.access_token });
    // The old one ended 31 days ago; the recent one just now.
    await server.app.ctx.db.update(sessions).set({ revokedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(sessions.id, oldId));
    const rows = async (id: string) => [
      (await server.app.ctx.db.select().from(sessions).where(eq(sessions.id, id))).length,
      (await server.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, id))).length,
    ];
    expect(await rows(oldId)).toEqual([1, 2]);

    await signIn('ida', 'secret-pass', 'New tablet');
    expect(await rows(oldId)).toEqual([0, 0]);
    expect((await rows(recentId))[0]).toBe(1);
  });
});
