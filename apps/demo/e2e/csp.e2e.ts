import { createFakeOpenAi, type FakeOpenAi } from '@atelier/chat/testing';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@atelier/chat/testing/node';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMidjourney, type FakeMidjourneyServer, startFakeMidjourneyServer } from '../../../packages/draw/src/testing/node';
import { newPage, type RunningServer, startServer } from '../../../tooling/e2e';
import { makePng, makeTestEpub, makeTestPdf } from './bookFixtures';
import { type CspWatch, watchCsp } from './cspViolations';
import { epubHeading } from './epubHeading';
import { signInThroughLogin } from './signInThroughLogin';
import { makeStyledEpub, STYLED_EPUB_HEADING } from './styledBookFixtures';
import { uploadBook } from './uploadBook';

// The built server with its real headers, the fake OpenAI behind /openapi and a fake
// midjourney-proxy behind /mjapi: every main flow runs under the page's policy.
let openai: FakeOpenAi;
let openaiServer: FakeOpenAiServer;
let mj: FakeMidjourneyServer;
let server: RunningServer;

beforeAll(async () => {
  openai = createFakeOpenAi();
  [openaiServer, mj] = await Promise.all([startFakeOpenAiServer(openai), startFakeMidjourneyServer(createFakeMidjourney({ progressSteps: [] }))]);
  server = await startServer({ env: { OPENAI_API_BASE_URL: openaiServer.url, OPENAI_API_KEY: 'sk-e2e', MJ_SERVER: mj.url, AUTH_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([openaiServer?.close(), mj?.close()]);
});

async function watchedPage(): Promise<{ page: Page; csp: CspWatch }> {
  const page = await newPage(server.baseUrl);
  return { page, csp: await watchCsp(page) };
}

/** Lets the route render and settle (lazy chunks, locales, fonts) before the next one. */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => (document.querySelector('#root main')?.childElementCount ?? 0) > 0);
}

/** The frame epub.js shows the book in. */
function bookFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('no book frame');
  return frame;
}

