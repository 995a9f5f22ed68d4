import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { AUTH_SERVER_ENV, openApp, registerByApi, uniqueName } from './authFlow';

const server = serverPerFile({ env: AUTH_SERVER_ENV });
/** The refusals below are 4xx answers the browser logs. */
const REFUSED_REGISTER = [/HTTP (400|409): .*\/api\/register$/, /console error: Failed to load resource: .* (400|409) /];

/** What a screen reader reads after the field's label: its `aria-describedby` texts. */
const description = (field: Locator) =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** The (default, zh-CN) register tab of the full-page auth screen. */
async function chineseRegisterForm(page: Page) {
  await openApp(page, '/register');
  await page.getByRole('tab', { name: '注册' }).click();
  const form = page.locator('form[data-part="register-form"]');
  return { form, userName: form.getByLabel('用户名', { exact: true }), password: form.getByLabel('密码', { exact: true }), submit: form.getByRole('button', { name: '注册' }) };
}

describe('the zh-CN registration form and the server’s rules', () => {
  it('says the password rule in Chinese beside the field before sending, and sends nothing', async () => {
    const page = await newPage(server.baseUrl);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/register') || request.url().includes('/api/login')) sent.push(request.url());
    });
    const { userName, password, submit } = await chineseRegisterForm(page);
    await userName.fill(uniqueName('rule'));
    await password.fill('12345');
    await submit.click();
    await expect.poll(() => description(password)).toBe('密码至少需要 6 个字符。');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await userName.fill('a b');
    await submit.click();
    await expect.poll(() => description(userName)).toBe('用户名只能包含字母、数字和 _ . @ -。');
    expect(sent).toEqual([]);
    expectNoPageProblems(page);
  });

  it('words a refusal from the server in Chinese, never with the server’s English', async () => {
    const taken = uniqueName('taken');
    await registerByApi(server.baseUrl, taken, 'secret-pass1');
    const page = await newPage(server.baseUrl);
    const { form, userName, password, submit } = await chineseRegisterForm(page);
    const alert = form.getByRole('alert');

    // A name someone already has: only the server can tell.
    await userName.fill(taken);
    await password.fill('secret-pass1');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/register'));
    await submit.click();
    const refused = (await (await answer).json()) as { code: string; msg: string };
    expect(refused.code).toBe('USERNAME_TAKEN');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('注册失败 该用户名已被占用。');

    // A server whose rules are stricter than this page's (here: the request is cut on the way)
    // answers VALIDATION_FAILED with the validator's English; the reader gets Chinese.
    await page.route('**/api/register', (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), password: '1' }) }));
    await userName.fill(uniqueName('strict'));
    const second = page.waitForResponse((r) => r.url().endsWith('/api/register'));
    await submit.click();
    const validation = (await (await second).json()) as { code: string; msg: string };
    expect(validation).toMatchObject({ code: 'VALIDATION_FAILED', msg: expect.stringMatching(/characters/) });
    await expect.poll(() => alert.innerText()).toBe('注册失败 密码至少需要 6 个字符。');
    expect(await form.innerText()).not.toMatch(/[A-Za-z]{3,}/);
    expectNoPageProblems(page, REFUSED_REGISTER);
  });
});
