import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, serverPerFile } from '../../../tooling/e2e';
import {
  AUTH_SERVER_ENV,
  avatarButton,
  currentPath,
  englishPage,
  LOGOUT_RELOAD_ABORT,
  loginWithForm,
  openApp,
  registerByApi,
  registerOnAuthScreen,
  signIn,
  uniqueName,
  waitForPath,
} from './authFlow';

const server = serverPerFile({ env: AUTH_SERVER_ENV });
/** A refused login is a 401 the browser logs; expected where a test types a wrong password. */
const UNAUTHORIZED_LOGIN = [/HTTP 401: .*\/api\/login$/, /console error: Failed to load resource: .* 401 /];
const PASSWORD = 'secret-pass1';

const storedUser = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('userStorage');
    return raw ? (JSON.parse(raw) as { data: { token: string; refreshToken: string; isLogin: boolean; uid: string } }).data : null;
  });

describe('sign-in on the full-page auth screen', () => {
  it('sends a guest to /login with the full path, registers, logs in by itself and returns there', async () => {
    const page = await englishPage(server.baseUrl);
    await openApp(page, '/upload/batchupload?x=1');
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/upload/batchupload?x=1')}`);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/upload/batchupload?x=1');
    await expect.poll(() => page.title()).toMatch(/^Sign in/);

    // Hold the automatic login back until its "starting login..." step has been seen, however
    // fast or slow the machine.
    let releaseLogin!: () => void;
    const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
    await page.route('**/api/login', async (route) => {
      await loginHeld;
      await route.continue();
    });
    const name = uniqueName('reg');
    await registerOnAuthScreen(page, name, PASSWORD);
    const form = page.locator('form[data-part="register-form"]');
    await form.getByText('Register success').waitFor();
    await form.getByText('starting login...').waitFor();
    releaseLogin();
    await waitForPath(page, '/upload/batchupload?x=1');
    await page.getByRole('heading', { name: 'Batch upload' }).waitFor();
    expect(await page.title()).toMatch(/^Batch upload/);

    // The header now shows the account instead of the Login text.
    await avatarButton(page).waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);
    expect(await storedUser(page)).toMatchObject({ isLogin: true, token: expect.stringMatching(/.+/) });
    expectNoPageProblems(page);
  });

  it('shows the nickname and a logout button on hover; logout revokes the session and reloads logged out', async () => {
    const page = await englishPage(server.baseUrl);
    const name = uniqueName('out');
    await signIn(page, server.baseUrl, name, PASSWORD);
    await avatarButton(page).hover();
    const card = page.getByRole('dialog', { name: 'Account' });
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain(name);
    await expectNoAxeViolations(page);

    const before = await storedUser(page);
    expect(before?.refreshToken).toBeTruthy();
    await page.evaluate(() => ((window as unknown as { beforeLogout: boolean }).beforeLogout = true));
    const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/logout') && r.method() === 'POST');
    await card.getByRole('button', { name: 'Log out' }).click();
    expect((await logoutCall).postDataJSON()).toEqual({ refresh_token: before?.refreshToken });

    // A reload dropped the marker; the header offers Login again.
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { beforeLogout?: boolean }).beforeLogout)).toBeUndefined();
    expect(await storedUser(page)).toMatchObject({ isLogin: false, token: '', refreshToken: '', uid: '' });
    // The server no longer accepts the refresh token.
    const refresh = await fetch(`${server.baseUrl}/api/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: before?.refreshToken }),
    });
    expect(refresh.status).toBe(401);
    // The guarded page is closed again.
    await openApp(page, '/mine/index');
    await waitForPath(page, '/login?redirect=%2Fmine%2Findex');
    // The refused refresh above proves the logout call reached the server.
    expectNoPageProblems(page, [LOGOUT_RELOAD_ABORT]);
  });

  it('says "Login failed" with the reason for a wrong password, and stays usable', async () => {
    const name = uniqueName('bad');
    await registerByApi(server.baseUrl, name, PASSWORD);
    const page = await englishPage(server.baseUrl);
    await openApp(page, '/login');
    await loginWithForm(page, name, 'not-the-password');
    const alert = page.locator('form[data-part="login-form"]').getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/^Login failed: .+/);
    expect(currentPath(page)).toBe('/login');
    expect(await storedUser(page)).not.toMatchObject({ isLogin: true });
    // The corrected password gets through.
    await loginWithForm(page, name, PASSWORD);
    await waitForPath(page, '/info/main');
    expectNoPageProblems(page, UNAUTHORIZED_LOGIN);
  });

  it('goes straight to the redirect target (or /) when /login is opened while signed in', async () => {
    const page = await englishPage(server.baseUrl);
    await signIn(page, server.baseUrl, uniqueName('in'), PASSWORD);
    await openApp(page, '/login?redirect=%2Fmine%2Findex');
    await waitForPath(page, '/mine/index');
    await openApp(page, '/register');
    await waitForPath(page, '/info/main');
    // A redirect off the site is not followed.
    await openApp(page, '/auth/login?redirect=https%3A%2F%2Fexample.com%2F');
    await waitForPath(page, '/info/main');
    expectNoPageProblems(page);
  });

  it('remembers the user name after logout only when "Save" was ticked', async () => {
    const page = await englishPage(server.baseUrl);
    const name = uniqueName('keep');
    await registerByApi(server.baseUrl, name, PASSWORD);
    await openApp(page, '/login');
    const form = page.locator('form[data-part="login-form"]');
    await form.getByRole('checkbox', { name: 'Save' }).check();
    await loginWithForm(page, name, PASSWORD);
    // The navigation home after login must not overtake the logout below.
    await waitForPath(page, '/info/main');
    await page.waitForLoadState('networkidle');
    await avatarButton(page).waitFor();
    await avatarButton(page).hover();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();

    const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
    await login.click();
    const modal = page.getByRole('dialog', { name: 'Sign in' });
    expect(await modal.getByLabel('User', { exact: true }).inputValue()).toBe(name);
    expect(await modal.getByRole('checkbox', { name: 'Save' }).isChecked()).toBe(true);
    expect(await modal.getByLabel('Password', { exact: true }).inputValue()).toBe('');

    // Unticked: the next logout forgets it.
    await modal.getByRole('checkbox', { name: 'Save' }).uncheck();
    await loginWithForm(modal, name, PASSWORD);
    await modal.waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await avatarButton(page).waitFor();
    await avatarButton(page).hover();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await login.click();
    expect(await page.getByRole('dialog', { name: 'Sign in' }).getByLabel('User', { exact: true }).inputValue()).toBe('');
    expectNoPageProblems(page, [LOGOUT_RELOAD_ABORT]);
  });

  it('edits the nickname in the profile modal and shows it in the hover card', async () => {
    const page = await englishPage(server.baseUrl);
    const name = uniqueName('nick');
    await signIn(page, server.baseUrl, name, PASSWORD);
    await avatarButton(page).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await profile.waitFor();
    await expectNoAxeViolations(page);
    await profile.getByLabel('Nickname').fill('Ada Reads');
    const update = page.waitForResponse((r) => r.url().endsWith('/api/wx/user/update'));
    await profile.getByRole('button', { name: 'Save' }).click();
    const response = await update;
    expect(response.request().method()).toBe('PUT');
    expect(response.status()).toBe(200);
    await profile.waitFor({ state: 'detached' });
    await page.getByText('Profile saved').waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Profile: Ada Reads' }).waitFor();
    await avatarButton(page).hover();
    await expect.poll(() => page.getByRole('dialog', { name: 'Account' }).innerText()).toContain('Ada Reads');
    // The server kept it: a fresh load still shows it.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Profile: Ada Reads' }).waitFor();
    expectNoPageProblems(page);
  });
});

describe('sign-in accessibility', () => {
  it('has no axe violations on the auth screen (each tab) or with the login modal open', async () => {
    const page = await englishPage(server.baseUrl);
    await openApp(page, '/login');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Register' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Reset password' }).click();
    await expectNoAxeViolations(page);

    await openApp(page, '/404');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Sign in' });
    await modal.waitFor();
    await expectNoAxeViolations(page);
    // A failed attempt's announced error is clean too.
    await loginWithForm(page, 'nobody-here', 'wrong-pass');
    await modal.getByRole('alert').waitFor();
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, UNAUTHORIZED_LOGIN);
  });
});
