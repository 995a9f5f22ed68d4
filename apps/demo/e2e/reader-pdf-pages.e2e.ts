import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { makeMixedSizePdf, MIXED_PAGE_SIZES } from './bookFixtures';
import { uploadBook } from './uploadBook';

const server = serverPerFile();

const upload = (data: Buffer, title: string) => uploadBook(server.baseUrl, [{ name: 'birds.pdf', data, type: 'application/pdf' }], title);

const box = (page: Page, n: number) =>
  page
    .locator(`[data-page="${n}"]`)
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, width: r.width, height: r.height };
    }, undefined, { timeout: 1000 })
    .catch(() => null);

/** How far page n's top is below the top of the scroller's content box (0 = it is at the top). */
const offsetFromTop = (page: Page, n: number) =>
  page.evaluate((p) => {
    const scroller = document.querySelector('[data-part="pdf-reader"] [role="region"]');
    const slot = document.querySelector(`[data-page="${p}"]`);
    if (!scroller || !slot) return null;
    return Math.round(slot.getBoundingClientRect().top - scroller.getBoundingClientRect().top - parseFloat(getComputedStyle(scroller).paddingTop));
  }, n);

const marks = (page: Page) =>
  page.locator('mark.pdf-hit').evaluateAll((els) => els.map((el) => ({ page: el.closest('[data-page]')?.getAttribute('data-page'), text: el.textContent })));

async function searchFor(page: Page, query: string) {
  await page.getByRole('button', { name: '搜索' }).first().click();
  await page.getByLabel('在书中搜索').fill(query);
  await page.getByRole('button', { name: '搜索', exact: true }).last().click();
  await page.getByRole('list', { name: '搜索结果' }).getByRole('button').first().click();
}

describe('PDF with pages of different sizes', () => {
  it('lays out each page at its own size, fits each to the width, and lands on the page typed', async () => {
    const id = await upload(makeMixedSizePdf(), 'Birds');
    const page = await newPage(server.baseUrl, { viewport: { width: 1000, height: 800 } });
    await page.goto(`/book/pdf/${id}`);
    await expect.poll(() => page.locator('[data-page="1"] .textLayer').textContent({ timeout: 1000 }).catch(() => ''), { timeout: 30_000 }).toContain('Page 1 marker');

    // Fit width: the portrait and the landscape page are drawn the same width, each keeping its shape.
    const shape = (w: number, h: number) => Math.round((h / w) * 100) / 100;
    await expect
      .poll(async () => {
        const [a, b] = [await box(page, 1), await box(page, 2)];
        // Whole CSS pixels: a page may be one pixel off the other and its exact shape.
        return a && b ? { sameWidth: Math.abs(a.width - b.width) <= 1, portrait: shape(a.width, a.height), landscape: shape(b.width, b.height) } : null;
      })
      .toEqual({ sameWidth: true, portrait: expect.closeTo(shape(...MIXED_PAGE_SIZES[0]), 1) as number, landscape: expect.closeTo(shape(...MIXED_PAGE_SIZES[1]), 1) as number });

    const pageInput = page.getByLabel('页码');
    for (const target of [6, 2, 9]) {
      await pageInput.fill(String(target));
      await pageInput.press('Enter');
      await expect.poll(() => page.locator(`[data-page="${target}"] .textLayer`).textContent({ timeout: 1000 }).catch(() => '')).toContain(`Page ${target} marker`);
      // The page typed starts at the top of the screen: slots above it have their own heights.
      if (target !== 9) await expect.poll(() => offsetFromTop(page, target)).toBe(0);
      await expect.poll(() => pageInput.inputValue()).toBe(String(target));
    }
    expectNoPageProblems(page);
  });

  it('marks a search match in the page’s text layer, says which result it is, and moves the mark with next and previous', async () => {
    const id = await upload(makeMixedSizePdf(), 'Birds');
    const page = await newPage(server.baseUrl, { viewport: { width: 1000, height: 800 } });
    await page.goto(`/book/pdf/${id}`);
    await expect.poll(() => page.locator('[data-page="1"] .textLayer').textContent({ timeout: 1000 }).catch(() => ''), { timeout: 30_000 }).toContain('Page 1 marker');

    await searchFor(page, 'Kingfisher');
    await expect.poll(() => page.getByLabel('页码').inputValue()).toBe('3');
    await expect.poll(() => marks(page)).toEqual([{ page: '3', text: 'kingfisher' }]);
    // The mark sits over the word on screen.
    const mark = await page.locator('mark.pdf-hit').boundingBox();
    expect(mark?.width).toBeGreaterThan(10);
    expect(mark && mark.y >= 0 && mark.y < 800).toBe(true);
    const bar = page.getByRole('group', { name: '当前搜索结果' });
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('“Kingfisher”的第 1 个结果，共 1 个，第 3 页');

    await searchFor(page, 'heron');
    await expect.poll(() => marks(page)).toEqual([{ page: '5', text: 'heron' }]);
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('“heron”的第 1 个结果，共 2 个，第 5 页');
    await bar.getByRole('button', { name: '下一个结果' }).click();
    await expect.poll(() => page.getByLabel('页码').inputValue()).toBe('8');
    await expect.poll(() => marks(page)).toEqual([{ page: '8', text: 'heron' }]);
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('“heron”的第 2 个结果，共 2 个，第 8 页');
    await bar.getByRole('button', { name: '上一个结果' }).click();
    await expect.poll(() => marks(page)).toEqual([{ page: '5', text: 'heron' }]);
    await expectNoAxeViolations(page);

    // On a phone the bar wraps; nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 640 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await bar.getByRole('button', { name: '关闭结果' }).click();
    await expect.poll(() => marks(page)).toEqual([]);
    expectNoPageProblems(page);
  });
});
