import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMidjourney, type FakeMidjourneyServer, startFakeMidjourneyServer } from '../../../packages/draw/src/testing/node';
import { createClient, signUp } from '../../server/src/testing/http';
import { expectNoAxeViolations, expectNoPageProblems, newPage, type RunningServer, startServer } from '../../../tooling/e2e';
import { uniqueName } from './authFlow';
import { keptOnServer } from './keptOnServer';

// Issue 19: one account's drawings on two devices (two fresh browser contexts) through the real
// server's sync API, and the server's own copy of each finished image, which outlives the proxy's.
const fake = createFakeMidjourney({ progressSteps: ['50%'] });
let mj: FakeMidjourneyServer;
let server: RunningServer;
const PASSWORD = 'secret123';

beforeAll(async () => {
  mj = await startFakeMidjourneyServer(fake);
  // The fake proxy answers OpenAI's image route too, for DALL·E.
  server = await startServer({ env: { MJ_SERVER: mj.url, OPENAI_API_BASE_URL: mj.url, OPENAI_API_KEY: 'sk-e2e' } });
});
afterAll(async () => {
  await server?.stop();
  await mj?.close();
});

const card = (page: Page, label: RegExp) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });
const syncLine = (page: Page) => page.getByRole('status', { name: 'Sync' });

async function account(): Promise<string> {
  const userName = uniqueName('drawer');
  await signUp(createClient(server.baseUrl), userName, PASSWORD);
  return userName;
}

/** A device: a fresh browser in English, signed in through the login screen, on /draw. */
async function device(userName: string): Promise<Page> {
  const page = await newPage(server.baseUrl);
  await page.addInitScript(() => {
    if (localStorage.getItem('appSetting') === null) {
      localStorage.setItem('appSetting', JSON.stringify({ data: { siderCollapsed: false, theme: 'light', language: 'en-US' }, expire: null }));
    }
  });
  await page.goto('/login?redirect=%2Fdraw', { waitUntil: 'networkidle' });
  await page.getByLabel('User', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/draw', { timeout: 30_000 });
  return page;
}

/** The image shown in a card has really loaded (an expired link would leave it broken). */
const loaded = (page: Page, label: RegExp) =>
  card(page, label)
    .getByRole('img', { name: /^Result of/ })
    .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);

describe('drawings follow the account between devices', () => {
  it('shows a drawing from the laptop on the phone from the server’s copy, after the proxy has forgotten it', async () => {
    const userName = await account();
    const laptop = await device(userName);
    await laptop.getByLabel('Prompt', { exact: true }).fill('a lighthouse at dusk');
    await laptop.getByRole('button', { name: 'Generate', exact: true }).click();
    const drawn = card(laptop, /^a lighthouse at dusk/);
    await drawn.getByRole('img', { name: /^Result of/ }).waitFor({ timeout: 25_000 });
    // The server keeps its copy once the task is done; the record saying where then syncs.
    await expect.poll(() => fake.requests.filter((r) => r.path.endsWith('/fetch')).length, { timeout: 15_000 }).toBeGreaterThan(2);
    await expect.poll(() => syncLine(laptop).innerText(), { timeout: 15_000 }).toContain('Synced');

    fake.forgetAll();
    const phone = await device(userName);
    const there = card(phone, /^a lighthouse at dusk/);
    await there.getByRole('img', { name: /^Result of/ }).waitFor({ timeout: 20_000 });
    expect(await there.getByRole('img', { name: /^Result of/ }).getAttribute('src')).toMatch(/\/api\/draw\/images\//);
    await expect.poll(() => loaded(phone, /^a lighthouse at dusk/), { timeout: 10_000 }).toBe(true);

    await phone.goto('/gallery', { waitUntil: 'networkidle' });
    await phone.getByText('1 work', { exact: true }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(phone);
    await expectNoPageProblems(laptop);
    await expectNoPageProblems(phone);
  });

  it('sends a DALL·E picture to the server to keep, so the phone shows it after its link has expired', async () => {
    const userName = await account();
    const laptop = await device(userName);
    await laptop.getByRole('tab', { name: 'DALL·E' }).click();
    const form = laptop.getByRole('form', { name: 'DALL·E' });
    await form.getByLabel('Prompt', { exact: true }).fill('a red kite over dunes');
    await form.getByRole('button', { name: 'Generate', exact: true }).click();
    await card(laptop, /^a red kite over dunes/).getByRole('img', { name: /^Result of/ }).waitFor({ timeout: 25_000 });
    // On the server: the drawing's record, naming the copy the laptop sent.
    await expect.poll(() => keptOnServer(laptop), { timeout: 20_000 }).toEqual([expect.stringMatching(/^\/api\/draw\/images\/[0-9a-f-]{36}\.png$/)]);

    fake.forgetAll();
    const phone = await device(userName);
    const there = card(phone, /^a red kite over dunes/).getByRole('img', { name: /^Result of/ });
    // The kept address arrives with the record's next version, within a pull or two.
    await expect.poll(async () => (await there.count()) > 0 && (await there.getAttribute('src')), { timeout: 25_000 }).toMatch(/\/api\/draw\/images\//);
    await expect.poll(() => loaded(phone, /^a red kite over dunes/), { timeout: 10_000 }).toBe(true);
    await expectNoPageProblems(phone);
  });

  it('leaves nothing of the account in IndexedDB or localStorage after signing out', async () => {
    const userName = await account();
    const laptop = await device(userName);
    await laptop.getByLabel('Prompt', { exact: true }).fill('a quiet harbour');
    await laptop.getByRole('button', { name: 'Generate', exact: true }).click();
    await card(laptop, /^a quiet harbour/).getByRole('img', { name: /^Result of/ }).waitFor({ timeout: 25_000 });
    const uid = await laptop.evaluate(() => (JSON.parse(localStorage.getItem('userStorage') ?? '{}') as { data?: { uid?: string } }).data?.uid);
    expect(uid).toBeTruthy();

    await laptop.getByRole('button', { name: /^Profile/ }).click();
    await Promise.all([laptop.waitForEvent('load'), laptop.getByRole('contentinfo').getByRole('button', { name: 'Log out', exact: true }).click()]);
    await laptop.goto('/draw', { waitUntil: 'networkidle' });
    expect(await card(laptop, /^a quiet harbour/).count()).toBe(0);
    const left = await laptop.evaluate(async (id) => {
      const databases = (await indexedDB.databases()).map((d) => d.name ?? '');
      const entries = Object.entries(localStorage).filter(([key, value]) => key.includes(id) || value.includes(id));
      return { databases: databases.filter((name) => name.includes('@')), keys: entries.map(([key]) => key) };
    }, uid!);
    expect(left).toEqual({ databases: [], keys: [] });
  });
});
