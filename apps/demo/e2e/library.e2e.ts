import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMp3 } from '../../server/src/testing/fixtures';
import { createClient } from '../../server/src/testing/http';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { signInThroughLogin } from './signInThroughLogin';

const server = serverPerFile();

const signIn = (page: Page, redirect: string) => signInThroughLogin(page, server.baseUrl, redirect, 'librarian');

/** A folder of three audio chapters, named so that only natural sort orders them right. */
function chapterFolder(title: string): { dir: string; chapters: Buffer[] } {
  const root = mkdtempSync(path.join(tmpdir(), 'atelier-batch-'));
  const dir = path.join(root, title);
  mkdirSync(dir);
  const chapters = [1, 2, 10].map((n) => {
    const bytes = makeMp3(4096 + n);
    writeFileSync(path.join(dir, `${n}.mp3`), bytes);
    return bytes;
  });
  return { dir, chapters };
}

describe('library', () => {
  it('uploads a folder as one book through a task, finds it by search and deletes it after confirming', async () => {
    const page = await newPage(server.baseUrl);
    const token = await signIn(page, '/upload/batchupload');
    const title = `Nightingale${Date.now().toString(36)}`;
    const { dir, chapters } = chapterFolder(title);

    await page.getByLabel('选择文件夹').setInputFiles(dir);
    await page.getByText('1 本书 · 3 个文件').waitFor();
    expect(await page.getByLabel('书名（音频）').inputValue()).toBe(title);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '开始上传' }).click();
    await page.getByText('完成：已上传全部 3 个文件。').waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: '查看任务' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/upload/tasks/'));
    const taskId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.locator('[data-part="task-detail"]').getByText('已完成', { exact: true }).count()).toBe(1);
    const bookLink = page.getByRole('link', { name: title });
    const href = (await bookLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/book\/audio\/[0-9a-f-]{36}$/);
    const bookId = href.split('/').pop()!;

    const call = createClient(server.baseUrl);
    const task = await call('GET', `/api/upload-tasks/${taskId}`, { token });
    expect(task.body).toMatchObject({ status: 'completed', total_files: 3, uploaded_files: 3, root_path: title });
    const book = await call('GET', `/api/books/${bookId}?with_files=true`, { token });
    expect(book.body).toMatchObject({ title, type: 'audio', total_files: 3, complete: true });
    const files = book.body.files as { file_path: string; url: string }[];
    expect(files.map((f) => f.file_path)).toEqual([`${title}/1.mp3`, `${title}/2.mp3`, `${title}/10.mp3`]);
    const last = await fetch(`${server.baseUrl}${files[2]!.url}`).then((r) => r.arrayBuffer());
    expect(Buffer.from(last).equals(chapters[2]!)).toBe(true);

    await page.goto('/info/main', { waitUntil: 'networkidle' });
    await page.getByLabel('书名或作者').fill(title.slice(0, 9));
    await page.getByRole('search', { name: '搜索图书' }).getByRole('button', { name: '搜索' }).click();
    await page.getByText(/有 1 本书匹配/).waitFor();
    const found = page.locator(`[data-part="book-list"] [data-book-id="${bookId}"]`);
    expect(await found.locator('mark').first().textContent()).toBe(title.slice(0, 9));

    await found.getByRole('button', { name: `删除 ${title}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(await found.count()).toBe(1);
    await found.getByRole('button', { name: `删除 ${title}` }).click();
    await dialog.getByRole('button', { name: '删除', exact: true }).click();
    await found.waitFor({ state: 'detached' });
    expect((await call('GET', `/api/books/${bookId}`, { token })).status).toBe(404);
    expectNoPageProblems(page);
  });
});
