import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, serverPerFile } from '../../../tooling/e2e';
import { AUTH_SERVER_ENV, englishPage, loginWithForm, openApp, signIn, uniqueName, waitForPath } from './authFlow';

const server = serverPerFile({ env: AUTH_SERVER_ENV });
const PASSWORD = 'secret123';

const storedUser = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('userStorage');
    return raw ? (JSON.parse(raw) as { data: { token: string; refreshToken: string; isLogin: boolean } }).data : null;
  });

describe('account: password and signed-in devices (/mine/index)', () => {
  it('a password change in one browser signs the other out at its next request; the devices list shows this one only', async () => {
    const name = uniqueName('pw');
    const laptop = await englishPage(server.baseUrl);
    await signIn(laptop, server.baseUrl, name, PASSWORD);
    const phone = await englishPage(server.baseUrl);
    await openApp(phone, '/login');
    await loginWithForm(phone, name, PASSWORD);
    await waitForPath(phone, '/info/main');
    const phoneTokens = await storedUser(phone);
    expect(phoneTokens?.refreshToken).toBeTruthy();

    // Both browsers are listed on the Devices tab.
    await openApp(laptop, '/mine/index');
    await laptop.getByRole('tab', { name: 'Devices' }).click();
    const signOutButtons = laptop.getByRole('button', { name: /^Sign out / });
    await expect.poll(() => signOutButtons.count()).toBe(2);
    await laptop.getByText('This device').waitFor();

    // Change the password from the keyboard: the rules are checked before anything is sent.
    await laptop.getByRole('button', { name: 'Change password' }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByLabel('Repeat new password').fill('short');
    await dialog.getByLabel('Repeat new password').press('Enter');
    await dialog.getByText('Use at least 6 characters.').waitFor();
    await laptop.setViewportSize({ width: 360, height: 640 });
    expect(await laptop.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(laptop);
    await dialog.getByLabel('New password', { exact: true }).fill('new-secret');
    await dialog.getByLabel('Repeat new password').fill('new-secret');
    await dialog.getByLabel('Repeat new password').press('Enter');
    await laptop.getByText('Password changed. Other devices were signed out.').waitFor();

    // The laptop stays signed in and now lists itself only.
    await openApp(laptop, '/mine/index');
    await laptop.getByRole('tab', { name: 'Devices' }).click();
    await laptop.getByText('This device').waitFor();
    await expect.poll(() => signOutButtons.count()).toBe(1);
    expect(await laptop.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(laptop);
    expect((await storedUser(laptop))?.isLogin).toBe(true);

    // The phone's next request is refused, its refresh too, and it ends up signed out.
    await openApp(phone, '/mine/index');
    await expect.poll(async () => (await storedUser(phone))?.isLogin, { timeout: 15_000 }).toBe(false);
    const refresh = await fetch(`${server.baseUrl}/api/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: phoneTokens?.refreshToken }),
    });
    expect(refresh.status).toBe(401);
    // Only the new password signs in now.
    const oldLogin = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: name, password: PASSWORD }),
    });
    expect(oldLogin.status).toBe(401);

    expectNoPageProblems(laptop);
    // The phone's refused calls are the point of this test.
    expectNoPageProblems(phone, [/HTTP 401: .*\/api\//, /console error: Failed to load resource: .* 401 /]);
  }, 120_000);
});
