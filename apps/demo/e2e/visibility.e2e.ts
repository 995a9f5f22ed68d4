import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUrlSigner } from '../../server/src/infra/urlSigner';
import { createClient } from '../../server/src/testing/http';
import { expectNoAxeViolations, expectNoPageProblems, serverPerFile } from '../../../tooling/e2e';
import { AUTH_SERVER_ENV, englishPage, openApp, signIn, uniqueName } from './authFlow';
import { uploadBook } from './uploadBook';

// Issue 18's done-when: Alice shares one book by link and makes another public; Bob and a guest find
// and read exactly what they should, and are refused the private one in words, also through a guessed
// file address and an expired signed one.

const JWT_SECRET = 'e2e-visibility-secret-'.padEnd(48, 'x');
const server = serverPerFile({ env: { ...AUTH_SERVER_ENV, PUBLIC_LIBRARY: 'anyone', JWT_SECRET } });
const PASSWORD = 'secret-pass';

const text = (title: string) => Buffer.from(`${title}\n\n${`The lantern of ${title} burns all night. `.repeat(40)}`);

async function uploadPrivate(token: string, title: string): Promise<string> {
  return uploadBook(server.baseUrl, [{ name: `${title}.txt`, data: text(title), type: 'text/plain' }], title, { token, visibility: 'private' });
}

/** The titles the visible book list shows, in order. */
async function listedTitles(page: Page): Promise<string[]> {
  await page.getByRole('list', { name: /library/i }).first().waitFor();
  const links = page.locator('[data-part="book-card"] a, [data-part="book-card"] h3');
  return [...new Set((await links.allTextContents()).map((t) => t.trim()).filter((t) => t.startsWith('Lantern')))].sort();
}

/** What the browser logs as expected: the refusal of the private book, and no progress yet for a book opened the first time. */
const REFUSED_AND_UNREAD = (secret: string) => [
  new RegExp(`HTTP 403: .*/api/books/${secret}`),
  /status of 403/,
  /HTTP 404: .*\/api\/reading\/history\//,
  /status of 404/,
];

async function expectReads(page: Page, id: string, title: string) {
  await openApp(page, `/book/txt/${id}`);
  await page.getByText(`The lantern of ${title} burns all night.`).first().waitFor();
}

async function expectRefused(page: Page, id: string) {
  await openApp(page, `/book/txt/${id}`);
  await page.getByText(/This book is private: only its owner can open it\./).first().waitFor();
  expect(await page.getByText('The lantern of Lantern Secret').count()).toBe(0);
}

describe('book visibility', () => {
  it('shares by link and in public exactly what its owner chose, and refuses the private book in words', async () => {
    // Alice: three private books; she shares one by link in its edit dialog and makes one public in bulk.
    const alice = uniqueName('alice');
    const a = await englishPage(server.baseUrl);
    await signIn(a, server.baseUrl, alice, PASSWORD);
    const call = createClient(server.baseUrl);
    const aliceToken = (await call('POST', '/api/login', { json: { user_name: alice, password: PASSWORD } })).body.access_token as string;
    const secret = await uploadPrivate(aliceToken, 'Lantern Secret');
    const shared = await uploadPrivate(aliceToken, 'Lantern Shared');
    const open = await uploadPrivate(aliceToken, 'Lantern Open');

    await openApp(a, '/info/main');
    await a.getByRole('button', { name: 'Edit Lantern Shared' }).click();
    const dialog = a.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Anyone with the link' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await a.getByRole('checkbox', { name: 'Select “Lantern Open”' }).check();
    await a.getByRole('button', { name: 'Change visibility…' }).click();
    const bulk = a.getByRole('dialog');
    await bulk.getByRole('radio', { name: 'Public' }).check();
    await bulk.getByRole('button', { name: 'Change' }).click();
    await a.getByText('Visibility changed for 1 book.').waitFor();
    const card = (title: string) => a.locator('[data-part="book-card"]', { hasText: title });
    await card('Lantern Open').locator('[data-part="visibility-badge"]', { hasText: 'Public' }).waitFor();
    await card('Lantern Shared').locator('[data-part="visibility-badge"]', { hasText: 'Link only' }).waitFor();
    await card('Lantern Secret').locator('[data-part="visibility-badge"]', { hasText: 'Private' }).waitFor();
    const visibilityOf = async (id: string) => (await call('GET', `/api/books/${id}`, { token: aliceToken })).body.visibility;
    expect([await visibilityOf(secret), await visibilityOf(shared), await visibilityOf(open)]).toEqual(['private', 'link', 'public']);
    await expectNoAxeViolations(a);

    // Bob finds the public book in the public library and in his search, reads the shared one by its link.
    const b = await englishPage(server.baseUrl);
    await signIn(b, server.baseUrl, uniqueName('bob'), PASSWORD);
    await openApp(b, '/public');
    await expect.poll(() => listedTitles(b)).toEqual(['Lantern Open']);
    await openApp(b, '/info/main');
    const search = b.getByRole('search', { name: 'Search books' });
    await search.getByLabel('Title or author').fill('Lantern');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => listedTitles(b)).toEqual(['Lantern Open']);
    await expectReads(b, shared, 'Lantern Shared');
    await expectReads(b, open, 'Lantern Open');
    await expectRefused(b, secret);
    expectNoPageProblems(b, REFUSED_AND_UNREAD(secret));

    // A guest: the same, and a way to sign in from the refusal.
    const guest = await englishPage(server.baseUrl);
    await openApp(guest, '/public');
    await expect.poll(() => listedTitles(guest)).toEqual(['Lantern Open']);
    await expectReads(guest, open, 'Lantern Open');
    await expectReads(guest, shared, 'Lantern Shared');
    await expectRefused(guest, secret);
    await guest.getByRole('link', { name: 'Login' }).or(guest.getByRole('link', { name: 'Sign in' })).first().click();
    await guest.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/book/txt/${secret}`);
    await expectNoAxeViolations(guest);
    expectNoPageProblems(guest, REFUSED_AND_UNREAD(secret));

    // A guessed file address, and a signed one from an hour and a half ago.
    const guessed = await guest.request.get(`/api/books/${secret}/files/0`);
    expect([guessed.status(), (await guessed.json()).code]).toEqual([403, 'BOOK_PRIVATE']);
    const path = `/api/books/${secret}/files/0`;
    const old = createUrlSigner(new TextEncoder().encode(JWT_SECRET), { clock: () => Date.now() - 90 * 60_000 }).sign(path);
    const expired = await guest.request.get(`${path}?${old.query}`);
    expect([expired.status(), (await expired.json()).code]).toEqual([403, 'LINK_EXPIRED']);
    // Alice's own signed address works for an element that sends no token.
    const own = (await call('GET', `/api/books/${secret}?with_files=true`, { token: aliceToken })).body;
    const fresh = await guest.request.get(own.files[0].url);
    expect(fresh.status()).toBe(200);
    expect(await fresh.text()).toContain('The lantern of Lantern Secret');
  }, 180_000);
});
