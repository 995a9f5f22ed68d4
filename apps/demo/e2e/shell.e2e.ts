import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from '../../../tooling/e2e/browser';
import { type RunningServer, startServer } from '../../../tooling/e2e/startServer';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rootBackground = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? getComputedStyle(main.parentElement as Element).backgroundColor : '';
  });

describe('demo shell', () => {
  it('loads in Chinese by default with no errors, failed requests or axe violations', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(server.baseUrl, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('AI 对话、AI 绘画与你的电子书库');
    expect(await page.title()).toContain('首页');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('switches theme live and keeps it after a reload', async () => {
    const { page } = await newPage(browser);
    await page.goto(server.baseUrl, { waitUntil: 'networkidle' });
    expect(await rootBackground(page)).toBe('rgb(255, 255, 255)');
    await page.getByLabel('主题').selectOption('dark');
    await expect.poll(() => page.locator('[data-atelier-root]').first().getAttribute('data-color-scheme')).toBe('dark');
    expect(await rootBackground(page)).toBe('rgb(13, 17, 23)');
    expect(await axeViolations(page)).toEqual([]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await rootBackground(page)).toBe('rgb(13, 17, 23)');
    await page.context().close();
  });

  it('follows the system scheme when the theme is auto', async () => {
    const { page } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto(server.baseUrl, { waitUntil: 'networkidle' });
    await page.getByLabel('主题').selectOption('auto');
    await expect.poll(() => rootBackground(page)).toBe('rgb(13, 17, 23)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => rootBackground(page)).toBe('rgb(255, 255, 255)');
    await page.context().close();
  });

  it('switches language live, sets <html lang>, and keeps it after a reload', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(server.baseUrl, { waitUntil: 'networkidle' });
    await page.getByLabel('语言').selectOption('en-US');
    await expect.poll(() => page.locator('h1').textContent()).toBe('AI chat, AI drawing and your e-book library');
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    await page.getByLabel('Language').selectOption('fr-FR');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Discussion IA, dessin IA et votre bibliothèque numérique');
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('Discussion IA, dessin IA et votre bibliothèque numérique');
    expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('survives corrupt stored settings by falling back to the defaults', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(server.baseUrl, { waitUntil: 'networkidle' });
    await page.evaluate(() => localStorage.setItem('appSetting', '{not json'));
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('AI 对话、AI 绘画与你的电子书库');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    const { page } = await newPage(browser, { viewport: { width: 360, height: 640 } });
    await page.goto(server.baseUrl, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('sends unknown client routes to the 404 page and unknown API paths get a JSON 404', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${server.baseUrl}/no/such/page`, { waitUntil: 'networkidle' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
    expect(await page.locator('h1').textContent()).toBe('页面不存在');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.context().close();

    const res = await fetch(`${server.baseUrl}/api/no-such-endpoint`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
