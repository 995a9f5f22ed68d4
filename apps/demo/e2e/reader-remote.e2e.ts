import type { Frame, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, serverPerFile } from '../../../tooling/e2e';
import { makePng } from './bookFixtures';
import { watchCsp } from './cspViolations';
import { epubHeading } from './epubHeading';
import { makeTrackingEpub, trackingHtmlChapter } from './remoteBookFixtures';
import { uploadBook } from './uploadBook';

const server = serverPerFile();

const loopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return !/^(https?|wss?):$/.test(protocol) || hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
};

/**
 * A page whose every request to a host other than this machine is recorded, by the page and its
 * frames (`request`, which also sees attempts a CSP then blocks) and by the context's router,
 * which answers them with a picture so that a leak would really load something.
 */
async function trackedPage(): Promise<{ page: Page; remote: string[] }> {
  const page = await newPage(server.baseUrl);
  const remote: string[] = [];
  page.on('request', (request: Request) => {
    if (!loopback(request.url())) remote.push(`${request.frame() === page.mainFrame() ? 'page' : 'frame'}: ${request.url()}`);
  });
  await page.context().route(
    (url) => !loopback(url.href),
    (route) => {
      remote.push(`routed: ${route.request().url()}`);
      return route.fulfill({ status: 200, contentType: 'image/png', body: makePng(4, 4, [255, 0, 0]) });
    },
  );
  return { page, remote };
}

const PLACEHOLDER = 'EPUB Logo（来自网络的图片，未加载）';

/** The placeholder an image on the internet became, and whether it shows (its own SVG drawn 240 px wide). */
const placeholderWidth = (frame: Frame | ReturnType<Page['frameLocator']>) =>
  frame.getByRole('img', { name: PLACEHOLDER, exact: true }).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

describe('a book loads nothing from the internet', () => {
  it('EPUB: remote images, stylesheets, imports, fonts, media, frames and SVG references ask nothing of any host; the images show a named placeholder', async () => {
    const id = await uploadBook(server.baseUrl, [{ name: 'tracked.epub', data: makeTrackingEpub(), type: 'application/epub+zip' }], 'Tracked Book');
    const { page, remote } = await trackedPage();
    const csp = await watchCsp(page);
    await page.goto(`/book/epub/${id}`);
    await expect.poll(() => epubHeading(page), { timeout: 30_000 }).toBe('Tracked Chapter');
    const frame = page.frames().find((f) => f !== page.mainFrame()) as Frame;
    // The book's own picture loads, so the chapter's loads have run.
    await expect.poll(() => frame.getByRole('img', { name: 'Own picture', exact: true }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(remote).toEqual([]);
    expect(csp.violations()).toEqual([]);
    await expect.poll(() => placeholderWidth(frame), { timeout: 10_000 }).toBe(240);
    expect(await frame.locator('[srcset]').count()).toBe(0);
  });

  it('HTML novel: the same chapter asks nothing of any host either, and shows the placeholder', async () => {
    const id = await uploadBook(
      server.baseUrl,
      [
        { name: '01.html', path: 'Tracked/01.html', type: 'text/html', data: Buffer.from(trackingHtmlChapter(), 'utf8') },
        { name: 'own.png', path: 'Tracked/images/own.png', type: 'image/png', data: makePng(3, 3, [0, 0, 255]) },
      ],
      'Tracked Novel',
    );
    const { page, remote } = await trackedPage();
    const csp = await watchCsp(page);
    await page.goto(`/book/html/${id}`);
    const chapter = page.frameLocator('iframe');
    await expect.poll(() => chapter.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('Tracked Chapter');
    await expect.poll(() => chapter.getByRole('img', { name: 'Own picture', exact: true }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(3);
    await page.waitForLoadState('networkidle');
    expect(remote).toEqual([]);
    expect(csp.violations()).toEqual([]);
    await expect.poll(() => placeholderWidth(chapter), { timeout: 10_000 }).toBe(240);
  });
});
