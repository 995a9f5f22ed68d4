import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../../server/src/testing/fixtures';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { EXTERNAL_IMAGE, makeTestEpub, makeTestPdf, SCRIPT_MARK } from './bookFixtures';
import { epubHeading } from './epubHeading';
import { type BookFile, uploadBook } from './uploadBook';
import { showReaderChrome } from './readerChrome';

const server = serverPerFile();

const upload = (file: BookFile, title: string) => uploadBook(server.baseUrl, [file], title);

const storedLocator = (page: Page, format: string) =>
  page.evaluate((f) => {
    const key = Object.keys(localStorage).find((k) => k.includes(`readers.progress.${f}.`));
    return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { data?: { locator: string; percentage: number } } | null) : null;
  }, format);

describe('EPUB reader', () => {
  it('opens an EPUB without login, turns pages, jumps by contents, keeps the place after a reload and never runs the book’s script', async () => {
    const id = await upload({ name: 'river-lights.epub', data: makeTestEpub(), type: 'application/epub+zip' }, 'River Lights');
    const page = await newPage(server.baseUrl);
    const external: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(EXTERNAL_IMAGE)) external.push(request.url());
    });
    await page.goto(`/book/epub/${id}`);
    await expect.poll(() => epubHeading(page), { timeout: 30_000 }).toBe('Chapter One');
    await expect.poll(() => page.getByText(/已读 0%/).count()).toBe(1);
    // Over 900 px wide, two pages stand side by side: the text's columns are under half the frame wide.
    const columns = () =>
      page.frameLocator('iframe').locator('body').evaluate((body) => Number.parseFloat(getComputedStyle(body).columnWidth) / body.getBoundingClientRect().width);
    await expect.poll(columns).toBeLessThan(0.5);

    // Pages turn by button and by key; the place moves forward through the book.
    await page.getByRole('button', { name: '下一页' }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageDown');
    await expect.poll(async () => (await storedLocator(page, 'epub'))?.data?.percentage ?? 0).toBeGreaterThan(0);

    // Turning pages took the toolbars away (immersive reading); the mouse brings them back.
    await showReaderChrome(page);
    await page.getByRole('button', { name: '目录' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: 'Chapter Three' }).click();
    await expect.poll(() => epubHeading(page)).toBe('Chapter Three');
    await expect.poll(async () => (await storedLocator(page, 'epub'))?.data?.locator ?? '').toMatch(/^epubcfi\(\/6\/6/);
    // The status line tells the minutes of the chapter left to read.
    await expect.poll(() => page.getByText(/本章剩余约 \d+ 分钟/).count()).toBe(1);
    const chapterStart = (await storedLocator(page, 'epub'))?.data?.locator;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await storedLocator(page, 'epub'))?.data?.locator).not.toBe(chapterStart);
    const before = (await storedLocator(page, 'epub'))?.data;
    expect(before?.percentage).toBeGreaterThan(0.66);

    await page.reload();
    await expect.poll(() => epubHeading(page), { timeout: 30_000 }).toBe('Chapter Three');
    await expect.poll(async () => (await storedLocator(page, 'epub'))?.data?.locator).toBe(before?.locator);

    // Search inside the book lists hits; one opens its chapter.
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByLabel('在书中搜索').fill('Chapter 2, paragraph 7:');
    await page.getByRole('button', { name: '搜索', exact: true }).last().click();
    await expect.poll(() => page.getByText('“Chapter 2, paragraph 7:”的结果：1 条').count()).toBe(1);
    await page.getByRole('list', { name: '搜索结果' }).getByRole('button').first().click();
    await expect.poll(() => epubHeading(page)).toBe('Chapter Two');

    // The book's script, handler and external image never ran or loaded.
    expect(await page.title()).not.toBe(SCRIPT_MARK);
    expect(await page.evaluate((mark) => localStorage.getItem(mark), SCRIPT_MARK)).toBeNull();
    const sandboxes = await page.locator('iframe').evaluateAll((frames) => frames.map((f) => f.getAttribute('sandbox')));
    expect(sandboxes.length).toBeGreaterThan(0);
    for (const sandbox of sandboxes) expect(sandbox).toBe('allow-same-origin');
    expect(external).toEqual([]);
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });
});

