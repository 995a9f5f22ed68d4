import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetLinks } from '../db/schema';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

// Admin one-time reset links (issue 18, item 3): issued by an administrator, valid 24 h on the
// app's clock, spent by the first use, replaced by a newer one, and refused alike whatever the reason.

const HOUR = 3_600_000;
let now = Date.parse('2026-11-27T12:00:00Z');
let server: TestServer;
let call: ApiClient;
let admin: string;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  call = createClient(server.url);
  const boss = await signUp(call, 'boss'); // the first account is the administrator
  admin = boss.access_token;
  adminId = boss.user.id;
}, 60_000);
afterAll(() => server.close());

const issue = (userId: string, token = admin) => call('POST', `/api/admin/users/${userId}/reset-link`, { token });
const check = (link: string) => call('GET', `/api/auth/reset-link/${link}`);
const redeem = (link: string, password: string) => call('POST', `/api/auth/reset-link/${link}`, { json: { new_password: password } });
const login = (userName: string, password: string) => call('POST', '/api/login', { json: { user_name: userName, password } });
const expectInvalid = (res: { status: number; body: { code?: string } }) => expect([res.status, res.body.code]).toEqual([410, 'RESET_LINK_INVALID']);

describe('an administrator’s reset link', () => {
  it('sets a new password once, ends every session of the user, and is refused after', async () => {
    const ann = await signUp(call, 'ann', 'old-secret');
    const phone = (await login('ann', 'old-secret')).body as { access_token: string; refresh_token: string };

    const issued = await issue(ann.user.id);
    expect(issued.status).toBe(200);
    expect(issued.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.body.expires_at).toBe(new Date(now + 24 * HOUR).toISOString());
    const link = issued.body.token as string;

    const info = await check(link);
    expect([info.status, info.body]).toEqual([200, { user_name: 'ann', expires_at: issued.body.expires_at }]);

    expect((await redeem(link, 'new-secret')).status).toBe(204);

    // Only the new password signs in; the devices signed in before are out, access and refresh alike.
    expect((await login('ann', 'old-secret')).status).toBe(401);
    expect((await login('ann', 'new-secret')).status).toBe(200);
    for (const device of [ann, phone]) {
      const refreshed = await call('POST', '/api/refresh', { json: { refresh_token: device.refresh_token } });
      expect([refreshed.status, refreshed.body.code]).toEqual([401, 'SESSION_REVOKED']);
      const me = await call('GET', '/api/wx/user/info', { token: device.access_token });
      expect([me.status, me.body.code]).toEqual([401, 'SESSION_REVOKED']);
    }

    // Spent: neither shown nor usable again, and the password stays the one set.
    expectInvalid(await check(link));
    expectInvalid(await redeem(link, 'third-secret'));
    expect((await login('ann', 'new-secret')).status).toBe(200);
  });

  it('keeps only a hash of the token', async () => {
    const bea = await signUp(call, 'bea');
    const link = (await issue(bea.user.id)).body.token as string;
    const rows = await server.app.ctx.db.select().from(passwordResetLinks).where(eq(passwordResetLinks.userId, bea.user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link);
    expect(rows[0]!.createdBy).toBe(adminId);
  });

  it('expires 24 hours after it was issued, on the app’s clock', async () => {
    const cid = await signUp(call, 'cid', 'old-secret');
    const link = (await issue(cid.user.id)).body.token as string;
    const start = now;
    try {
      now = start + 24 * HOUR - 1000;
      expect((await check(link)).status).toBe(200);
      now = start + 24 * HOUR;
      expectInvalid(await check(link));
      expectInvalid(await redeem(link, 'late-secret'));
    } finally {
      now = start;
    }
    expect((await login('cid', 'old-secret')).status).toBe(200);
    expect((await login('cid', 'late-secret')).status).toBe(401);
  });

  it('is void once a newer link is issued for the same user', async () => {
    const dee = await signUp(call, 'dee', 'old-secret');
    const older = (await issue(dee.user.id)).body.token as string;
    const newer = (await issue(dee.user.id)).body.token as string;
    expect(newer).not.toBe(older);
    expectInvalid(await check(older));
    expectInvalid(await redeem(older, 'older-secret'));
    expect((await redeem(newer, 'newer-secret')).status).toBe(204);
    expect((await login('dee', 'newer-secret')).status).toBe(200);
  });

  it('stays single when two are issued for one user at the same moment', async () => {
    const kim = await signUp(call, 'kim');
    const both = await Promise.all([issue(kim.user.id), issue(kim.user.id)]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    const valid = await Promise.all(both.map((res) => check(res.body.token as string)));
    expect(valid.map((res) => res.status).sort()).toEqual([200, 410]);
  });

  it('is refused alike whether the token is unknown or malformed', async () => {
    expectInvalid(await check('A'.repeat(43)));
    expectInvalid(await redeem('A'.repeat(43), 'whatever'));
    for (const bad of ['short', 'A'.repeat(44), `${'A'.repeat(42)}+`]) {
      const res = await check(encodeURIComponent(bad));
      expect([bad, res.status, res.body.code]).toEqual([bad, 400, 'VALIDATION_FAILED']);
    }
  });

  it('holds the new password to the registration rules', async () => {
    const eve = await signUp(call, 'eve', 'old-secret');
    const link = (await issue(eve.user.id)).body.token as string;
    const res = await redeem(link, 'short');
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    // A refused password does not spend the link.
    expect((await check(link)).status).toBe(200);
  });

  it('lets exactly one of several simultaneous uses win', async () => {
    const fay = await signUp(call, 'fay', 'old-secret');
    const link = (await issue(fay.user.id)).body.token as string;
    const passwords = ['first-secret', 'second-secret', 'third-secret', 'fourth-secret'];
    const answers = await Promise.all(passwords.map((password) => redeem(link, password)));
    expect(answers.map((res) => res.status).sort()).toEqual([204, 410, 410, 410]);
    const winner = passwords[answers.findIndex((res) => res.status === 204)]!;
    for (const password of passwords) expect((await login('fay', password)).status).toBe(password === winner ? 200 : 401);
  });

  it('works for a disabled user without enabling the account', async () => {
    const gus = await signUp(call, 'gus', 'old-secret');
    await call('PUT', `/api/admin/users/${gus.user.id}`, { token: admin, json: { disabled: true } });
    const link = (await issue(gus.user.id)).body.token as string;
    expect((await redeem(link, 'new-secret')).status).toBe(204);
    const res = await login('gus', 'new-secret');
    expect([res.status, res.body.code]).toEqual([403, 'USER_DISABLED']);
  });
});

describe('issuing a reset link', () => {
  it('is for administrators only, for an existing user other than themselves', async () => {
    const hal = await signUp(call, 'hal');
    const ida = await signUp(call, 'ida', 'old-secret');
    const byUser = await issue(ida.user.id, hal.access_token);
    expect([byUser.status, byUser.body.code]).toEqual([403, 'FORBIDDEN']);
    const anonymous = await call('POST', `/api/admin/users/${ida.user.id}/reset-link`);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const unknown = await issue('5b0e2a6c-3f1d-4a8e-9c2b-7d4e1f0a9b3c');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    const self = await issue(adminId);
    expect([self.status, self.body.code]).toEqual([409, 'RESET_LINK_SELF']);
    // None of the refused requests made a link.
    expect(await server.app.ctx.db.select().from(passwordResetLinks).where(eq(passwordResetLinks.userId, ida.user.id))).toEqual([]);
  });
});

describe('guessing links', () => {
  it('counts wrong tokens against the address like failed logins', async () => {
    const limited = await startTestServer({ config: { authRateLimitPerMinute: 3 } });
    try {
      const limitedCall = createClient(limited.url);
      const boss = await signUp(limitedCall, 'boss');
      const joe = await signUp(limitedCall, 'joe');
      const link = (await limitedCall('POST', `/api/admin/users/${joe.user.id}/reset-link`, { token: boss.access_token })).body.token as string;
      for (let i = 0; i < 3; i += 1) {
        expect((await limitedCall('GET', `/api/auth/reset-link/${'B'.repeat(42)}${i}`)).body.code).toBe('RESET_LINK_INVALID');
      }
      const blocked = await limitedCall('POST', `/api/auth/reset-link/${link}`, { json: { new_password: 'new-secret' } });
      expect([blocked.status, blocked.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
