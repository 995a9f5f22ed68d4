import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../server/src/testing/http';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { EXTERNAL_IMAGE, makePng } from './bookFixtures';
import { signInThroughLogin } from './signInThroughLogin';

const server = serverPerFile();
/** A signed-in reader asks for its place first; a new book has none yet (404). */
const NO_PLACE_YET = [/HTTP 404: .*\/api\/reading\/history\//, /console error: Failed to load resource: .* 404 \(Not Found\)/];

const page = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/**
 * A folder as a writer leaves it: two chapters, the map chapter 2 shows (in `images/`), a cover
 * beside the chapters. Chapter 2 also asks for an image on another site, which must stay blocked.
 */
function novelFolder(title: string) {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-html-images-')), title);
  mkdirSync(path.join(dir, 'images'), { recursive: true });
  const map = makePng(24, 16, [200, 40, 40]);
  writeFileSync(path.join(dir, '01.html'), page('第一章 渡口', '<h1>第一章 渡口</h1><p>船到了对岸。</p><a href="02.html">下一章</a>'));
  writeFileSync(
    path.join(dir, '02.html'),
    page('第二章 地图', `<h1>第二章 地图</h1><p>她展开地图。</p><img src="images/map.png" alt="河道地图"><img src="${EXTERNAL_IMAGE}" alt="远处的图">`),
  );
  writeFileSync(path.join(dir, 'images', 'map.png'), map);
  writeFileSync(path.join(dir, 'cover.png'), makePng(6, 8, [30, 60, 200]));
  return { dir, map };
}

/**
 * An image of the chapter frame by its alt text (the sanitizer drops the book's own ids): its
 * `src` attribute, and its naturalWidth (0 while or when it does not load); null when missing.
 */
const frameImage = (p: Page, alt: string) =>
  p.evaluate((a) => {
    const img = document.querySelector('iframe')?.contentDocument?.querySelector<HTMLImageElement>(`img[alt="${a}"]`);
    return img ? { src: img.getAttribute('src'), width: img.complete ? img.naturalWidth : 0 } : null;
  }, alt);

describe('HTML novel with images', () => {
  it('uploads a folder of chapters and images as one book and shows chapter 2’s picture from the book’s own files', async () => {
    const p = await newPage(server.baseUrl);
    const token = await signInThroughLogin(p, server.baseUrl, '/upload/batchupload', 'illustrated');
    const title = `Ferry${Date.now().toString(36)}`;
    const { dir, map } = novelFolder(title);

    await p.getByLabel('选择文件夹').setInputFiles(dir);
    // One book: 2 chapters + 2 images; nothing skipped.
    await p.getByText('1 本书 · 4 个文件').waitFor();
    expect(await p.getByLabel('书名（HTML 小说）').inputValue()).toBe(title);
    await p.getByRole('button', { name: '开始上传' }).click();
    await p.getByText('完成：已上传全部 4 个文件。').waitFor({ timeout: 30_000 });

    const call = createClient(server.baseUrl);
    const list = await call('GET', `/api/books?type=html&q=${title}`, { token });
    expect(list.body.items).toHaveLength(1);
    const book = await call('GET', `/api/books/${list.body.items[0].id}?with_files=true`, { token });
    expect(book.body).toMatchObject({ type: 'html', complete: true, total_files: 4 });
    const files = book.body.files as Array<{ file_index: number; file_path: string; mime: string; url: string }>;
    expect(files.map((f) => [f.file_index, f.file_path, f.mime])).toEqual([
      [0, `${title}/01.html`, 'text/html'],
      [1, `${title}/02.html`, 'text/html'],
      [2, `${title}/cover.png`, 'image/png'],
      [3, `${title}/images/map.png`, 'image/png'],
    ]);
    const served = await fetch(`${server.baseUrl}${files[3]!.url}`);
    expect([served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual(['image/png', 'nosniff']);
    expect(Buffer.from(await served.arrayBuffer()).equals(map)).toBe(true);

    await p.goto(`/book/html/${book.body.id}`);
    const frame = p.frameLocator('iframe');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('第一章 渡口');
    await p.getByRole('button', { name: '目录' }).click();
    const contents = p.getByRole('list', { name: '章节' });
    // Only the chapters: the images are files of the book, not places to read.
    expect(await contents.getByRole('button').allTextContents()).toEqual(['01', '02']);
    await contents.getByRole('button', { name: '02' }).click();
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('第二章 地图');

    // The picture really loaded (24 px wide, as encoded), from the book's own file 3.
    await expect.poll(async () => (await frameImage(p, '河道地图'))?.width, { timeout: 15_000 }).toBe(24);
    // The book is private (a batch's default), so the image comes through a signed address.
    expect((await frameImage(p, '河道地图'))?.src).toMatch(new RegExp(`/api/books/${book.body.id}/files/3\\?exp=\\d+&sig=[\\w-]{43}$`));
    // The other site's image is a placeholder named after it: nothing is asked of that site.
    expect((await frameImage(p, '远处的图（来自网络的图片，未加载）'))?.src).toMatch(/^data:image\/svg\+xml,/);
    expect(await p.getByText('第 2 章，共 2 章').count()).toBeGreaterThan(0);
    // Progress names the chapter by its file_index.
    await expect.poll(() => p.evaluate(() => Object.values(localStorage).some((v) => /"locator":"1:/.test(v)))).toBe(true);
    await expectNoAxeViolations(p);
    expectNoPageProblems(p, NO_PLACE_YET);
  });
});
