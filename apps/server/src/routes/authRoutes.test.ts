import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let call: ApiClient;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer({ config: { adminUsers: ['carol'] } });
  call = createClient(server.url);
  // The first two accounts, made before any test whatever order the tests run in.
  alice = await signUp(call, 'alice');
  bob = await signUp(call, 'bob');
}, 60_000);
afterAll(() => server.close());

describe('register', () => {
  it('makes the first user an admin and later ones plain users', () => {
    expect(alice.user.admin_level).toBe(1);
    expect(bob.user).toMatchObject({ user_name: 'bob', admin_level: 0, role: 'user', nickname: 'bob' });
  });

  it('makes users listed in ADMIN_USERS admins', async () => {
    const carol = await signUp(call, 'carol');
    expect(carol.user).toMatchObject({ admin_level: 1, role: 'admin' });
  });

  it('answers 201 with the user id', async () => {
    const res = await call('POST', '/api/register', { json: { name: 'Dee Dee', user_name: 'dee', password: '123456' } });
    expect(res.status).toBe(201);
    expect(res.body.user_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof res.body.msg).toBe('string');
  });

  it('refuses a taken user name', async () => {
    const res = await call('POST', '/api/register', { json: { name: 'x', user_name: 'alice', password: '123456' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('USERNAME_TAKEN');
  });

  it.each([
    [{ user_name: 'ab', password: '123456' }, 'user_name'],
    [{ user_name: 'a'.repeat(33), password: '123456' }, 'user_name'],
    [{ user_name: 'has space', password: '123456' }, 'user_name'],
    [{ user_name: 'valid_name', password: '12345' }, 'password'],
    [{ user_name: 'valid_name' }, 'password'],
    [{ password: '123456' }, 'user_name'],
  ])('rejects %j naming the field', async (json, field) => {
    const res = await call('POST', '/api/register', { json });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await call('POST', '/api/register', { body: '{"user_name":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
  });
});

describe('login', () => {
  it('returns tokens and the user', async () => {
    const res = await call('POST', '/api/login', { json: { user_name: 'bob', password: 'secret-pass' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 3600 });
    expect(res.body.user.user_name).toBe('bob');
  });

  it('answers INVALID_CREDENTIALS for a wrong password or unknown user alike', async () => {
    const wrong = await call('POST', '/api/login', { json: { user_name: 'bob', password: 'nope-nope' } });
    const unknown = await call('POST', '/api/login', { json: { user_name: 'nobody', password: 'nope-nope' } });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect([unknown.status, unknown.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
  });
});

describe('tokens', () => {
  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const login = await signUp(call, 'rotator');
    const first = await call('POST', '/api/refresh', { json: { refresh_token: login.refresh_token } });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(login.refresh_token);

    const reuse = await call('POST', '/api/refresh', { json: { refresh_token: login.refresh_token } });
    expect([reuse.status, reuse.body.code]).toEqual([401, 'TOKEN_REUSED']);

    const afterReuse = await call('POST', '/api/refresh', { json: { refresh_token: first.body.refresh_token } });
    expect(afterReuse.status).toBe(401);
  });

  it('works the same on /api/wx/refresh', async () => {
    const login = await signUp(call, 'wxrefresher');
    const res = await call('POST', '/api/wx/refresh', { json: { refresh_token: login.refresh_token } });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toEqual(expect.any(String));
  });

  it('logout revokes the refresh token', async () => {
    const login = await signUp(call, 'leaver');
    const noAuth = await call('POST', '/api/logout', { json: { refresh_token: login.refresh_token } });
    expect(noAuth.status).toBe(401);
    const out = await call('POST', '/api/logout', { token: login.access_token, json: { refresh_token: login.refresh_token } });
    expect(out.status).toBe(204);
    const res = await call('POST', '/api/refresh', { json: { refresh_token: login.refresh_token } });
    expect(res.status).toBe(401);
  });

  it('rejects unknown refresh tokens', async () => {
    const res = await call('POST', '/api/refresh', { json: { refresh_token: 'made-up' } });
    expect([res.status, res.body.code]).toEqual([401, 'INVALID_REFRESH_TOKEN']);
  });

  it('tells an expired access token apart from a missing one', async () => {
    const login = await signUp(call, 'expiring');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(login.user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(server.config.jwtSecret ?? ''));
    const res = await call('GET', '/api/wx/user/info', { token: expired });
    expect([res.status, res.body.code]).toEqual([401, 'TOKEN_EXPIRED']);
    const missing = await call('GET', '/api/wx/user/info');
    expect([missing.status, missing.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const forged = await call('GET', '/api/wx/user/info', { token: `${login.access_token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
  });
});

describe('current user', () => {
  it('reads and updates nickname and avatar', async () => {
    const login = await signUp(call, 'profile');
    const info = await call('GET', '/api/wx/user/info', { token: login.access_token });
    expect(info.body).toMatchObject({ user_name: 'profile', nickname: 'profile', avatar_url: null });
    const updated = await call('PUT', '/api/wx/user/update', {
      token: login.access_token,
      json: { nickname: '小明', avatar_url: 'https://example.com/a.png' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ nickname: '小明', avatar_url: 'https://example.com/a.png' });
    const bad = await call('PUT', '/api/wx/user/update', { token: login.access_token, json: { avatar_url: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
  });
});

describe('admin', () => {
  it('lists users for admins only and can disable a user, whose tokens stop working', async () => {
    const admin = await call('POST', '/api/login', { json: { user_name: 'alice', password: 'secret-pass' } });
    const victim = await signUp(call, 'victim');

    const forbidden = await call('GET', '/api/admin/users', { token: victim.access_token });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, 'FORBIDDEN']);

    const list = await call('GET', '/api/admin/users?per_page=100', { token: admin.body.access_token });
    expect(list.status).toBe(200);
    expect(list.body.items.map((u: { user_name: string }) => u.user_name)).toContain('victim');
    expect(list.body).toMatchObject({ page: 1, per_page: 100, total: expect.any(Number) });

    const disabled = await call('PUT', `/api/admin/users/${victim.user.id}`, { token: admin.body.access_token, json: { disabled: true } });
    expect(disabled.body.disabled).toBe(true);

    const info = await call('GET', '/api/wx/user/info', { token: victim.access_token });
    expect([info.status, info.body.code]).toEqual([401, 'USER_DISABLED']);
    const refresh = await call('POST', '/api/refresh', { json: { refresh_token: victim.refresh_token } });
    expect(refresh.status).toBe(401);
    const login = await call('POST', '/api/login', { json: { user_name: 'victim', password: 'secret-pass' } });
    expect([login.status, login.body.code]).toEqual([403, 'USER_DISABLED']);
  });

  it('promotes a user and reports stats', async () => {
    const admin = await call('POST', '/api/login', { json: { user_name: 'alice', password: 'secret-pass' } });
    const user = await signUp(call, 'promoted');
    const res = await call('PUT', `/api/admin/users/${user.user.id}`, { token: admin.body.access_token, json: { admin_level: 1 } });
    expect(res.body).toMatchObject({ admin_level: 1, role: 'admin' });
    const stats = await call('GET', '/api/admin/stats', { token: user.access_token });
    expect(stats.status).toBe(200);
    expect(stats.body.users).toBeGreaterThanOrEqual(3);
    const missing = await call('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
      token: admin.body.access_token,
      json: { admin_level: 1 },
    });
    expect(missing.status).toBe(404);
    const notUuid = await call('PUT', '/api/admin/users/123', { token: admin.body.access_token, json: { admin_level: 1 } });
    expect(notUuid.status).toBe(400);
  });
});
