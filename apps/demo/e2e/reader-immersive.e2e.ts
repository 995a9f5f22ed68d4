import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { makeTestEpub, makeTestPdf } from './bookFixtures';
import { epubHeading } from './epubHeading';
import { uploadBook } from './uploadBook';

const server = serverPerFile();

/** Three chapters long enough to scroll through on any screen, with no preface before the first. */
function novel(): Buffer {
  const lines: string[] = [];
  for (let c = 1; c <= 3; c += 1) {
    lines.push(`第${c}章 山路`, '');
    for (let p = 1; p <= 120; p += 1) lines.push(`\u3000\u3000第${c}章第${p}段：山路弯弯，云雾从谷底升起，行人停下脚步，望着远处的村庄。`);
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}

const upload = () => uploadBook(server.baseUrl, [{ name: '山行记.txt', data: novel(), type: 'text/plain' }], '山行记');

/** Whether the site header and the reader's toolbar (found by one of its buttons) are on screen. */
const chrome = (page: Page, toolbarButton = '目录') =>
  page.evaluate((label) => {
    const shown = (el: Element | null) => (el ? el.getBoundingClientRect().height > 0 : false);
    return {
      header: shown(document.querySelector('header')),
      toolbar: shown([...document.querySelectorAll('button')].find((b) => b.textContent === label) ?? null),
    };
  }, toolbarButton);

async function openBook(page: Page, id: string) {
  await page.goto(`/book/txt/${id}`);
  await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent(), { timeout: 30_000 }).toBe('第1章 山路');
  await expect.poll(() => chrome(page)).toEqual({ header: true, toolbar: true });
}

