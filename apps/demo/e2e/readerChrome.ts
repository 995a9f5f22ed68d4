import type { Page } from 'playwright-core';

/**
 * Brings back the reader's toolbars, which leave the screen once the reader turns a page, the way
 * a desktop user does: by moving the mouse.
 */
export async function showReaderChrome(page: Page): Promise<void> {
  await page.mouse.move(4, 4);
  await page.mouse.move(12, 10);
}
