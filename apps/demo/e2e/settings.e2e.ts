import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';

const server = serverPerFile();

const scheme = (page: Page) => page.locator('[data-atelier-root]').first().getAttribute('data-resolved-color-scheme');
const background = (page: Page) =>
  page.evaluate(() => {
    const layout = document.querySelector('main')?.parentElement;
    return layout ? getComputedStyle(layout).backgroundColor : '';
  });

async function openSettings(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).first().click();
  await page.getByRole('dialog').waitFor();
}

describe('general settings', () => {
  it('starts in Chinese and switches the theme live, keeping it after a reload', async () => {
    const page = await newPage(server.baseUrl);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await scheme(page)).toBe('light');
    const light = await background(page);
    await openSettings(page, '设置');
    await page.getByLabel('主题').selectOption('dark');
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(await background(page)).not.toBe(light);
    await expectNoAxeViolations(page);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => scheme(page)).toBe('dark');
    expectNoPageProblems(page);
  });

  it('follows the system scheme live when the theme is auto', async () => {
    const page = await newPage(server.baseUrl, { colorScheme: 'dark' });
    await page.goto('/', { waitUntil: 'networkidle' });
    await openSettings(page, '设置');
    await page.getByLabel('主题').selectOption('auto');
    await expect.poll(() => scheme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => scheme(page)).toBe('light');
  });

  it('switches the language live, sets <html lang> and keeps it after a reload', async () => {
    const page = await newPage(server.baseUrl);
    await page.goto('/', { waitUntil: 'networkidle' });
    await openSettings(page, '设置');
    await page.getByLabel('语言').selectOption('en-US');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en-US');
    await expect.poll(() => page.getByLabel('Language').count()).toBe(1);
    await page.getByLabel('Language').selectOption('fr-FR');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr-FR');
    // Wait for the French strings themselves: reloading while they load would abort those requests.
    await expect.poll(() => page.getByLabel('Langue').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
    await expect.poll(() => page.getByRole('button', { name: 'Paramètres', exact: true }).count()).toBeGreaterThan(0);
    expectNoPageProblems(page);
  });

  it('falls back to the defaults when the stored settings are corrupt', async () => {
    const page = await newPage(server.baseUrl);
    await page.goto('/', { waitUntil: 'networkidle' });
    // '/' is the guest's sign-in screen: wait for its Chinese strings so the reload aborts no locale load.
    await page.getByRole('tab', { name: '密码登录' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.setItem('appSetting', '{not json'));
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await scheme(page)).toBe('light');
    expectNoPageProblems(page);
  });

  it('remembers the collapsed sider as the siderCollapsed app setting across a reload', async () => {
    const page = await newPage(server.baseUrl);
    await page.goto('/chat', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /隐藏对话列表/ }).click();
    await page.getByRole('button', { name: /显示对话列表/ }).waitFor();
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('appSetting') ?? '{}') as { data?: { siderCollapsed?: boolean } });
    expect((await stored()).data?.siderCollapsed).toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /显示对话列表/ }).waitFor();
    await page.getByRole('button', { name: /显示对话列表/ }).click();
    expect((await stored()).data?.siderCollapsed).toBe(false);
    expectNoPageProblems(page);
  });
});
