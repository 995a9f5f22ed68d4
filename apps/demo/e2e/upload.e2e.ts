import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeEpub, randomBytesOf } from '../../server/src/testing/fixtures';
import { createClient } from '../../server/src/testing/http';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { signInThroughLogin } from './signInThroughLogin';

const server = serverPerFile();

const signIn = (page: Page, redirect: string) => signInThroughLogin(page, server.baseUrl, redirect, 'reader');

describe('single book upload', () => {
  it('uploads an EPUB, names it from its own metadata and links to its reader', async () => {
    const page = await newPage(server.baseUrl);
    const token = await signIn(page, '/upload/fileupload');
    const epub = makeEpub({ title: '三体', author: '刘慈欣' });
    await page.getByLabel('选择文件').setInputFiles({ name: 'santi_v1.epub', mimeType: 'application/epub+zip', buffer: epub });
    expect(await page.getByLabel('书名').inputValue()).toBe('santi v1');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '上传', exact: true }).click();

    const read = page.getByRole('link', { name: '立即阅读' });
    await read.waitFor({ timeout: 30_000 });
    // The header's account-sync line is a status too; the upload's own says what was added.
    expect(await page.getByRole('status').filter({ hasText: '《三体》已加入书库' }).count()).toBe(1);
    const href = await read.getAttribute('href');
    expect(href).toMatch(/^\/book\/epub\/[0-9a-f-]{36}$/);
    const qr = page.getByRole('img', { name: '《三体》的二维码' });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const bookId = href!.split('/').pop()!;
    const call = createClient(server.baseUrl);
    const book = await call('GET', `/api/books/${bookId}?with_files=true`, { token });
    expect(book.body).toMatchObject({ title: '三体', author: '刘慈欣', type: 'epub', complete: true });
    const bytes = await fetch(`${server.baseUrl}${book.body.files[0].url}`).then((r) => r.arrayBuffer());
    expect(Buffer.from(bytes).equals(epub)).toBe(true);

    await read.click();
    await page.waitForURL((url) => url.pathname === href);
    expectNoPageProblems(page);
  });

  it('sends a large file through resumable tus and stores it byte for byte', async () => {
    const page = await newPage(server.baseUrl);
    const token = await signIn(page, '/upload/fileupload');
    // Above the 8 MiB tus threshold; ID3 header so the server accepts it as audio.
    const audio = randomBytesOf(9 * 1024 * 1024, 7);
    audio.write('ID3', 0, 'latin1');
    audio[3] = 4;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.getByLabel('选择文件').setInputFiles({ name: 'Chapter_01.mp3', mimeType: 'audio/mpeg', buffer: audio });
    await page.getByRole('button', { name: '上传', exact: true }).click();
    const read = page.getByRole('link', { name: '立即阅读' });
    await read.waitFor({ timeout: 60_000 });
    expect(requests).toContain('POST /api/uploads');
    expect(requests.some((r) => r.startsWith('PATCH /api/uploads/'))).toBe(true);
    const bookId = (await read.getAttribute('href'))!.split('/').pop()!;
    expect(await read.getAttribute('href')).toBe(`/book/audio/${bookId}`);
    const call = createClient(server.baseUrl);
    const book = await call('GET', `/api/books/${bookId}?with_files=true`, { token });
    expect(book.body.files[0]).toMatchObject({ size_bytes: audio.length });
    const bytes = await fetch(`${server.baseUrl}${book.body.files[0].url}`).then((r) => r.arrayBuffer());
    expect(Buffer.from(bytes).equals(audio)).toBe(true);
    expectNoPageProblems(page);
  });

  it('explains a file the server refuses and keeps the form for a retry', async () => {
    const page = await newPage(server.baseUrl);
    await signIn(page, '/upload/fileupload');
    // Named like a book, but its bytes are not an EPUB.
    await page.getByLabel('选择文件').setInputFiles({ name: 'fake.epub', mimeType: 'application/epub+zip', buffer: Buffer.from('just text') });
    await page.getByRole('button', { name: '上传', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('无法识别此文件为可阅读的图书');
    expect(await page.getByRole('button', { name: '重试' }).isVisible()).toBe(true);
    expect(await page.getByLabel('书名').inputValue()).toBe('fake');
    expectNoPageProblems(page, [/HTTP 415/, /HTTP 4\d\d: .*\/api\/books\/upload/, /Failed to load resource/]);
  });
});
