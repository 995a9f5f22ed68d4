import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, serverPerFile } from '../../../tooling/e2e';
import { AUTH_SERVER_ENV, avatarButton, englishPage, loginWithForm, openApp, registerByApi, uniqueName, waitForPath } from './authFlow';

// Issue 18's done-when: "an admin reset link works once".
const server = serverPerFile({ env: AUTH_SERVER_ENV });
const PASSWORD = 'secret-pass1';
const NEW_PASSWORD = 'fresh-pass2';
// The server makes the first registered account the admin (DESIGN §2); this file registers it first.
const ADMIN = uniqueName('admin');
const USER = uniqueName('forgetful');
const INVALID = 'This reset link is no longer valid: it was already used, has expired or was replaced. Ask an administrator for a new one.';

beforeAll(async () => {
  await registerByApi(server.baseUrl, ADMIN, PASSWORD);
  await registerByApi(server.baseUrl, USER, PASSWORD);
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const login = (userName: string, password: string) =>
  fetch(`${server.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_name: userName, password }) });

describe('admin password-reset link', () => {
  it('is issued and copied on the admin page, sets a new password once in another browser, then reads as invalid', async () => {
    const admin = await englishPage(server.baseUrl, { permissions: ['clipboard-read', 'clipboard-write'] });
    await openApp(admin, '/login');
    await loginWithForm(admin, ADMIN, PASSWORD);
    await waitForPath(admin, '/info/main');
    await avatarButton(admin).waitFor();
    await openApp(admin, '/mine/admin');

    // From the keyboard: focus the user's Reset link button and press Enter.
    const button = admin.getByRole('button', { name: `Reset link for ${USER}` });
    await button.focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: `Password reset link for ${USER}` });
    const field = dialog.getByRole('textbox', { name: 'Link to pass on' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${server.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/reset/[A-Za-z0-9_-]{43}$`));
    await dialog.getByText('It works once, within 24 hours.', { exact: false }).waitFor();
    await dialog.getByText(/^Valid until /).waitFor();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('status').getByText('Link copied.').waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await admin.setViewportSize({ width: 360, height: 640 });
    expect(await fitsWidth(admin)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(admin);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The admin cannot make one for their own account (they use Change password).
    expect(await admin.getByRole('button', { name: `Reset link for ${ADMIN}` }).count()).toBe(0);
    expectNoPageProblems(admin);

    // The user, in a browser of their own, opens the link and sets a new password.
    const visitor = await englishPage(server.baseUrl, { viewport: { width: 360, height: 640 } });
    await openApp(visitor, link);
    await visitor.getByText(`Choose a new password for ${USER}.`, { exact: false }).waitFor();
    expect(await fitsWidth(visitor)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(visitor);
    await visitor.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await visitor.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await visitor.getByLabel('Repeat new password').press('Enter');
    await visitor.getByText(`The password of ${USER} is set.`, { exact: false }).waitFor();
    await expectNoAxeViolations(visitor);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(visitor, '/login');
    await loginWithForm(visitor, USER, NEW_PASSWORD);
    await waitForPath(visitor, '/info/main');
    await avatarButton(visitor).waitFor();
    expectNoPageProblems(visitor);
    expect((await login(USER, PASSWORD)).status).toBe(401);

    // Opened again, the spent link says so in words and offers no form.
    const again = await englishPage(server.baseUrl);
    await openApp(again, link);
    expect(await again.getByRole('alert').innerText()).toBe(INVALID);
    expect(await again.getByLabel('New password', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(again);
    // The refused check is the point here.
    expectNoPageProblems(again, [/HTTP 410: .*\/api\/auth\/reset-link\//, /console error: Failed to load resource: .* 410 /]);
  }, 120_000);
});