describe('immersive TXT reading', () => {
  it('on a desktop: the wheel hides the header and toolbars, a mouse move brings them back; page keys hide, Tab returns', async () => {
    const id = await upload();
    const page = await newPage(server.baseUrl);
    await openBook(page, id);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => chrome(page)).toEqual({ header: false, toolbar: false });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.mouse.move(600, 450);
    await expect.poll(() => chrome(page)).toEqual({ header: true, toolbar: true });

    await page.locator('article').focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => chrome(page)).toEqual({ header: false, toolbar: false });
    await page.keyboard.press('Tab');
    await expect.poll(() => chrome(page)).toEqual({ header: true, toolbar: true });
    expectNoPageProblems(page);
  });

  it('on a phone: taps at the edges turn screens and hide the chrome, a tap in the middle brings it back', async () => {
    const id = await upload();
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    await openBook(page, id);
    // The reader's own bar (chapters and the progress slider) holds the bottom of the screen, not the site's.
    const siteBar = () => page.evaluate(() => (document.querySelector('nav[aria-label] a[href="/mine/index"]')?.getBoundingClientRect().height ?? 0) > 0);
    const bottomBar = () =>
      page.evaluate(() => {
        const box = document.querySelector('nav[data-reader-chrome]')?.getBoundingClientRect();
        return box !== undefined && box.height > 0 && Math.abs(box.bottom - window.innerHeight) < 2;
      });
    expect(await siteBar()).toBe(false);
    expect(await bottomBar()).toBe(true);

    await page.touchscreen.tap(330, 400);
    await expect.poll(() => chrome(page)).toEqual({ header: false, toolbar: false });
    expect(await bottomBar()).toBe(false);
    const afterOne = await page.evaluate(() => window.scrollY);
    expect(afterOne).toBeGreaterThan(400);
    await page.touchscreen.tap(330, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(afterOne + 400);
    await page.touchscreen.tap(30, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(afterOne + 400);

    await page.touchscreen.tap(180, 400);
    await expect.poll(() => chrome(page)).toEqual({ header: true, toolbar: true });
    expect(await bottomBar()).toBe(true);
    await page.touchscreen.tap(180, 400);
    await expect.poll(() => chrome(page)).toEqual({ header: false, toolbar: false });
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });

  it('in an EPUB on a phone: a tap on the right edge turns the page, on the left turns back, in the middle brings the chrome back; the page fills the screen and stays put', async () => {
    const id = await uploadBook(server.baseUrl, [{ name: 'river-lights.epub', data: makeTestEpub(), type: 'application/epub+zip' }], 'River Lights');
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    await page.goto(`/book/epub/${id}`);
    await expect.poll(() => epubHeading(page), { timeout: 30_000 }).toBe('Chapter One');
    const place = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.includes('readers.progress.epub.'));
        return key ? ((JSON.parse(localStorage.getItem(key) ?? 'null') as { data?: { locator?: string } } | null)?.data?.locator ?? null) : null;
      });
    await expect.poll(place).not.toBeNull();
    const first = await place();

    // The taps land inside epub.js's frame, whose events never reach the page.
    await page.touchscreen.tap(330, 400);
    await expect.poll(place).not.toBe(first);
    await expect.poll(() => chrome(page)).toEqual({ header: false, toolbar: false });
    await page.touchscreen.tap(30, 400);
    await expect.poll(place).toBe(first);
    // With the chrome gone the book's page reaches the bottom of the screen (no blank strip under it).
    const onScreen = () =>
      page.evaluate(() => {
        const frame = document.querySelector<HTMLIFrameElement>('[data-part="epub-reader"] iframe');
        const heading = frame?.contentDocument?.querySelector('h1');
        if (!frame || !heading) return null;
        const box = frame.getBoundingClientRect();
        const text = heading.getBoundingClientRect();
        return { pageBottom: Math.round(box.bottom), gapBelow: Math.round(window.innerHeight - box.bottom), textX: Math.round(box.left + text.left), textY: Math.round(box.top + text.top) };
      });
    await expect.poll(async () => (await onScreen())?.gapBelow ?? 640).toBeLessThan(40);
    const reading = await onScreen();
    await page.touchscreen.tap(180, 400);
    await expect.poll(() => chrome(page)).toEqual({ header: true, toolbar: true });
    // The chrome lies over the page: the page and its text do not move when it comes back or leaves.
    expect(await onScreen()).toEqual(reading);
    await expectNoAxeViolations(page);
    await page.touchscreen.tap(180, 400);
    await expect.poll(() => chrome(page)).toEqual({ header: false, toolbar: false });
    expect(await onScreen()).toEqual(reading);
    expectNoPageProblems(page);
  });

  it('in a PDF on a phone: a tap on the right edge scrolls a screen on, on the left back, in the middle brings the chrome back', async () => {
    const id = await uploadBook(server.baseUrl, [{ name: 'quiet-water.pdf', data: makeTestPdf(12), type: 'application/pdf' }], 'Quiet Water');
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    await page.goto(`/book/pdf/${id}`);
    const scroller = page.locator('[data-part="pdf-reader"] [role="region"]');
    await expect.poll(() => page.locator('[data-page="1"] canvas').count(), { timeout: 30_000 }).toBe(1);
    const top = () => scroller.evaluate((el) => el.scrollTop);
    // The toolbar wraps on a phone and the pages move up when it hides: tap where the pages are now.
    const tapAt = async (across: number) => {
      const box = await scroller.boundingBox();
      if (!box) throw new Error('no pages on screen');
      await page.touchscreen.tap(box.x + box.width * across, box.y + Math.min(box.height / 2, 60));
    };
    await expect.poll(() => chrome(page, '大纲')).toEqual({ header: true, toolbar: true });

    // A busy machine scrolls and re-renders slowly: each step gets time, a failure still fails.
    const slow = { timeout: 10_000 };
    await tapAt(0.92);
    await expect.poll(top, slow).toBeGreaterThan(200);
    await expect.poll(() => chrome(page, '大纲'), slow).toEqual({ header: false, toolbar: false });
    // The pages take the room the toolbars left.
    await expect.poll(async () => (await scroller.boundingBox())?.height ?? 0, slow).toBeGreaterThan(560);
    const afterOne = await top();
    await tapAt(0.08);
    await expect.poll(top, slow).toBeLessThan(afterOne);
    await tapAt(0.5);
    await expect.poll(() => chrome(page, '大纲'), slow).toEqual({ header: true, toolbar: true });
    expectNoPageProblems(page);
  });

  it('in an HTML novel: the wheel and page keys inside the sandboxed chapter frame hide the chrome, a mouse move there brings it back', async () => {
    const body = Array.from({ length: 150 }, (_, i) => `<p>第${i + 1}段：山路弯弯，云雾从谷底升起。</p>`).join('');
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>山行</title></head><body><h1>山行</h1>${body}</body></html>`;
    const id = await uploadBook(server.baseUrl, [{ name: '山行.html', path: '山行.html', data: Buffer.from(html, 'utf8'), type: 'text/html' }], '山行');
    const page = await newPage(server.baseUrl);
    await page.goto(`/book/html/${id}`);
    await expect.poll(() => page.frameLocator('iframe').getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('山行');
    await expect.poll(() => chrome(page)).toEqual({ header: true, toolbar: true });
    const box = await page.locator('iframe').boundingBox();
    if (!box) throw new Error('no chapter frame on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => chrome(page)).toEqual({ header: false, toolbar: false });
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + 40);
    await expect.poll(() => chrome(page)).toEqual({ header: true, toolbar: true });
    await page.frameLocator('iframe').locator('body').focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => chrome(page)).toEqual({ header: false, toolbar: false });
    expectNoPageProblems(page);
  });

  it('in an HTML novel on a phone: taps inside the chapter frame scroll it a screen on or back, and the middle brings the chrome back', async () => {
    const body = Array.from({ length: 150 }, (_, i) => `<p>第${i + 1}段：山路弯弯，云雾从谷底升起。</p>`).join('');
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>山行</title></head><body><h1>山行</h1>${body}</body></html>`;
    const id = await uploadBook(server.baseUrl, [{ name: '山行.html', path: '山行.html', data: Buffer.from(html, 'utf8'), type: 'text/html' }], '山行');
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    await page.goto(`/book/html/${id}`);
    await expect.poll(() => page.frameLocator('iframe').getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('山行');
    await expect.poll(() => chrome(page)).toEqual({ header: true, toolbar: true });
    const box = await page.locator('iframe').boundingBox();
    if (!box) throw new Error('no chapter frame on screen');
    const y = box.y + Math.min(box.height / 2, 150);
    const top = () => page.evaluate(() => document.querySelector('iframe')?.contentDocument?.scrollingElement?.scrollTop ?? -1);

    await page.touchscreen.tap(box.x + box.width - 20, y);
    await expect.poll(top).toBeGreaterThan(100);
    await expect.poll(() => chrome(page)).toEqual({ header: false, toolbar: false });
    const afterOne = await top();
    await page.touchscreen.tap(box.x + 20, y);
    await expect.poll(top).toBeLessThan(afterOne);
    await page.touchscreen.tap(box.x + box.width / 2, y);
    await expect.poll(() => chrome(page)).toEqual({ header: true, toolbar: true });
    expectNoPageProblems(page);
  });
});
