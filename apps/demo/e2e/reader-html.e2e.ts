import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { uploadBook } from './uploadBook';

const server = serverPerFile();

/** Uploads the HTML files as one book and returns its id. */
const uploadHtmlBook = (files: Array<{ name: string; path: string; html: string }>, title: string) =>
  uploadBook(server.baseUrl, files.map((f) => ({ name: f.name, path: f.path, data: Buffer.from(f.html, 'utf8'), type: 'text/html' })), title);

const paragraphs = (label: string, n = 40) => Array.from({ length: n }, (_, i) => `<p>${label}第${i + 1}段：灯火照着青石板路。</p>`).join('');
const page = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** How far the chapter frame is scrolled, and where an element sits in its viewport. */
const frameScroll = (p: Page) => p.evaluate(() => document.querySelector('iframe')?.contentDocument?.scrollingElement?.scrollTop ?? -1);

describe('HTML novel reader: contents and search', () => {
  it('gives a single-file book contents from its headings and jumps to one inside the sandboxed frame', async () => {
    const html = page('长街全本', `<h1>长街全本</h1>${paragraphs('序')}<h2>第一章 初到</h2>${paragraphs('一')}<h3>一、城门</h3>${paragraphs('门')}<h2>第二章 夜雨</h2>${paragraphs('二')}`);
    const id = await uploadHtmlBook([{ name: '长街.html', path: '长街.html', html }], '长街全本');
    const p = await newPage(server.baseUrl);
    await p.setViewportSize({ width: 360, height: 740 });
    await p.goto(`/book/html/${id}`);
    const frame = p.frameLocator('iframe');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('长街全本');
    // 1,777 Chinese characters at 300 a minute and 160 numbers read as words: 7 minutes from the top (rounded up).
    await expect.poll(() => p.getByText('本章剩余约 7 分钟', { exact: false }).count()).toBe(1);

    await p.getByRole('button', { name: '目录' }).click();
    const contents = p.getByRole('list', { name: '章节' });
    expect(await contents.getByRole('button').allTextContents()).toEqual(['长街全本', '第一章 初到', '一、城门', '第二章 夜雨']);
    await expectNoAxeViolations(p);
    // Keyboard: the entry is a button reached and pressed without a mouse.
    await contents.getByRole('button', { name: '第二章 夜雨' }).focus();
    await p.keyboard.press('Enter');
    await expect.poll(() => contents.count()).toBe(0);
    await expect
      .poll(() => p.evaluate(() => Math.round(document.querySelector('iframe')?.contentDocument?.getElementById('atelier-h-3')?.getBoundingClientRect().top ?? -1)))
      .toBeLessThan(40);
    expect(await frameScroll(p)).toBeGreaterThan(500);
    // At the last chapter, under a quarter of the text is left: a minute or two.
    await expect.poll(() => p.getByText(/本章剩余约 [12] 分钟/).count()).toBe(1);
    // Progress stays "file:fraction" in the one file.
    await expect.poll(() => p.evaluate(() => Object.values(localStorage).some((v) => /"locator":"0:0\.[5-9]/.test(v)))).toBe(true);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expectNoPageProblems(p);
  });

  it('searches every chapter and opens the hit in chapter 2 with the match highlighted', async () => {
    const id = await uploadHtmlBook(
      [
        { name: '01.html', path: '长街/01.html', html: page('第1章', `<h1>第1章 长街</h1>${paragraphs('一')}`) },
        { name: '02.html', path: '长街/02.html', html: page('第2章', `<h1>第2章 夜雨</h1>${paragraphs('二')}<p>她在桥头看见一盏<b>琉璃</b>灯笼。</p>${paragraphs('尾', 20)}`) },
      ],
      '长街',
    );
    const p = await newPage(server.baseUrl);
    await p.setViewportSize({ width: 360, height: 740 });
    await p.goto(`/book/html/${id}`);
    const frame = p.frameLocator('iframe');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('第1章 长街');

    await p.getByRole('button', { name: '搜索', exact: true }).click();
    await p.getByRole('searchbox', { name: '在书中搜索' }).fill('琉璃灯');
    await p.keyboard.press('Enter');
    const results = p.getByRole('list', { name: '搜索结果' });
    await expect.poll(() => results.getByRole('button').count(), { timeout: 30_000 }).toBe(1);
    expect(await results.getByRole('button').textContent()).toMatch(/^02 · .*琉璃灯笼/);
    await expectNoAxeViolations(p);

    await results.getByRole('button').click();
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('第2章 夜雨');
    await expect.poll(() => p.evaluate(() => [...(document.querySelector('iframe')?.contentDocument?.querySelectorAll('mark') ?? [])].map((m) => m.textContent).join(''))).toBe('琉璃灯');
    // The match is on screen in the frame, not left below the fold.
    const place = await p.evaluate(() => {
      const frameEl = document.querySelector('iframe');
      const mark = frameEl?.contentDocument?.querySelector('mark');
      return { top: mark?.getBoundingClientRect().top ?? -1, height: frameEl?.clientHeight ?? 0 };
    });
    expect(place.top).toBeGreaterThan(0);
    expect(place.top).toBeLessThan(place.height);
    expect(await frameScroll(p)).toBeGreaterThan(500);
    expect(await p.evaluate(() => document.querySelector('iframe')?.getAttribute('sandbox'))).toBe('allow-same-origin');
    await expectNoAxeViolations(p);
    expectNoPageProblems(p);
  });
});
