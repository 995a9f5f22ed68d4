import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../server/src/testing/fakeSmtp';
import { expectNoAxeViolations, expectNoPageProblems, type RunningServer, startServer } from '../../../tooling/e2e';
import { AUTH_SERVER_ENV, avatarButton, englishPage, loginWithForm, openApp, signIn, uniqueName, waitForPath } from './authFlow';

const PASSWORD = 'secret123';
let smtp: FakeSmtp;
let server: RunningServer;

// The built server mails through a real SMTP server (npm smtp-server) on a loopback port.
beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startServer({ env: { ...AUTH_SERVER_ENV, SMTP_URL: smtp.url, SMTP_FROM: 'Atelier <reset@atelier.test>' } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

describe('password reset by e-mail (SMTP_URL set)', () => {
  it('a user adds an address in the profile, then on a phone resets a forgotten password with the mailed code', async () => {
    const name = uniqueName('mail');
    const address = `${name}@example.com`;
    const laptop = await englishPage(server.baseUrl);
    await signIn(laptop, server.baseUrl, name, PASSWORD);
    await avatarButton(laptop).click();
    const profile = laptop.getByRole('dialog', { name: 'Profile' });
    await profile.getByLabel('E-mail').fill(address);
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.waitFor({ state: 'detached' });

    const phone = await englishPage(server.baseUrl, { viewport: { width: 360, height: 740 } });
    await openApp(phone, '/login');
    await phone.getByRole('tab', { name: 'Reset password' }).click();
    const form = phone.locator('form[data-part="reset-form"]');
    await form.getByLabel('E-mail').fill(address);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText(/a code is on its way/).waitFor();
    expect(await form.getByRole('button', { name: /^\d+ s$/ }).isDisabled()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(phone);

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([address]);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    // Focus moved on to the code field when the send button started counting down.
    await phone.keyboard.type(code);
    await form.getByLabel('New password').fill('new-secret');
    await form.getByLabel('New password').press('Enter');
    await phone.getByRole('status').getByText('Your password was changed and every device signed out.', { exact: false }).waitFor();
    await expectNoAxeViolations(phone);

    await loginWithForm(phone, name, 'new-secret');
    await waitForPath(phone, '/info/main');
    const old = await fetch(`${server.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_name: name, password: PASSWORD }) });
    expect(old.status).toBe(401);
    expectNoPageProblems(phone);
  });
});