describe('EPUB reader with a damaged file', () => {
  // Random bytes named .epub never get this far: the server refuses them at upload (415); the
  // jsdom test in EpubReader.test.tsx covers them in the reader.
  it('says in words that a truncated zip or a zip without container.xml cannot be read, within seconds', async () => {
    const complete = makeTestEpub();
    const files: Array<[string, Buffer]> = [
      ['truncated.epub', complete.subarray(0, Math.floor(complete.length / 2))],
      ['no-container.epub', makeZip([{ name: 'mimetype', data: 'application/epub+zip', store: true }, { name: 'OEBPS/c1.xhtml', data: '<html><body><p>Hi</p></body></html>' }])],
    ];
    const page = await newPage(server.baseUrl);
    for (const [name, data] of files) {
      const id = await upload({ name, data, type: 'application/epub+zip' }, name);
      const started = Date.now();
      await page.goto(`/book/epub/${id}`);
      await page.getByRole('heading', { name: '无法读取这个文件：它可能已损坏，或并不是这种格式。' }).waitFor({ timeout: 10_000 });
      expect(Date.now() - started, name).toBeLessThan(10_000);
      expect(await page.getByText('正在准备图书…').count(), name).toBe(0);
    }
    expectNoPageProblems(page);
  });
});

describe('EPUB and PDF on a phone', () => {
  it('fit a 360 px screen without sideways scrolling', async () => {
    const epub = await upload({ name: 'river-lights.epub', data: makeTestEpub(), type: 'application/epub+zip' }, 'River Lights');
    const pdf = await upload({ name: 'quiet-water.pdf', data: makeTestPdf(5), type: 'application/pdf' }, 'Quiet Water');
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 640 } });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(`/book/epub/${epub}`);
    await expect.poll(() => epubHeading(page), { timeout: 30_000 }).toBe('Chapter One');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`/book/pdf/${pdf}`);
    await expect.poll(() => page.locator('[data-page="1"] .textLayer').textContent(), { timeout: 30_000 }).toContain('Page 1 marker');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });
});

describe('PDF reader', () => {
  it('opens a PDF by Range requests, mounts only nearby pages, moves by page number, outline, keys and search, and keeps the place after a reload', async () => {
    const id = await upload({ name: 'quiet-water.pdf', data: makeTestPdf(300, 2 * 1024 * 1024, 10), type: 'application/pdf' }, 'Quiet Water');
    const page = await newPage(server.baseUrl);
    const statuses: number[] = [];
    const ranges: string[] = [];
    page.on('response', (response) => {
      if (/\/api\/books\/[^/]+\/files\/0$/.test(response.url())) {
        statuses.push(response.status());
        ranges.push(response.request().headers()['range'] ?? '');
      }
    });
    await page.goto(`/book/pdf/${id}`);
    const pageText = (n: number) => page.locator(`[data-page="${n}"] .textLayer`).textContent({ timeout: 1000 }).catch(() => '');
    await expect.poll(() => pageText(1), { timeout: 30_000 }).toContain('Page 1 marker');
    expect(statuses).toContain(206);
    // The first chunk was asked for once, by the page's boot script, and pdf.js started from it.
    expect(ranges.filter((range) => range === 'bytes=0-262143')).toHaveLength(1);
    const pageInput = page.getByLabel('页码');
    expect(await pageInput.inputValue()).toBe('1');
    // 300 pages, a few mounted: the rest are empty space until scrolled to.
    expect(await page.locator('[data-page]').count()).toBeLessThan(6);

    await pageInput.fill('200');
    await pageInput.press('Enter');
    await expect.poll(() => pageText(200)).toContain('Page 200 marker');
    await expect.poll(() => pageInput.inputValue()).toBe('200');
    await page.locator('[data-part="pdf-reader"] [role="region"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pageInput.inputValue()).toBe('201');
    await expect.poll(async () => (await storedLocator(page, 'pdf'))?.data?.locator).toBe('201');

    await page.reload();
    await expect.poll(() => pageText(201), { timeout: 30_000 }).toContain('Page 201 marker');
    await expect.poll(() => page.getByLabel('页码').inputValue()).toBe('201');

    await page.getByRole('button', { name: '大纲' }).click();
    await page.getByRole('button', { name: 'Part Ten' }).click();
    await expect.poll(() => page.getByLabel('页码').inputValue()).toBe('10');
    // Part Ten is the outline's last part: the other 290 pages are its own.
    await expect.poll(() => page.getByText(/本章还剩 290 页/).count()).toBe(1);

    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByLabel('在书中搜索').fill('Page 250 marker');
    await page.getByRole('button', { name: '搜索', exact: true }).last().click();
    await page.getByRole('list', { name: '搜索结果' }).getByRole('button').first().click();
    await expect.poll(() => page.getByLabel('页码').inputValue()).toBe('250');

    const width = () => page.locator('[data-page="250"] canvas').evaluate((c) => c.getBoundingClientRect().width);
    const fitWidth = await width();
    await page.getByLabel('缩放', { exact: true }).selectOption('50');
    await expect.poll(width).toBeLessThan(fitWidth);
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });
});
