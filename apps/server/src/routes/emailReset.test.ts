import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../testing/fakeSmtp';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

let smtp: FakeSmtp;
let server: TestServer;
let call: ApiClient;
let adminToken: string;
/** The server's clock, moved by the expiry test. */
let now = Date.now();

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({ config: { smtp: { url: smtp.url, from: 'Atelier <reset@atelier.test>' } }, clock: () => now });
  call = createClient(server.url);
  adminToken = (await signUp(call, 'admin')).access_token; // the first account is an admin
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const CODE = /\b(\d{6})\b/;
const codeIn = (mail: ReceivedMail) => CODE.exec(mail.text)?.[1] ?? '';
/** Every mail the requests so far asked for has been handed to the SMTP server (or failed). */
const mailsSettled = () => server.app.ctx.emailReset!.outbox.idle();

async function userWithEmail(userName: string, email: string, password = 'old-secret') {
  const login = await signUp(call, userName, password);
  const res = await call('PUT', '/api/wx/user/update', { token: login.access_token, json: { email } });
  expect(res.status).toBe(200);
  return login;
}

const askCode = (email: string, language = 'en-US,en;q=0.9') =>
  call('POST', '/api/auth/reset-code', { json: { email }, headers: { 'accept-language': language } });
const reset = (email: string, code: string, new_password = 'new-secret') => call('POST', '/api/auth/reset', { json: { email, code, new_password } });
const signIn = (user_name: string, password: string) => call('POST', '/api/login', { json: { user_name, password } });
/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail password reset', () => {
  it('tells the client that reset works by e-mail', async () => {
    const res = await call('POST', '/api/session', { json: {} });
    expect(res.body.data.passwordReset).toBe('email');
  });

  it('mails a 6-digit code through SMTP that resets the password once and signs out every device', async () => {
    const first = await userWithEmail('ann', 'Ann@Example.com');
    const second = await signIn('ann', 'old-secret');

    // Asked for in another case than stored, in French.
    expect((await askCode('ann@example.COM', 'fr-CA,fr;q=0.9,en;q=0.5')).status).toBe(204);
    const mail = await smtp.nextMail();
    // To the stored address, not the one typed (nodemailer writes domains in lower case).
    expect(mail.to).toEqual(['Ann@example.com']);
    expect(mail.from).toBe('reset@atelier.test');
    expect(mail.user).toBe('mailer'); // nodemailer signed in with SMTP_URL's user and password
    expect(mail.text).toContain('Votre code est');
    expect(mail.text).toContain('10 minutes');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);

    expect((await reset('ann@example.com', code)).status).toBe(204);
    expect((await signIn('ann', 'old-secret')).status).toBe(401);
    expect((await signIn('ann', 'new-secret')).status).toBe(200);
    // Devices signed in before the reset are signed out at once, access and refresh tokens alike.
    for (const device of [first, second.body]) {
      const info = await call('GET', '/api/wx/user/info', { token: device.access_token });
      expect([info.status, info.body.code]).toEqual([401, 'SESSION_REVOKED']);
      const renewed = await call('POST', '/api/refresh', { json: { refresh_token: device.refresh_token } });
      expect(renewed.status).toBe(401);
    }

    // The code works once.
    const again = await reset('ann@example.com', code, 'third-secret');
    expect([again.status, again.body.code]).toEqual([400, 'RESET_CODE_INVALID']);
    expect((await signIn('ann', 'new-secret')).status).toBe(200);
  });

  it('voids a code after 5 wrong tries, even for the right code', async () => {
    await userWithEmail('bea', 'bea@example.com');
    await askCode('bea@example.com');
    const code = codeIn(await smtp.nextMail());
    for (let i = 0; i < 5; i += 1) {
      const res = await reset('bea@example.com', wrong(code));
      expect([res.status, res.body.code]).toEqual([400, 'RESET_CODE_INVALID']);
    }
    expect((await reset('bea@example.com', code)).body.code).toBe('RESET_CODE_INVALID');
    expect((await signIn('bea', 'old-secret')).status).toBe(200);

    // A new code works again.
    await askCode('bea@example.com');
    expect((await reset('bea@example.com', codeIn(await smtp.nextMail()))).status).toBe(204);
  });

  it('lets a code expire after 10 minutes', async () => {
    await userWithEmail('cyd', 'cyd@example.com');
    await askCode('cyd@example.com');
    const code = codeIn(await smtp.nextMail());
    now += 10 * 60_000;
    expect((await reset('cyd@example.com', code)).body.code).toBe('RESET_CODE_INVALID');
    expect((await signIn('cyd', 'old-secret')).status).toBe(200);

    // A second short of the 10 minutes it still works.
    await askCode('cyd@example.com');
    const fresh = codeIn(await smtp.nextMail());
    now += 10 * 60_000 - 1000;
    expect((await reset('cyd@example.com', fresh)).status).toBe(204);
  });

  it('voids the earlier code when a new one is sent', async () => {
    await userWithEmail('dee', 'dee@example.com');
    await askCode('dee@example.com');
    const first = codeIn(await smtp.nextMail());
    await askCode('dee@example.com');
    const second = codeIn(await smtp.nextMail());
    if (first !== second) expect((await reset('dee@example.com', first)).body.code).toBe('RESET_CODE_INVALID');
    expect((await reset('dee@example.com', second)).status).toBe(204);
  });

  it('answers 204 for an unknown or disabled address and sends nothing', async () => {
    const eve = await userWithEmail('eve', 'eve@example.com');
    await call('PUT', `/api/admin/users/${eve.user.id}`, { token: adminToken, json: { disabled: true } });
    const before = smtp.received.length;
    expect((await askCode('nobody@example.com')).status).toBe(204);
    expect((await askCode('eve@example.com')).status).toBe(204);
    await mailsSettled();
    expect(smtp.received.length).toBe(before);
    // Guessing for an unknown address reads exactly like a wrong code.
    expect((await reset('nobody@example.com', '123456')).body).toMatchObject({ code: 'RESET_CODE_INVALID' });
  });

  it('writes the mail in the language of Accept-Language, or en-US', async () => {
    await userWithEmail('fay', 'fay@example.com');
    await askCode('fay@example.com', 'zh-CN,zh;q=0.9');
    expect((await smtp.nextMail()).text).toContain('您的验证码是');
    await askCode('fay@example.com', 'de-DE,de;q=0.9');
    expect((await smtp.nextMail()).text).toContain('Your code is');
  });

  it('refuses a malformed request with VALIDATION_FAILED, never 500', async () => {
    for (const body of [{ email: 'not-an-address' }, { email: `${'a'.repeat(250)}@x.io` }, {}]) {
      const res = await call('POST', '/api/auth/reset-code', { json: body });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    for (const code of ['12345', '12a456', '']) {
      const res = await reset('ann@example.com', code);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

describe('the e-mail address in the profile', () => {
  it('is shown to its owner only, validated, unique without case, and can be removed', async () => {
    const gil = await userWithEmail('gil', 'gil@example.com');
    const info = await call('GET', '/api/wx/user/info', { token: gil.access_token });
    expect(info.body.email).toBe('gil@example.com');
    expect((await signIn('gil', 'old-secret')).body.user.email).toBe('gil@example.com');
    const users = await call('GET', '/api/admin/users?per_page=100', { token: adminToken });
    expect(JSON.stringify(users.body)).not.toContain('gil@example.com');

    const hal = await signUp(call, 'hal');
    const taken = await call('PUT', '/api/wx/user/update', { token: hal.access_token, json: { email: 'GIL@example.com' } });
    expect([taken.status, taken.body.code]).toEqual([409, 'EMAIL_TAKEN']);
    for (const email of ['gil at example.com', `${'g'.repeat(250)}@x.io`]) {
      const bad = await call('PUT', '/api/wx/user/update', { token: hal.access_token, json: { email } });
      expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }

    const cleared = await call('PUT', '/api/wx/user/update', { token: gil.access_token, json: { email: null } });
    expect(cleared.body.email).toBeNull();
    expect((await call('PUT', '/api/wx/user/update', { token: hal.access_token, json: { email: 'gil@example.com' } })).status).toBe(200);
  });
});

describe('limits', () => {
  it('sends one address a few codes an hour, whether or not it has an account', async () => {
    const limited = await startTestServer({ config: { smtp: { url: smtp.url, from: 'reset@atelier.test' }, authRateLimitPerMinute: 4 } });
    try {
      const limitedCall = createClient(limited.url);
      const ask = (email: string) => limitedCall('POST', '/api/auth/reset-code', { json: { email } });
      expect((await ask('ivy@example.com')).status).toBe(204);
      const refused = await ask('IVY@example.com');
      expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
      expect((await ask('other@example.com')).status).toBe(204);
    } finally {
      await limited.close();
    }
  });

  it('counts wrong codes against the address, like failed logins', async () => {
    const limited = await startTestServer({ config: { smtp: { url: smtp.url, from: 'reset@atelier.test' }, authRateLimitPerMinute: 3 } });
    try {
      const limitedCall = createClient(limited.url);
      const guess = () => limitedCall('POST', '/api/auth/reset', { json: { email: 'jo@example.com', code: '000000', new_password: 'whatever' } });
      for (let i = 0; i < 3; i += 1) expect((await guess()).body.code).toBe('RESET_CODE_INVALID');
      expect((await guess()).body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('a mail server that cannot be reached', () => {
  it('still answers 204, and the failure is only logged', async () => {
    const gone = await startFakeSmtp();
    await gone.close();
    const broken = await startTestServer({ config: { smtp: { url: gone.url, from: 'reset@atelier.test' } } });
    try {
      const brokenCall = createClient(broken.url);
      await signUp(brokenCall, 'admin');
      const lee = await signUp(brokenCall, 'lee');
      await brokenCall('PUT', '/api/wx/user/update', { token: lee.access_token, json: { email: 'lee@example.com' } });
      expect((await brokenCall('POST', '/api/auth/reset-code', { json: { email: 'lee@example.com' } })).status).toBe(204);
      await broken.app.ctx.emailReset!.outbox.idle();
      expect((await brokenCall('GET', '/healthz')).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('answers PASSWORD_RESET_OFF and tells the client to ask an administrator', async () => {
    const plain = await startTestServer();
    try {
      const plainCall = createClient(plain.url);
      const code = await plainCall('POST', '/api/auth/reset-code', { json: { email: 'kim@example.com' } });
      expect([code.status, code.body.code]).toEqual([404, 'PASSWORD_RESET_OFF']);
      const res = await plainCall('POST', '/api/auth/reset', { json: { email: 'kim@example.com', code: '123456', new_password: 'whatever' } });
      expect([res.status, res.body.code]).toEqual([404, 'PASSWORD_RESET_OFF']);
      expect((await plainCall('POST', '/api/session', { json: {} })).body.data.passwordReset).toBe('admin');
    } finally {
      await plain.close();
    }
  });
});