describe('the page policy', () => {
  it('is on the page, lets styled-components style it, reports a violation when there is one, and has none on any route signed out or in', async () => {
    const { page, csp } = await watchedPage();
    const response = await page.goto('/chat', { waitUntil: 'networkidle' });
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy).toMatch(/style-src-elem 'self' 'nonce-[A-Za-z0-9+/]{22}==' blob:/);
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    // The nonce reached styled-components: its rules are in force.
    expect(await page.evaluate(() => document.querySelector<HTMLStyleElement>('style[data-styled]')?.sheet?.cssRules.length ?? 0)).toBeGreaterThan(0);
    // A <style> without the nonce is refused, and the watch sees it.
    await page.evaluate("document.head.appendChild(Object.assign(document.createElement('style'), { textContent: 'p { color: red }' }))");
    await expect.poll(() => csp.violations().filter((v) => v.startsWith('event: style-src-elem')).length).toBe(1);
    expect(csp.violations().filter((v) => v.startsWith('console:'))).toHaveLength(1);
    csp.clear();

    for (const route of ['/', '/login', '/register', '/chat', '/draw', '/gallery', '/dev', '/404', '/500', '/no-such-page', `/reset/${'A'.repeat(43)}`]) await visit(page, route);
    // The first user of this server: an admin, so every signed-in page opens.
    await signInThroughLogin(page, server.baseUrl, '/mine/index', 'csp');
    for (const route of ['/info/main', '/upload/fileupload', '/upload/batchupload', '/upload/tasks', '/mine/index', '/mine/admin', '/chat', '/draw', '/gallery', '/public']) {
      await visit(page, route);
    }
    expect(csp.violations()).toEqual([]);
  });

  it('has no violation while chatting through the proxy with math and code, and in every settings tab', async () => {
    const { page, csp } = await watchedPage();
    await visit(page, '/chat');
    openai.reply({ kind: 'stream', text: 'Euler: $$e^{i\\pi} + 1 = 0$$\n\n```js\nconst answer = 42;\n```' });
    const input = page.getByRole('textbox', { name: '消息', exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    await input.fill('Show me some maths');
    await input.press('Enter');
    const log = page.getByRole('log');
    await log.locator('.katex').first().waitFor({ timeout: 15_000 });
    await log.getByText('42').first().waitFor();
    // KaTeX's fonts come from this origin.
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px KaTeX_Main')), { timeout: 10_000 }).toBe(true);

    await page.getByRole('button', { name: '设置', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const tab of await dialog.getByRole('tab').all()) await tab.click();
    expect(csp.violations()).toEqual([]);
  });

  it('has no violation while drawing through the proxy and in the gallery', async () => {
    const { page, csp } = await watchedPage();
    await visit(page, '/draw');
    await page.getByLabel('提示词', { exact: true }).fill('a lighthouse at dusk');
    await page.getByRole('button', { name: '生成', exact: true }).click();
    await page.getByRole('img', { name: /的结果$/ }).first().waitFor({ timeout: 30_000 });
    await visit(page, '/gallery');
    expect(csp.violations()).toEqual([]);
  });

  it('has no violation while uploading and reading EPUB (with the publisher’s own styles and font), PDF, TXT and HTML books', async () => {
    const { page, csp } = await watchedPage();
    const token = await signInThroughLogin(page, server.baseUrl, '/upload/fileupload', 'reader');

    // Through the page: the upload form, then its "read now" link.
    const txt = Array.from({ length: 30 }, (_, i) => `第${i + 1}段：灯火照着青石板路。`).join('\n');
    await page.getByLabel('选择文件').setInputFiles({ name: '长街.txt', mimeType: 'text/plain', buffer: Buffer.from(`第一章 长街\n\n${txt}`, 'utf8') });
    await page.getByRole('button', { name: '上传', exact: true }).click();
    await page.getByRole('link', { name: '立即阅读' }).click({ timeout: 30_000 });
    await page.getByText('第1段：灯火照着青石板路。').waitFor({ timeout: 30_000 });

    const styled = await uploadBook(server.baseUrl, [{ name: 'styled.epub', data: makeStyledEpub(), type: 'application/epub+zip' }], 'Styled Book', { token });
    await page.goto(`/book/epub/${styled}`);
    await expect.poll(() => epubHeading(page), { timeout: 30_000 }).toBe(STYLED_EPUB_HEADING);
    const frame = bookFrame(page);
    // The book's <style>, style attribute, stylesheet and font all apply inside the frame.
    await expect.poll(() => frame.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).letterSpacing)).toBe('3px');
    expect(await frame.evaluate(() => getComputedStyle(document.querySelector('p') as Element).textAlign)).toBe('center');
    await expect.poll(() => frame.evaluate(() => getComputedStyle(document.querySelector('.plate') as Element).backgroundImage)).toMatch(/^url\("blob:/);
    await expect.poll(() => frame.evaluate(() => document.fonts.check('16px "Book Face"')), { timeout: 10_000 }).toBe(true);

    const scripted = await uploadBook(server.baseUrl, [{ name: 'river.epub', data: makeTestEpub(), type: 'application/epub+zip' }], 'River Lights', { token });
    await page.goto(`/book/epub/${scripted}`);
    await expect.poll(() => epubHeading(page), { timeout: 30_000 }).toBe('Chapter One');

    const pdf = await uploadBook(server.baseUrl, [{ name: 'quiet.pdf', data: makeTestPdf(3), type: 'application/pdf' }], 'Quiet Water', { token });
    await page.goto(`/book/pdf/${pdf}`);
    await expect.poll(() => page.locator('[data-page="1"] .textLayer').textContent(), { timeout: 30_000 }).toContain('Page 1 marker');

    const html = await uploadBook(
      server.baseUrl,
      [
        { name: '01.html', path: '渡口/01.html', type: 'text/html', data: Buffer.from('<!doctype html><html><head><meta charset="utf-8"><title>渡口</title></head><body><h1>第一章 渡口</h1><img src="images/map.png" alt="地图"></body></html>') },
        { name: 'map.png', path: '渡口/images/map.png', type: 'image/png', data: makePng(24, 16, [200, 40, 40]) },
      ],
      '渡口',
      { token },
    );
    await page.goto(`/book/html/${html}`);
    const chapter = page.frameLocator('iframe');
    await expect.poll(() => chapter.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('第一章 渡口');
    await expect.poll(() => chapter.getByRole('img', { name: '地图' }).evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBe(24);
    // The theme in the frame (a <style> of ours) applies: the reading font size is set.
    expect(await chapter.locator('body').evaluate((body) => getComputedStyle(body).maxWidth)).not.toBe('none');

    expect(csp.violations()).toEqual([]);
  }, 180_000);
});
