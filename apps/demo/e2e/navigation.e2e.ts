import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, serverPerFile } from '../../../tooling/e2e';
import { AUTH_SERVER_ENV, avatarButton, englishPage, loginWithForm, openApp, registerByApi, signIn, uniqueName, waitForPath } from './authFlow';

const server = serverPerFile({ env: { ...AUTH_SERVER_ENV, PUBLIC_LIBRARY: 'signed-in' } });
const PASSWORD = 'secret-pass1';
// The first registered account is the admin (DESIGN §2), so it sees every destination.
const ADMIN = uniqueName('admin');

beforeAll(async () => {
  await registerByApi(server.baseUrl, ADMIN, PASSWORD);
});

/** What the focused element is called: its accessible text as a keyboard user hears it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? (el.getAttribute('aria-label') ?? el.innerText ?? '').trim() : '';
  });

/** Presses Tab (or Shift+Tab) until the element with this name has focus; fails after a page's worth. */
async function tabTo(page: Page, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    await page.keyboard.press(key);
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`${key} never reached "${name}"`);
}

/** Each trip starts at the top of the page, reached by keyboard: back to the brand link. */
const fromTop = (page: Page) => tabTo(page, 'Atelier', 'Shift+Tab');

interface Place {
  link: string;
  path: string;
  title: RegExp;
}

const MAIN: Place[] = [
  { link: 'Chat', path: '/chat', title: /^Chat · Atelier$/ },
  { link: 'Draw', path: '/draw', title: /^Draw · Atelier$/ },
  { link: 'Gallery', path: '/gallery', title: /^Gallery · Atelier$/ },
  { link: 'single book upload', path: '/info/main', title: /^Home · Atelier$/ },
  { link: 'Public library', path: '/public', title: /^Public library · Atelier$/ },
];
const PERSONAL: Place[] = [
  { link: 'My library', path: '/mine/index?tab=books', title: /^My library · Mine · Atelier$/ },
  {
    link: 'Reading history',
    path: '/mine/index?tab=history',
    title: /^Reading history · Mine · Atelier$/,
  },
  { link: 'Batch upload', path: '/upload/batchupload', title: /^Batch upload · Atelier$/ },
  { link: 'Upload tasks', path: '/upload/tasks', title: /^Upload tasks · Atelier$/ },
  { link: 'Mine', path: '/mine/index', title: /^Mine · Atelier$/ },
  { link: 'Admin', path: '/mine/admin', title: /^Admin · Atelier$/ },
];

async function arrive(page: Page, place: Place): Promise<void> {
  await page.keyboard.press('Enter');
  await waitForPath(page, place.path);
  await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(place.title);
  // The header's links stay in the page (hidden on phones): the place is marked there. The account
  // card and the menu sheet close on the way, and mark the place when they open again.
  if (MAIN.includes(place)) await page.locator(`header a[aria-current="page"][href="${place.path}"]`).waitFor({ state: 'attached' });
}

describe('a keyboard-only admin reaches every destination', () => {
  it('at 1280 px: the header links, then the account card behind the avatar', async () => {
    const page = await englishPage(server.baseUrl);
    await openApp(page, '/login');
    await loginWithForm(page, ADMIN, PASSWORD);
    await waitForPath(page, '/info/main');
    await avatarButton(page).waitFor();
    for (const place of MAIN) {
      await fromTop(page);
      await tabTo(page, place.link);
      await arrive(page, place);
    }
    for (const place of PERSONAL) {
      await fromTop(page);
      // Focus on the avatar opens its card; Tab goes on into it.
      await tabTo(page, place.link);
      await arrive(page, place);
    }
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });

  it('at 360 px: the menu button opens a sheet holding every destination', async () => {
    const page = await englishPage(server.baseUrl, { viewport: { width: 360, height: 740 } });
    await signIn(page, server.baseUrl, uniqueName('phone'), PASSWORD);
    for (const place of [...MAIN, ...PERSONAL.filter((p) => p.link !== 'Admin')]) {
      await fromTop(page);
      await tabTo(page, 'Menu');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await tabTo(page, place.link);
      await arrive(page, place);
      expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    }
    const doc = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(doc.scroll).toBeLessThanOrEqual(doc.client);
    await tabTo(page, 'Menu');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await focusedName(page)).toBe('Menu');
    expectNoPageProblems(page);
  });
});
