import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createClient, signUp } from '../../server/src/testing/http';
import { expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { uniqueName } from './authFlow';
import { makeTestEpub, makeTestPdf } from './bookFixtures';
import { epubHeading } from './epubHeading';
import { type BookFile, uploadBook } from './uploadBook';
import { showReaderChrome } from './readerChrome';

const server = serverPerFile();
const PASSWORD = 'secret123';

/** A user who has read nothing yet asks for their place and gets 404; that is "no place", not a fault. */
const NO_PLACE_YET = [/HTTP 404: .*\/api\/reading\/history\//, /console error: Failed to load resource: .* 404 \(Not Found\)/];

const upload = (file: BookFile, title: string) => uploadBook(server.baseUrl, [file], title);

/** A reader account registered over the API; its token is for checking the server's side. */
async function reader(): Promise<{ userName: string; token: string }> {
  const userName = uniqueName('syncer');
  const { access_token: token } = await signUp(createClient(server.baseUrl), userName, PASSWORD);
  return { userName, token };
}

/** "A device": a fresh browser context (nothing stored) signed in through the (zh-CN) login screen, landing on `redirect`. */
async function deviceSignedIn(userName: string, redirect: string): Promise<Page> {
  const page = await newPage(server.baseUrl);
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`, { waitUntil: 'networkidle' });
  await page.getByLabel('用户', { exact: true }).fill(userName);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === redirect, { timeout: 30_000 });
  return page;
}

interface ServerPlace {
  status: number;
  locator: string | undefined;
  percentage: number | undefined;
  format: string | undefined;
}

async function serverPlace(token: string, bookId: string): Promise<ServerPlace> {
  const res = await createClient(server.baseUrl)('GET', `/api/reading/history/${bookId}`, { token });
  const body = res.body as { locator?: string; percentage?: number; format?: string };
  return { status: res.status, locator: body.locator, percentage: body.percentage, format: body.format };
}

const localPlace = (page: Page, format: string) =>
  page.evaluate((f) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith(`readers.progress.${f}.`));
    const stored = key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { data?: { locator: string; percentage: number } } | null) : null;
    return stored?.data ?? null;
  }, format);

const pdfText = (page: Page, n: number) =>
  page.locator(`[data-page="${n}"] .textLayer`).textContent({ timeout: 1000 }).catch(() => '');

async function goToPdfPage(page: Page, n: number): Promise<void> {
  const input = page.getByLabel('页码');
  await input.fill(String(n));
  await input.press('Enter');
  await expect.poll(() => pdfText(page, n)).toContain(`Page ${n} marker`);
  await expect.poll(() => input.inputValue()).toBe(String(n));
}

async function expectPdfOpensAt(page: Page, n: number): Promise<void> {
  await expect.poll(() => pdfText(page, n), { timeout: 30_000 }).toContain(`Page ${n} marker`);
  await expect.poll(() => page.getByLabel('页码').inputValue()).toBe(String(n));
}

/** Every reading-progress call the page makes (GET of the place, POST of a new one). */
function progressCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/reading\/(progress|history)\//.test(request.url())) calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

/** A 12-page PDF that a new reader's phone opened at page 1 and read to page 4, which the server has. */
async function pdfReadToPage4() {
  const bookId = await upload({ name: 'quiet-water.pdf', data: makeTestPdf(12), type: 'application/pdf' }, 'Quiet Water');
  const route = `/book/pdf/${bookId}`;
  const alice = await reader();
  const phone = await deviceSignedIn(alice.userName, route);
  await expectPdfOpensAt(phone, 1);
  await goToPdfPage(phone, 4);
  await expect.poll(async () => (await serverPlace(alice.token, bookId)).locator, { timeout: 15_000 }).toBe('4');
  return { bookId, route, alice, phone };
}

describe('reading progress sync, signed in', () => {
  it('EPUB: the place reaches the server as a CFI and fraction, another device of the same user opens there, another user starts at the beginning', async () => {
    const bookId = await upload({ name: 'river-lights.epub', data: makeTestEpub(), type: 'application/epub+zip' }, 'River Lights');
    const route = `/book/epub/${bookId}`;
    const alice = await reader();

    const phone = await deviceSignedIn(alice.userName, route);
    await expect.poll(() => epubHeading(phone), { timeout: 30_000 }).toBe('Chapter One');
    await phone.getByRole('button', { name: '下一页' }).click();
    await phone.keyboard.press('ArrowRight');
    await showReaderChrome(phone);
    await phone.getByRole('button', { name: '目录' }).click();
    await phone.getByRole('dialog').waitFor();
    await phone.getByRole('button', { name: 'Chapter Two' }).click();
    await expect.poll(() => epubHeading(phone)).toBe('Chapter Two');
    const chapterStart = (await localPlace(phone, 'epub'))?.locator;
    await phone.keyboard.press('ArrowRight');
    await expect.poll(async () => (await localPlace(phone, 'epub'))?.locator).not.toBe(chapterStart);
    const read = await localPlace(phone, 'epub');

    // Writes are throttled to one per 5 s, the latest place always sent.
    await expect.poll(async () => (await serverPlace(alice.token, bookId)).locator, { timeout: 15_000 }).toBe(read?.locator);
    const stored = await serverPlace(alice.token, bookId);
    expect(stored.format).toBe('epub');
    expect(stored.locator).toMatch(/^epubcfi\(\/6\/4/);
    expect(stored.percentage).toBeGreaterThan(1 / 3);
    expect(stored.percentage).toBeLessThan(2 / 3);
    expect(stored.percentage).toBeCloseTo(read?.percentage ?? -1, 5);

    // A second device of the same user, nothing in its storage: the server's place.
    const laptop = await deviceSignedIn(alice.userName, route);
    await expect.poll(() => epubHeading(laptop), { timeout: 30_000 }).toBe('Chapter Two');
    await expect.poll(async () => (await localPlace(laptop, 'epub'))?.locator).toBe(read?.locator);
    await expect.poll(() => laptop.getByText(/已读 [1-9]\d*%/).count()).toBe(1);

    // Someone else reading the same book starts at its beginning, and has no place on the server.
    const bob = await reader();
    const other = await deviceSignedIn(bob.userName, route);
    await expect.poll(() => epubHeading(other), { timeout: 30_000 }).toBe('Chapter One');
    await expect.poll(() => other.getByText(/已读 0%/).count()).toBe(1);
    expect((await serverPlace(alice.token, bookId)).locator).toBe(read?.locator);

    for (const page of [phone, laptop, other]) expectNoPageProblems(page, NO_PLACE_YET);
  });

  it('PDF: page 4 on one device opens at page 4 on another device of the same user, and at page 1 for another user', async () => {
    const { bookId, route, alice, phone } = await pdfReadToPage4();
    const stored = await serverPlace(alice.token, bookId);
    expect(stored.format).toBe('pdf');
    expect(stored.percentage).toBeGreaterThanOrEqual(3 / 12);
    expect(stored.percentage).toBeLessThan(4 / 12);

    const laptop = await deviceSignedIn(alice.userName, route);
    await expectPdfOpensAt(laptop, 4);

    const bob = await reader();
    const other = await deviceSignedIn(bob.userName, route);
    await expectPdfOpensAt(other, 1);
    expect((await serverPlace(bob.token, bookId)).locator ?? '1').toBe('1');

    for (const page of [phone, laptop, other]) expectNoPageProblems(page, NO_PLACE_YET);
  });

  it('the newer place wins: pages read offline are sent when back online, beat the older server place when the book is reopened, and reach the other device', async () => {
    const { bookId, route, alice, phone } = await pdfReadToPage4();

    // The tablet opens at the server's place, then loses its connection (a train tunnel) and reads
    // on to page 9, which only its own storage knows; back online, the failed write is sent.
    const tablet = await deviceSignedIn(alice.userName, route);
    await expectPdfOpensAt(tablet, 4);
    const tabletContext: BrowserContext = tablet.context();
    await tabletContext.setOffline(true);
    // The write to the server is tried (after the 5 s write interval) and fails: waited for as it
    // happens, not for a fixed time a busy machine could overrun.
    const failedWrite = tablet.waitForEvent('requestfailed', { predicate: (request) => request.method() === 'POST' && request.url().includes(`/api/reading/progress/${bookId}`) });
    await goToPdfPage(tablet, 9);
    await expect.poll(async () => (await localPlace(tablet, 'pdf'))?.locator).toBe('9');
    await failedWrite;
    expect((await serverPlace(alice.token, bookId)).locator).toBe('4');
    await tabletContext.setOffline(false);
    await expect.poll(async () => (await serverPlace(alice.token, bookId)).locator, { timeout: 15_000 }).toBe('9');

    // Offline again, it reads to page 11 and the app is closed before the connection comes back.
    await tabletContext.setOffline(true);
    await goToPdfPage(tablet, 11);
    await expect.poll(async () => (await localPlace(tablet, 'pdf'))?.locator).toBe('11');
    // Closed while offline: whatever it tried on the way out failed, so the server keeps 9.
    await tablet.close();
    expect((await serverPlace(alice.token, bookId)).locator).toBe('9');

    // Reopened online later: its own newer page 11 wins over the server's 9, and is sent.
    await tabletContext.setOffline(false);
    const reopened = await tabletContext.newPage();
    await reopened.goto(route);
    await expectPdfOpensAt(reopened, 11);
    await expect.poll(async () => (await serverPlace(alice.token, bookId)).locator, { timeout: 15_000 }).toBe('11');

    // The phone still has page 4 stored locally, older than the server's 11: the server's wins.
    expect((await localPlace(phone, 'pdf'))?.locator).toBe('4');
    await phone.reload();
    await expectPdfOpensAt(phone, 11);

    expectNoPageProblems(phone, NO_PLACE_YET);
  });
});

describe('reading progress without an account', () => {
  it('keeps the place in the browser only: no progress call, and a reload opens at the same page', async () => {
    const bookId = await upload({ name: 'quiet-water.pdf', data: makeTestPdf(12), type: 'application/pdf' }, 'Quiet Water');
    const page = await newPage(server.baseUrl);
    // The page's clock is Playwright's, so the write interval is run through, not waited for.
    await page.clock.install();
    const calls = progressCalls(page);
    await page.goto(`/book/pdf/${bookId}`);
    await expectPdfOpensAt(page, 1);
    await goToPdfPage(page, 3);
    await expect.poll(async () => (await localPlace(page, 'pdf'))?.locator).toBe('3');
    await page.reload();
    await expectPdfOpensAt(page, 3);
    // Longer than the 5 s write interval, and the page was hidden once by the reload.
    await page.clock.runFor(6_000);
    // A request the timers started is on the wire before this later one answers.
    await page.evaluate(() => fetch('/healthz').then((response) => response.status));
    expect(calls).toEqual([]);
    expectNoPageProblems(page);
  });
});
