import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMp3, randomBytesOf } from '../../server/src/testing/fixtures';
import { createClient } from '../../server/src/testing/http';
import {
  expectNoAxeViolations,
  expectNoPageProblems,
  newPage,
  serverPerFile,
} from '../../../tooling/e2e';
import { signInThroughLogin } from './signInThroughLogin';

const server = serverPerFile();
const sha = (bytes: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');

const signIn = (page: Page, redirect: string) => signInThroughLogin(page, server.baseUrl, redirect, 'resumer');

/** A root folder holding three books of ten small audio chapters each: 30 files. */
function threeBookFolder(): { root: string; rootName: string; files: Map<string, Buffer> } {
  const rootName = `Shelf${Date.now().toString(36)}`;
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-resume-')), rootName);
  const files = new Map<string, Buffer>();
  for (const book of ['Alpha', 'Beta', 'Gamma']) {
    mkdirSync(path.join(root, book), { recursive: true });
    for (let i = 1; i <= 10; i += 1) {
      const bytes = makeMp3(2048 + i * 7 + book.length * 131);
      bytes.write(`${book}-${i}`, 200, 'latin1');
      writeFileSync(path.join(root, book, `${i}.mp3`), bytes);
      files.set(`${rootName}/${book}/${i}.mp3`, bytes);
    }
  }
  return { root, rootName, files };
}

describe('library: resuming uploads', () => {
  it('finishes a 30-file batch after the network drops mid-way, then deletes the task with its books', async () => {
    const page = await newPage(server.baseUrl);
    const token = await signIn(page, '/upload/batchupload');
    const call = createClient(server.baseUrl);
    const { root, files } = threeBookFolder();

    await page.getByLabel('选择文件夹').setInputFiles(root);
    await page.getByText('3 本书 · 30 个文件').waitFor();

    // Let ten files through, then cut the connection for every later upload.
    let arrived = 0;
    let cut = false;
    await page.route('**/api/books/upload**', async (route) => {
      if (cut) return route.abort('internetdisconnected');
      arrived += 1;
      if (arrived >= 10) cut = true;
      return route.continue();
    });
    await page.getByRole('button', { name: '开始上传' }).click();
    await page.getByText(/已结束但有错误/).waitFor({ timeout: 60_000 });
    expect(
      await page
        .getByText(/个文件失败/)
        .first()
        .isVisible(),
    ).toBe(true);
    await page.unroute('**/api/books/upload**');

    await page.getByRole('button', { name: '重试失败的文件' }).click();
    await page.getByText('完成：已上传全部 30 个文件。').waitFor({ timeout: 60_000 });

    await page.getByRole('link', { name: '查看任务' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/upload/tasks/'));
    const taskId = new URL(page.url()).pathname.split('/').pop()!;
    const task = await call('GET', `/api/upload-tasks/${taskId}`, { token });
    expect(task.body).toMatchObject({ status: 'completed', total_files: 30, uploaded_files: 30 });

    const bookLinks = page.locator('[data-part="task-detail"] a[href^="/book/"]');
    await bookLinks.first().waitFor();
    const bookIds = (
      await bookLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    ).map((h) => h.split('/').pop()!);
    expect(new Set(bookIds).size).toBe(3);
    const served = new Map<string, string>();
    for (const bookId of bookIds) {
      const book = await call('GET', `/api/books/${bookId}?with_files=true`, { token });
      expect(book.body).toMatchObject({ type: 'audio', total_files: 10, complete: true });
      for (const file of book.body.files as { file_path: string; url: string }[]) {
        served.set(
          file.file_path,
          sha(await fetch(`${server.baseUrl}${file.url}`).then((r) => r.arrayBuffer())),
        );
      }
    }
    expect(Object.fromEntries([...served].sort())).toEqual(
      Object.fromEntries([...files].map(([p, b]) => [p, sha(b)] as const).sort()),
    );

    // Delete the task together with its books, after confirming.
    await page.getByRole('button', { name: '删除任务' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('同时删除其中的书').check();
    await dialog.getByRole('button', { name: '删除任务' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/upload/tasks' || url.pathname === '/upload/tasks/',
    );
    expect((await call('GET', `/api/upload-tasks/${taskId}`, { token })).status).toBe(404);
    for (const bookId of bookIds)
      expect((await call('GET', `/api/books/${bookId}`, { token })).status).toBe(404);

    // The batch and task pages fit a 360 px phone: no sideways scrolling, axe-clean.
    await page.setViewportSize({ width: 360, height: 640 });
    for (const route of ['/upload/batchupload', '/upload/tasks']) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        route,
      ).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
    expectNoPageProblems(page, [
      /request failed: .*\/api\/books\/upload.*INTERNET_DISCONNECTED/i,
      /console error: Failed to load resource/,
    ]);
  }, 180_000);

  it('resumes a 40 MiB tus upload after a page reload from the stored offset', async () => {
    const page = await newPage(server.baseUrl);
    const token = await signIn(page, '/upload/fileupload');
    const audio = randomBytesOf(40 * 1024 * 1024, 11);
    audio.write('ID3', 0, 'latin1');
    audio[3] = 4;
    // From disk: a 40 MiB buffer sent over the protocol is slow on a busy machine.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-tus-')), 'Long_Chapter.mp3');
    writeFileSync(file, audio);

    const patchOffsets: number[] = [];
    const posts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/uploads')) return;
      if (request.method() === 'POST') posts.push(url.pathname);
      if (request.method() === 'PATCH')
        patchOffsets.push(Number(request.headers()['upload-offset']));
    });
    // Hold the third chunk until the reload, so exactly two arrived (16 MiB) when the page goes away.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let patches = 0;
    await page.route('**/api/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH' && (patches += 1) === 3) {
        await held;
        return route.abort().catch(() => undefined);
      }
      return route.fallback();
    });

    await page.getByLabel('选择文件').setInputFiles(file, { timeout: 60_000 });
    await page.getByRole('button', { name: '上传', exact: true }).click();
    await expect.poll(() => patches, { timeout: 60_000 }).toBe(3);
    expect(patchOffsets.slice(0, 2)).toEqual([0, 8 * 1024 * 1024]);

    await page.unroute('**/api/uploads/**');
    release();
    await page.reload({ waitUntil: 'networkidle' });
    const before = patchOffsets.length;
    await page.getByLabel('选择文件').setInputFiles(file, { timeout: 60_000 });
    await page.getByRole('button', { name: '上传', exact: true }).click();
    const read = page.getByRole('link', { name: '立即阅读' });
    await read.waitFor({ timeout: 90_000 });

    // One creation in all; after the reload the first PATCH starts at the server's offset (the held
    // third chunk may leave a little more than 16 MiB there), never from 0.
    expect(posts, JSON.stringify(patchOffsets)).toEqual(['/api/uploads']);
    const resumedAt = patchOffsets[before]!;
    expect(resumedAt, JSON.stringify(patchOffsets)).toBeGreaterThanOrEqual(16 * 1024 * 1024);
    expect(Math.min(...patchOffsets.slice(before))).toBe(resumedAt);

    const bookId = (await read.getAttribute('href'))!.split('/').pop()!;
    const book = await createClient(server.baseUrl)('GET', `/api/books/${bookId}?with_files=true`, {
      token,
    });
    expect(book.body.files[0]).toMatchObject({ size_bytes: audio.length });
    const bytes = await fetch(`${server.baseUrl}${book.body.files[0].url}`).then((r) =>
      r.arrayBuffer(),
    );
    expect(sha(bytes)).toBe(sha(audio));
    expectNoPageProblems(page, [/\/api\/uploads/, /console error: Failed to load resource/]);
  }, 180_000);
});
