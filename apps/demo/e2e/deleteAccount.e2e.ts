import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../server/src/testing/http';
import { expectNoAxeViolations, expectNoPageProblems, serverPerFile } from '../../../tooling/e2e';
import { AUTH_SERVER_ENV, englishPage, loginWithForm, openApp, registerByApi, signIn, uniqueName } from './authFlow';
import { uploadBook } from './uploadBook';

// Issue 18, item 3: "delete my account", from the danger area of /mine, with the books deleted.

const server = serverPerFile({ env: AUTH_SERVER_ENV });
const PASSWORD = 'secret-pass';

const storedUser = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('userStorage');
    return raw ? (JSON.parse(raw) as { data: { token: string; refreshToken: string; isLogin: boolean } }).data : null;
  });

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('delete my account (/mine/index)', () => {
  it('deletes the account and its book from the keyboard; signing in fails and the book is not found', async () => {
    // The first account of a server is its administrator, who could not delete themself: someone else is first.
    await registerByApi(server.baseUrl, uniqueName('root'), PASSWORD);
    const name = uniqueName('leaver');
    const page = await englishPage(server.baseUrl);
    await signIn(page, server.baseUrl, name, PASSWORD);
    const call = createClient(server.baseUrl);
    const token = (await call('POST', '/api/login', { json: { user_name: name, password: PASSWORD } })).body.access_token as string;
    const title = 'Leaving Soon';
    const bookId = await uploadBook(server.baseUrl, [{ name: 'leaving.txt', data: Buffer.from(`${title}\n\nA short goodbye.`), type: 'text/plain' }], title, { token });
    const fileUrl = `${server.baseUrl}/api/books/${bookId}/files/0`;
    expect((await fetch(fileUrl)).status).toBe(200); // a link book: anyone with the address can open it

    await openApp(page, '/mine/index');
    await page.setViewportSize({ width: 360, height: 640 });
    await page.getByRole('heading', { name: 'Delete account' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();

    // Nothing chosen yet: the confirm refuses and says why, beside each field.
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Choose what happens to your books.').waitFor();
    await dialog.getByText('Enter your password to confirm.').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // From the keyboard: arrow keys move between the choices, the button follows the choice.
    await dialog.getByRole('radio', { name: 'Hand them to an administrator' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Delete my account, hand over my books' }).waitFor();
    await page.keyboard.press('ArrowUp');
    expect(await dialog.getByRole('radio', { name: 'Delete my books' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete my account and my books' }).waitFor();
    await page.keyboard.press('Tab'); // out of the radio group, to the password
    expect(await dialog.getByLabel('Password').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('wrong-guess');
    await page.keyboard.press('Enter');
    await dialog.getByText('The current password is wrong.').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await page.keyboard.press('Enter');

    await page.getByText('Your account was deleted.').waitFor();
    await expect.poll(async () => (await storedUser(page))?.isLogin).toBe(false);
    expect((await storedUser(page))?.token).toBe('');

    // Signing in again fails, in words; the book's address answers not found.
    await openApp(page, '/login');
    await loginWithForm(page, name, PASSWORD);
    await page.getByText('Wrong user name or password.').first().waitFor();
    expect((await fetch(fileUrl)).status).toBe(404);
    expect((await call('GET', `/api/books/${bookId}`)).status).toBe(404);

    // The refused password and the refused sign-in are the point of this test.
    expectNoPageProblems(page, [/HTTP 40[13]: .*\/api\/(account|login)/, /status of 40[13]/]);
  }, 120_000);
});
