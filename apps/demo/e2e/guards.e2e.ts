import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, serverPerFile } from '../../../tooling/e2e';
import { AUTH_SERVER_ENV, avatarButton, englishPage, LOGOUT_RELOAD_ABORT, loginWithForm, openApp, registerByApi, signIn, uniqueName, waitForPath } from './authFlow';

const server = serverPerFile({ env: AUTH_SERVER_ENV });
const PASSWORD = 'secret-pass1';
// The server makes the first registered account the admin (DESIGN §2); this file registers it first.
const ADMIN = uniqueName('admin');

beforeAll(async () => {
  await registerByApi(server.baseUrl, ADMIN, PASSWORD);
});

const adminLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true });
const loginText = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });

describe('admin link and admin route', () => {
  it('shows the Admin link to the first user, which opens /mine/admin', async () => {
    const page = await englishPage(server.baseUrl);
    await openApp(page, '/login');
    await loginWithForm(page, ADMIN, PASSWORD);
    // Let the post-login navigation home finish first, or it would overtake the click below.
    await waitForPath(page, '/info/main');
    await page.waitForLoadState('networkidle');
    await avatarButton(page).waitFor();
    await adminLink(page).waitFor();
    await adminLink(page).click();
    await waitForPath(page, '/mine/admin');
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    expectNoPageProblems(page);
  });

  it('hides the Admin link from a second user and refuses /mine/admin with the 404 page', async () => {
    const page = await englishPage(server.baseUrl);
    await signIn(page, server.baseUrl, uniqueName('plain'), PASSWORD);
    expect(await adminLink(page).count()).toBe(0);
    await openApp(page, '/mine/admin');
    await waitForPath(page, '/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // Still signed in: the refusal is about rights, not the session.
    expect(await avatarButton(page).count()).toBe(1);
    expectNoPageProblems(page);
  });
});

describe('header', () => {
  it('has tabs for Chat, Draw, Gallery, the library, which opens /info/main titled Home, and the public library', async () => {
    const page = await englishPage(server.baseUrl);
    await signIn(page, server.baseUrl, uniqueName('tabs'), PASSWORD);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    // The public library's tab shows once /api/session says PUBLIC_LIBRARY (signed-in by default) admits this visitor.
    await nav.getByRole('link', { name: 'Public library' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Chat', 'Draw', 'Gallery', 'single book upload', 'Public library']);
    await nav.getByRole('link', { name: 'Public library' }).click();
    await waitForPath(page, '/public');
    await expect.poll(() => page.title()).toMatch(/^Public library ·/);
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await waitForPath(page, '/gallery');
    await nav.getByRole('link', { name: 'single book upload' }).click();
    await waitForPath(page, '/info/main');
    await expect.poll(() => page.title()).toMatch(/^Home ·/);
    await openApp(page, '/upload');
    await waitForPath(page, '/upload/fileupload');
    await expect.poll(() => page.title()).toMatch(/^Upload ·/);
    expectNoPageProblems(page);
  });
});

describe('route guards and error pages', () => {
  it('redirects every login-only route with its full path, and leaves readers open', async () => {
    const page = await englishPage(server.baseUrl);
    for (const path of ['/info', '/info/main/abc', '/upload', '/upload/tasks/t1?tab=files', '/mine', '/mine/index', '/mine/admin']) {
      await openApp(page, path);
      // Redirecting routes (/info, /upload, /mine) are guarded before they forward anywhere.
      await waitForPath(page, `/login?redirect=${encodeURIComponent(path)}`);
    }
    await openApp(page, '/');
    await waitForPath(page, '/login?redirect=%2Finfo%2Fmain');
    await openApp(page, '/chat');
    await waitForPath(page, '/chat');
    expectNoPageProblems(page);
  });

  it('sends an unknown path to /404, which has a way home', async () => {
    const page = await englishPage(server.baseUrl);
    await signIn(page, server.baseUrl, uniqueName('lost'), PASSWORD);
    await openApp(page, '/no/such/page?x=1');
    await waitForPath(page, '/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toMatch(/^404/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await waitForPath(page, '/info/main');
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });

  it('goes to /500 when the session check fails, and from there back home once the server answers', async () => {
    const page = await englishPage(server.baseUrl);
    let broken = true;
    await page.route('**/api/session', (route) => (broken ? route.abort('connectionrefused') : route.continue()));
    await openApp(page, '/chat');
    await waitForPath(page, '/500');
    await page.getByRole('heading', { name: 'The service is not reachable' }).waitFor();
    await expectNoAxeViolations(page);

    broken = false;
    await page.getByRole('link', { name: 'Back to home' }).click();
    // Home is login-only, so a guest lands on the sign-in screen with home as the target.
    await waitForPath(page, '/login?redirect=%2Finfo%2Fmain');
    await page.getByRole('tab', { name: 'Password login' }).waitFor();
    expectNoPageProblems(page, [/request failed: .*\/api\/session/, /console error: Failed to load resource: net::ERR_CONNECTION_REFUSED/]);
  });

  it('goes to /500 when the session check answers with a server error', async () => {
    const page = await englishPage(server.baseUrl);
    await page.route('**/api/session', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","msg":"down"}' }));
    await openApp(page, '/gallery');
    await waitForPath(page, '/500');
    // Navigating inside the app runs the check again.
    await page.unroute('**/api/session');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await waitForPath(page, '/login?redirect=%2Finfo%2Fmain');
    expectNoPageProblems(page, [/HTTP 500: .*\/api\/session$/, /console error: Failed to load resource: .* 500 /]);
  });
});

describe('on a 360 × 640 phone', () => {
  const phone = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it('shows the bottom bar with Home and Mine (no Dev outside ppe) and never scrolls sideways', async () => {
    const page = await englishPage(server.baseUrl, phone);
    await openApp(page, '/login');
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    await bar.waitFor();
    expect(await bar.getByRole('link').allInnerTexts()).toEqual(['Home', 'Mine']);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    const name = uniqueName('phone');
    await registerByApi(server.baseUrl, name, PASSWORD);
    await loginWithForm(page, name, PASSWORD);
    await waitForPath(page, '/info/main');
    await page.waitForLoadState('networkidle');
    for (const path of ['/info/main', '/mine/index', '/upload/tasks', '/404', '/chat']) {
      await openApp(page, path);
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
      expect(await bar.isVisible(), path).toBe(true);
    }
    await bar.getByRole('link', { name: 'Mine' }).tap();
    await waitForPath(page, '/mine/index');
    await bar.getByRole('link', { name: 'Home' }).tap();
    await waitForPath(page, '/info/main');
    expectNoPageProblems(page);
  });

  it('opens the login modal as a full-height sheet', async () => {
    const page = await englishPage(server.baseUrl, phone);
    await openApp(page, '/404');
    await loginText(page).tap();
    const modal = page.getByRole('dialog', { name: 'Sign in' });
    await modal.waitFor();
    const box = await modal.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(359);
    expect(box?.height).toBeGreaterThanOrEqual(639);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('lets a phone user reach logout (there is no hover on touch)', async () => {
    const page = await englishPage(server.baseUrl, phone);
    await signIn(page, server.baseUrl, uniqueName('tap'), PASSWORD);
    await avatarButton(page).tap();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await profile.waitFor();
    await profile.getByRole('button', { name: 'Log out' }).tap();
    await loginText(page).waitFor();
    expectNoPageProblems(page, [LOGOUT_RELOAD_ABORT]);
  });
});
