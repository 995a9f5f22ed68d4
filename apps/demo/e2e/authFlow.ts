import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, type NewPageOptions } from '../../../tooling/e2e';

/** Auth files sign in and out many times from one address; the default 20/min would refuse them. */
export const AUTH_SERVER_ENV = { AUTH_RATE_LIMIT: '1000' };

let counter = 0;
/** A user name no other test of this server has taken. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/**
 * A page whose first load is in English (the product defaults to zh-CN), so tests read like the
 * UI text. Only seeded while nothing is stored, so a reload keeps what the test changed.
 */
export async function englishPage(baseUrl: string, options: NewPageOptions = {}): Promise<Page> {
  const page = await newPage(baseUrl, options);
  await page.addInitScript(() => {
    if (localStorage.getItem('appSetting') === null) {
      localStorage.setItem('appSetting', JSON.stringify({ data: { siderCollapsed: false, theme: 'light', language: 'en-US' }, expire: null }));
    }
  });
  return page;
}

/** Waits until the routed page has rendered and lazy chunks and locales have loaded. */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The provider's root renders before the router has run its loaders; a page has content in <main>.
  await page.waitForFunction(() => (document.querySelector('#root main')?.childElementCount ?? 0) > 0);
  await page.waitForLoadState('networkidle');
}

export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => currentPath(page), { timeout: 10_000 }).toBe(path);
}

/** The account button in the header (its name is "Profile: <nickname>"). */
export const avatarButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Profile: / });

/** Registers through the full-page auth screen's Register tab; the app then logs in by itself. */
export async function registerOnAuthScreen(page: Page, userName: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.locator('form[data-part="register-form"]');
  await form.getByLabel('Username', { exact: true }).fill(userName);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Register' }).click();
}

/** Signs in through the login form inside `scope` (the page, or the login modal when both show one). */
export async function loginWithForm(scope: Pick<Page, 'locator'>, userName: string, password: string): Promise<void> {
  const form = scope.locator('form[data-part="login-form"]');
  await form.getByLabel('User', { exact: true }).fill(userName);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Registers a user straight against the API (for tests about what happens after). */
export async function registerByApi(baseUrl: string, userName: string, password: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: userName, user_name: userName, password }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** Registers by API, then signs in through /login and waits for the avatar. */
export async function signIn(page: Page, baseUrl: string, userName: string, password: string): Promise<void> {
  await registerByApi(baseUrl, userName, password);
  await openApp(page, '/login');
  await loginWithForm(page, userName, password);
  await waitForPath(page, '/info/main');
  await avatarButton(page).waitFor();
}

/**
 * Logout reloads right after the server's 204, and Chromium may then report that finished call as
 * aborted. Tests that check the revocation itself do so against the server.
 */
export const LOGOUT_RELOAD_ABORT = /request failed: .*\/api\/logout net::ERR_ABORTED/;
