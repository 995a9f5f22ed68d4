import type { Frame, Page } from 'playwright-core';

/** The heading of the chapter epub.js shows (its iframe is the book's page). */
export async function epubHeading(page: Page): Promise<string | null> {
  const frames = page.frames().filter((f: Frame) => f !== page.mainFrame());
  for (const frame of frames) {
    const text = await frame.locator('h1').first().textContent({ timeout: 500 }).catch(() => null);
    if (text) return text;
  }
  return null;
}
