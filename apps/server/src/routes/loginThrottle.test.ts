import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, signUp } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

// Requests are injected with a chosen remote address: each test plays several clients at once.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitPerMinute: 20 } });
  const call = createClient(server.url);
  await signUp(call, 'alice', 'right-password');
  await signUp(call, 'bob', 'bobs-password');
}, 60_000);
afterAll(() => server.close());

function login(from: string, user_name: string, password: string) {
  return server.app.inject({ method: 'POST', url: '/api/login', remoteAddress: from, payload: { user_name, password } });
}

describe('failed logins', () => {
  it('lock the guessing address out of that account, never the owner signing in from elsewhere', async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < 20; i += 1) expect((await login(attacker, 'alice', `guess-${i}`)).statusCode).toBe(401);

    const locked = await login(attacker, 'alice', 'guess-20');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retry_after_s: expect.any(Number) } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The lock holds even for the right password: otherwise a 200 among the 429s would tell the guesser.
    expect((await login(attacker, 'alice', 'right-password')).statusCode).toBe(429);

    const owner = await login('198.51.100.20', 'alice', 'right-password');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.user_name).toBe('alice');
    // The guesser may still sign in to another account it knows the password of.
    expect((await login(attacker, 'bob', 'bobs-password')).statusCode).toBe(200);
  });

  it('do not pile up against an account from the owner’s successes', async () => {
    const home = '198.51.100.30';
    for (let i = 0; i < 25; i += 1) expect((await login(home, 'bob', 'bobs-password')).statusCode).toBe(200);
  });

  it('lock an address that tries many names, for every name', async () => {
    const stuffer = '203.0.113.99';
    const tries = await Promise.all(Array.from({ length: 100 }, (_, i) => login(stuffer, `user${i}`, 'password1')));
    expect(tries.map((r) => r.statusCode)).toEqual(Array<number>(100).fill(401));
    expect((await login(stuffer, 'someone-else', 'password1')).statusCode).toBe(429);
    expect((await login(stuffer, 'alice', 'right-password')).statusCode).toBe(429);
    expect((await login('198.51.100.40', 'alice', 'right-password')).statusCode).toBe(200);
  });

  it('count a parallel burst before any of it is checked', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => login('203.0.113.50', 'bob', `burst-${i}`)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('count an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 20; i += 1) expect((await login(`2001:db8:1:2::${i.toString(16)}`, 'alice', `v6-${i}`)).statusCode).toBe(401);
    expect((await login('2001:db8:1:2:ffff::1', 'alice', 'v6-x')).statusCode).toBe(429);
    expect((await login('2001:db8:1:3::1', 'alice', 'right-password')).statusCode).toBe(200);
  });
});

describe('registration and refresh limits', () => {
  it('count per address and route, apart from logins', async () => {
    const from = '192.0.2.10';
    const register = (i: number) =>
      server.app.inject({ method: 'POST', url: '/api/register', remoteAddress: from, payload: { user_name: `new${i}`, password: 'secret-pass' } });
    for (let i = 0; i < 20; i += 1) expect((await register(i)).statusCode).toBe(201);
    expect((await register(20)).statusCode).toBe(429);
    // Signing in from there is not held back by the registrations.
    expect((await login(from, 'new1', 'secret-pass')).statusCode).toBe(200);

    const refresh = (token: string) => server.app.inject({ method: 'POST', url: '/api/refresh', remoteAddress: from, payload: { refresh_token: token } });
    for (let i = 0; i < 20; i += 1) expect((await refresh(`made-up-${i}`)).statusCode).toBe(401);
    expect((await refresh('made-up-20')).statusCode).toBe(429);
    const elsewhere = await login('192.0.2.11', 'new2', 'secret-pass');
    expect((await server.app.inject({ method: 'POST', url: '/api/refresh', remoteAddress: '192.0.2.11', payload: { refresh_token: elsewhere.json().refresh_token } })).statusCode).toBe(200);
  });
});

describe('behind a reverse proxy', () => {
  it('counts the address the trusted proxy names, and no one else’s X-Forwarded-For', async () => {
    const proxied = await startTestServer({ config: { authRateLimitPerMinute: 3, trustProxy: ['127.0.0.1'] } });
    try {
      await signUp(createClient(proxied.url), 'carol', 'carols-password');
      const viaProxy = (client: string, password: string) =>
        proxied.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client }, payload: { user_name: 'carol', password } });
      for (let i = 0; i < 3; i += 1) expect((await viaProxy('203.0.113.7', `guess-${i}`)).statusCode).toBe(401);
      expect((await viaProxy('203.0.113.7', 'guess-3')).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.20', 'carols-password')).statusCode).toBe(200);
      // Straight from an untrusted address the header is ignored: a made-up one escapes nothing.
      const direct = (forged: string) =>
        proxied.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '192.0.2.66', headers: { 'x-forwarded-for': forged }, payload: { user_name: 'carol', password: 'nope-nope' } });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await direct(`10.0.0.${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });
});
