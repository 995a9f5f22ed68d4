import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createClient, signUp } from '../../server/src/testing/http';
import { expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { uniqueName } from './authFlow';
import { makeTestPdf } from './bookFixtures';
import { uploadBook } from './uploadBook';

const server = serverPerFile();
const PASSWORD = 'secret123';

/** Requests the network cut refuses are the point of these tests, not faults. */
const OFFLINE_FAILURES = [/request failed: .* net::ERR_INTERNET_DISCONNECTED/, /console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/];

const pdfText = (page: Page, n: number) =>
  page.locator(`[data-page="${n}"] .textLayer`).textContent({ timeout: 1000 }).catch(() => '');

async function expectPdfAt(page: Page, n: number): Promise<void> {
  await expect.poll(() => pdfText(page, n), { timeout: 30_000 }).toContain(`Page ${n} marker`);
  await expect.poll(() => page.getByLabel('页码').inputValue()).toBe(String(n));
}

async function serverPlace(token: string, bookId: string): Promise<string | undefined> {
  const res = await createClient(server.baseUrl)('GET', `/api/reading/history/${bookId}`, { token });
  return (res.body as { locator?: string }).locator;
}

/** A signed-in browser whose pages the demo's service worker controls (the tests' default blocks it). */
async function signedInWithWorker(userName: string, redirect: string): Promise<Page> {
  const page = await newPage(server.baseUrl, { serviceWorkers: 'allow' });
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`, { waitUntil: 'networkidle' });
  await page.getByLabel('用户', { exact: true }).fill(userName);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === redirect, { timeout: 30_000 });
  // Installed (the app precached) and in control of this page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  return page;
}

describe('reading offline', () => {
  it('a book kept offline opens with the network cut, from the shelf Home shows then, and its place reaches the server when the network returns', async () => {
    const userName = uniqueName('traveller');
    const { access_token: token } = await signUp(createClient(server.baseUrl), userName, PASSWORD);
    // Private: its file addresses are signed and change with every answer, which the kept copy must survive.
    const bookId = await uploadBook(server.baseUrl, [{ name: 'night-train.pdf', data: makeTestPdf(12), type: 'application/pdf' }], 'Night Train', { token, visibility: 'private' });
    const route = `/book/pdf/${bookId}`;
    const page = await signedInWithWorker(userName, route);
    await expectPdfAt(page, 1);

    await page.getByRole('button', { name: '离线保存', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: '已可离线阅读（移除副本）' }).count(), { timeout: 30_000 }).toBe(1);

    // The network goes (a flight): Home has nothing it can load, so it lists what can be read.
    await page.context().setOffline(true);
    await page.goto('/');
    await expect.poll(() => page.getByText('当前无法连接服务器', { exact: false }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('link', { name: 'Night Train' }).click();
    await page.waitForURL((url) => url.pathname === route);
    await expectPdfAt(page, 1);

    // Read on to page 5 offline: the place is kept on the device; the server has at most page 1.
    const input = page.getByLabel('页码');
    await input.fill('5');
    await input.press('Enter');
    await expectPdfAt(page, 5);
    expect(await serverPlace(token, bookId)).not.toBe('5');

    // Back online, the waiting place is sent. Chromium's emulated network cut leaves
    // `navigator.onLine` true in a document loaded during it, so the browser's own `online` event,
    // which a real return of the network fires, is sent here by hand.
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => serverPlace(token, bookId), { timeout: 20_000 }).toBe('5');
    expectNoPageProblems(page, [...OFFLINE_FAILURES, /HTTP 404: .*\/api\/reading\/history\//, /console error: Failed to load resource: .* 404 \(Not Found\)/]);
  });

  it('Mine lists the kept books with the space used, and removing one (after a confirm) frees it', async () => {
    const userName = uniqueName('shelver');
    const { access_token: token } = await signUp(createClient(server.baseUrl), userName, PASSWORD);
    const bookId = await uploadBook(server.baseUrl, [{ name: 'short-stay.pdf', data: makeTestPdf(3), type: 'application/pdf' }], 'Short Stay', { token });
    const page = await signedInWithWorker(userName, `/book/pdf/${bookId}`);
    await expectPdfAt(page, 1);
    await page.getByRole('button', { name: '离线保存', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: '已可离线阅读（移除副本）' }).count(), { timeout: 30_000 }).toBe(1);

    await page.goto('/mine/index?tab=offline');
    const list = page.getByRole('region', { name: '本设备上的书' });
    await expect.poll(() => list.getByRole('link', { name: 'Short Stay' }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => list.getByText(/本站在此设备上占用/).count()).toBe(1);
    await list.getByRole('button', { name: '从本设备移除《Short Stay》' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '移除', exact: true }).click();
    await expect.poll(() => list.getByText('本设备上还没有保存书籍', { exact: false }).count()).toBe(1);
    expect(await page.evaluate(async () => (await (await caches.open('atelier-offline-books')).keys()).length)).toBe(0);
    expectNoPageProblems(page, [/HTTP 404: .*\/api\/reading\/history\//, /console error: Failed to load resource: .* 404 \(Not Found\)/]);
  });

  it('keeps the last book opened without being asked, and the next book opened takes its place', async () => {
    const userName = uniqueName('browser');
    const { access_token: token } = await signUp(createClient(server.baseUrl), userName, PASSWORD);
    const first = await uploadBook(server.baseUrl, [{ name: 'first.pdf', data: makeTestPdf(2), type: 'application/pdf' }], 'First Light', { token });
    const second = await uploadBook(server.baseUrl, [{ name: 'second.pdf', data: makeTestPdf(2), type: 'application/pdf' }], 'Second Wind', { token });
    const page = await signedInWithWorker(userName, `/book/pdf/${first}`);
    await expectPdfAt(page, 1);
    await expect.poll(() => keptBookIds(page), { timeout: 15_000 }).toEqual([first]);

    await page.goto(`/book/pdf/${second}`);
    await expectPdfAt(page, 1);
    await expect.poll(() => keptBookIds(page), { timeout: 15_000 }).toEqual([second]);

    await page.context().setOffline(true);
    await page.goto('/');
    const list = page.getByRole('region', { name: '本设备上的书' });
    await expect.poll(() => list.getByRole('link', { name: 'Second Wind' }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => list.getByText(/作为最近打开的书保存/).count()).toBe(1);
    expect(await list.getByRole('link', { name: 'First Light' }).count()).toBe(0);
    expectNoPageProblems(page, [...OFFLINE_FAILURES, /HTTP 404: .*\/api\/reading\/history\//, /console error: Failed to load resource: .* 404 \(Not Found\)/]);
  });
});

/** The ids of the books whose record is in the kept-books cache. */
function keptBookIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keys = await (await caches.open('atelier-offline-books')).keys();
    return keys.map((request) => /\/api\/books\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1]).filter((id): id is string => Boolean(id));
  });
}
