import { createHash, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeM4a, makeMp3Audio, makeWavAudio } from '../testing/audioFixtures';
import { makeEpub, makeMp3, makePdf, PNG_1X1, randomBytesOf, uploadForm, type UploadForm } from '../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let call: ApiClient;
let admin: string;
let owner: string;
let other: string;

/** Books here are `link` unless a test says otherwise: who may open what is bookVisibility.test.ts' subject. */
const upload = (token: string | undefined, form: UploadForm) =>
  call('POST', '/api/books/upload', { token, body: uploadForm({ ...form, fields: { visibility: 'link', ...form.fields } }) });

async function filesOnDisk(): Promise<string[]> {
  const root = path.join(server.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  server = await startTestServer({ config: { maxFileBytes: 64 * 1024, publicUrl: 'https://books.example.com' } });
  call = createClient(server.url);
  admin = (await signUp(call, 'admin')).access_token;
  owner = (await signUp(call, 'owner')).access_token;
  other = (await signUp(call, 'other')).access_token;
}, 60_000);
afterAll(() => server.close());

describe('single-file upload', () => {
  it('stores an EPUB, reads its metadata and cover, and serves it back', async () => {
    const epub = makeEpub({ title: '三体', author: '刘慈欣', description: 'Science fiction', withCover: true });
    const res = await upload(owner, { file: { name: 'santi.epub', data: epub }, fields: { title: 'santi', file_index: 0, total_files: 1 } });
    expect(res.status).toBe(201);
    const { book, file } = res.body;
    expect(book).toMatchObject({ title: '三体', author: '刘慈欣', description: 'Science fiction', type: 'epub', complete: true, total_files: 1, size_bytes: epub.length });
    expect(book.cover_url).toMatch(new RegExp(`^/api/books/${book.id}/cover`));
    expect(file).toMatchObject({ file_index: 0, mime: 'application/epub+zip', name: 'santi.epub', url: `/api/books/${book.id}/files/0` });

    const bytes = await fetch(`${server.url}${file.url}`);
    expect(bytes.headers.get('content-type')).toBe('application/epub+zip');
    expect(bytes.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await bytes.arrayBuffer()).equals(epub)).toBe(true);

    const cover = await fetch(`${server.url}${book.cover_url}`);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await cover.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('keeps the client title when it is not just the file name, and reads PDF info', async () => {
    const res = await upload(owner, { file: { name: 'x.pdf', data: makePdf('Ignored', 'Ann Author') }, fields: { title: 'My PDF', file_index: 0, total_files: 1 } });
    expect(res.body.book).toMatchObject({ title: 'My PDF', author: 'Ann Author', type: 'pdf' });
  });

  it('uses a client-generated book id and an uploaded cover', async () => {
    const id = randomUUID();
    const res = await upload(owner, {
      file: { name: 'a.txt', data: Buffer.from('hello world') },
      cover: { name: 'c.png', data: PNG_1X1 },
      fields: { title: 'Text', file_index: 0, total_files: 1, book_id: id, regenerate_qrcode: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.book.id).toBe(id);
    expect(res.body.book.cover_url).not.toBeNull();
  });

  it('serves ranges, ETags and 416', async () => {
    const data = randomBytesOf(10_000, 7).fill(0x41, 0, 10_000);
    const res = await upload(owner, { file: { name: 'r.txt', data }, fields: { title: 'Ranges', file_index: 0, total_files: 1 } });
    const url = `${server.url}${res.body.file.url}`;
    const partial = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 100-199/10000');
    expect((await partial.arrayBuffer()).byteLength).toBe(100);
    const suffix = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(suffix.headers.get('content-range')).toBe('bytes 9990-9999/10000');
    await suffix.arrayBuffer();

    const full = await fetch(url);
    const etag = full.headers.get('etag');
    await full.arrayBuffer();
    expect(etag).toMatch(/^".+"$/);
    const cached = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(cached.status).toBe(304);

    const beyond = await fetch(url, { headers: { range: 'bytes=20000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10000');
    expect((await beyond.json()).code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('serves HTML sandboxed so it cannot run as the app', async () => {
    const res = await upload(owner, { file: { name: 'c.html', data: Buffer.from('<script>alert(1)</script>') }, fields: { title: 'H', file_index: 0, total_files: 1 } });
    const served = await fetch(`${server.url}${res.body.file.url}`);
    expect(served.headers.get('content-type')).toMatch(/^text\/html/);
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    await served.text();
  });
});

describe('multi-file books', () => {
  it('collects files under one book id, completes when all arrived, and replaces a re-sent index', async () => {
    const id = randomUUID();
    const part = (i: number, size = 2000) => ({
      file: { name: `ch${i}.mp3`, data: makeMp3(size + i) },
      fields: { title: 'Audio book', book_id: id, file_index: i, total_files: 3, file_path: `Audio book/ch${i}.mp3`, root_path: 'Audio book', order: 10 - i },
    });
    const first = await upload(owner, part(0));
    expect(first.body.book).toMatchObject({ id, type: 'audio', complete: false, total_files: 3 });
    const [second, third] = await Promise.all([upload(owner, part(1)), upload(owner, part(2))]);
    expect([second.status, third.status]).toEqual([201, 201]);

    const book = await call('GET', `/api/books/${id}?with_files=true`);
    expect(book.body.complete).toBe(true);
    expect(book.body.files.map((f: { file_index: number }) => f.file_index)).toEqual([0, 1, 2]);
    expect(book.body.files[1]).toMatchObject({ file_path: 'Audio book/ch1.mp3', order: 9, mime: 'audio/mpeg' });
    expect(book.body.size_bytes).toBe(2000 + 2001 + 2002);

    const before = (await filesOnDisk()).length;
    const replaced = await upload(owner, part(1, 3000));
    expect(replaced.status).toBe(201);
    expect(replaced.body.book.size_bytes).toBe(2000 + 3001 + 2002);
    expect((await filesOnDisk()).length).toBe(before);
  });

  it('takes an audiobook title and author from the first file tags and times every file', async () => {
    const id = randomUUID();
    const files = [
      { name: 'Part 1.mp3', data: makeMp3Audio({ seconds: (38 * 1152) / 44100, title: '活着 (上)', artist: '余华', xing: true }) },
      { name: 'Part 2.m4b', data: makeM4a({ seconds: 125.25, title: 'ignored: not the first file' }) },
      { name: 'Part 3.wav', data: makeWavAudio({ seconds: 1.5, sampleRate: 8000 }) },
    ];
    for (const [i, file] of files.entries()) {
      const res = await upload(owner, { file, fields: { title: 'Part 1', book_id: id, file_index: i, total_files: files.length } });
      expect(res.status).toBe(201);
    }
    const book = await call('GET', `/api/books/${id}?with_files=true`);
    expect(book.body).toMatchObject({ title: '活着 (上)', author: '余华', type: 'audio', complete: true });
    expect(book.body.files.map((f: { duration_s?: number }) => f.duration_s)).toEqual([0.993, 125.25, 1.5]);
  });

  it('refuses another user adding files to my book, and a type that does not match', async () => {
    const id = randomUUID();
    await upload(owner, { file: { name: 'a.mp3', data: makeMp3() }, fields: { title: 'A', book_id: id, file_index: 0, total_files: 2 } });
    const intruder = await upload(other, { file: { name: 'b.mp3', data: makeMp3() }, fields: { title: 'A', book_id: id, file_index: 1, total_files: 2 } });
    expect([intruder.status, intruder.body.code]).toEqual([403, 'FORBIDDEN']);
    const mixed = await upload(owner, { file: { name: 'b.pdf', data: makePdf('x', 'y') }, fields: { title: 'A', book_id: id, file_index: 1, total_files: 2 } });
    expect([mixed.status, mixed.body.code]).toEqual([415, 'UNSUPPORTED_FORMAT']);
  });
});

describe('images inside an HTML novel', () => {
  const chapter = (text: string) => Buffer.from(`<!doctype html><h1>${text}</h1><p><img src="images/a.png" alt="map"></p>`);
  /** An HTML novel of two chapters (files 0 and 1) whose third file is to be an image. */
  async function htmlBook(token = owner): Promise<string> {
    const id = randomUUID();
    for (const [i, name] of ['ch1.html', 'ch2.html'].entries()) {
      const res = await upload(token, { file: { name, data: chapter(name) }, fields: { title: 'Novel', book_id: id, file_index: i, total_files: 3, file_path: `Novel/${name}` } });
      expect(res.status).toBe(201);
    }
    return id;
  }

  it('keeps a PNG as a file of the book, at its relative path, served as image/png with nosniff', async () => {
    const id = await htmlBook();
    // The client calls it text/html: the bytes decide.
    const res = await upload(owner, {
      file: { name: 'a.png', data: PNG_1X1, type: 'text/html' },
      fields: { title: 'Novel', book_id: id, file_index: 2, total_files: 3, file_path: 'Novel/images/a.png' },
    });
    expect(res.status).toBe(201);
    expect(res.body.file).toMatchObject({ file_index: 2, file_path: 'Novel/images/a.png', mime: 'image/png', size_bytes: PNG_1X1.length });
    expect(res.body.book).toMatchObject({ type: 'html', complete: true, total_files: 3, title: 'Novel' });

    const served = await fetch(`${server.url}/api/books/${id}/files/2`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    const book = await call('GET', `/api/books/${id}?with_files=true`);
    expect(book.body.files.map((f: { mime: string }) => f.mime)).toEqual(['text/html', 'text/html', 'image/png']);
  });

  it.each([
    ['photo.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['photo.JPEG', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0x43])],
    ['anim.gif', 'image/gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1')],
    ['pic.webp', 'image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(18)])],
  ])('accepts %s as %s', async (name, mime, data) => {
    const id = await htmlBook();
    const res = await upload(owner, { file: { name, data }, fields: { title: 'Novel', book_id: id, file_index: 2, total_files: 3 } });
    expect([res.status, res.body.file?.mime]).toEqual([201, mime]);
    expect((await fetch(`${server.url}/api/books/${id}/files/2`)).headers.get('content-type')).toBe(mime);
  });

  it.each([
    ['an SVG', 'map.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['SVG bytes named .png', 'map.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a PNG named .jpg', 'map.jpg', PNG_1X1],
    ['a PNG named .html', 'map.html', PNG_1X1],
    ['HTML named .png', 'map.png', Buffer.from('<p>hi</p>')],
  ])('refuses %s in an HTML book with UNSUPPORTED_FORMAT', async (_label, name, data) => {
    const id = await htmlBook();
    const res = await upload(owner, { file: { name, data }, fields: { title: 'Novel', book_id: id, file_index: 2, total_files: 3 } });
    expect([res.status, res.body.code]).toEqual([415, 'UNSUPPORTED_FORMAT']);
    expect((await call('GET', `/api/books/${id}?with_files=true`)).body.files).toHaveLength(2);
  });

  it('refuses an image that would be a book alone, or a file of a book that is not an HTML novel', async () => {
    const before = await filesOnDisk();
    const alone = await upload(owner, { file: { name: 'a.png', data: PNG_1X1 }, fields: { title: 'a', file_index: 0, total_files: 1 } });
    expect([alone.status, alone.body.code]).toEqual([415, 'IMAGE_NEEDS_HTML_BOOK']);
    const newId = randomUUID();
    const first = await upload(owner, { file: { name: 'a.png', data: PNG_1X1 }, fields: { title: 'a', book_id: newId, file_index: 0, total_files: 2 } });
    expect([first.status, first.body.code]).toEqual([415, 'IMAGE_NEEDS_HTML_BOOK']);
    expect((await call('GET', `/api/books/${newId}`)).status).toBe(404);

    const pdf = await upload(owner, { file: { name: 'a.pdf', data: makePdf('t', 'a') }, fields: { title: 'P', file_index: 0, total_files: 2 } });
    const inPdf = await upload(owner, { file: { name: 'a.png', data: PNG_1X1 }, fields: { title: 'P', book_id: pdf.body.book.id, file_index: 1, total_files: 2 } });
    expect([inPdf.status, inPdf.body.code]).toEqual([415, 'IMAGE_NEEDS_HTML_BOOK']);
    const audio = randomUUID();
    await upload(owner, { file: { name: 'a.mp3', data: makeMp3() }, fields: { title: 'A', book_id: audio, file_index: 0, total_files: 2 } });
    const inAudio = await upload(owner, { file: { name: 'a.png', data: PNG_1X1 }, fields: { title: 'A', book_id: audio, file_index: 1, total_files: 2 } });
    expect([inAudio.status, inAudio.body.code]).toEqual([415, 'IMAGE_NEEDS_HTML_BOOK']);
    // Only the PDF and the MP3 were kept.
    expect((await filesOnDisk()).length).toBe(before.length + 2);
  });

  it('refuses an image in place of the only chapter, and an image in someone else’s book', async () => {
    const id = randomUUID();
    await upload(owner, { file: { name: 'ch1.html', data: chapter('one') }, fields: { title: 'Solo', book_id: id, file_index: 0, total_files: 2 } });
    const replace = await upload(owner, { file: { name: 'a.png', data: PNG_1X1 }, fields: { title: 'Solo', book_id: id, file_index: 0, total_files: 2 } });
    expect([replace.status, replace.body.code]).toEqual([415, 'IMAGE_NEEDS_HTML_BOOK']);
    const files = (await call('GET', `/api/books/${id}?with_files=true`)).body.files;
    expect(files.map((f: { mime: string }) => f.mime)).toEqual(['text/html']);
    const intruder = await upload(other, { file: { name: 'a.png', data: PNG_1X1 }, fields: { title: 'Solo', book_id: id, file_index: 1, total_files: 2 } });
    expect([intruder.status, intruder.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('records the refusal code on the upload task file', async () => {
    const task = await call('POST', '/api/books/batch-upload', { token: owner, json: { task_name: 'pics', root_path: 'Pics', total_files: 1 } });
    const res = await upload(owner, {
      file: { name: 'a.png', data: PNG_1X1 },
      fields: { title: 'a', file_index: 0, total_files: 1, task_id: task.body.task_id, file_path: 'Pics/a.png' },
    });
    expect(res.body.code).toBe('IMAGE_NEEDS_HTML_BOOK');
    const detail = await call('GET', `/api/upload-tasks/${task.body.task_id}`, { token: owner });
    expect(detail.body.files).toMatchObject([{ file_path: 'Pics/a.png', status: 'failed', error: 'IMAGE_NEEDS_HTML_BOOK' }]);
  });
});

describe('upload refusals', () => {
  it.each([
    ['a PNG named .pdf', { name: 'x.pdf', data: PNG_1X1 }],
    ['binary named .txt', { name: 'x.txt', data: Buffer.from([0, 1, 2, 3, 0, 0]) }],
    ['an unknown type', { name: 'x.exe', data: Buffer.from('MZ') }],
  ])('rejects %s with UNSUPPORTED_FORMAT', async (_label, file) => {
    const res = await upload(owner, { file, fields: { title: 'x', file_index: 0, total_files: 1 } });
    expect([res.status, res.body.code]).toEqual([415, 'UNSUPPORTED_FORMAT']);
  });

  it('rejects files over MAX_FILE_BYTES with 413 and leaves nothing behind', async () => {
    const before = await filesOnDisk();
    const res = await upload(owner, { file: { name: 'big.txt', data: Buffer.alloc(70 * 1024, 0x41) }, fields: { title: 'big', file_index: 0, total_files: 1 } });
    expect([res.status, res.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await filesOnDisk()).toEqual(before);
    expect(await readdir(path.join(server.dataDir, 'tmp'))).toEqual([]);
  });

  it.each(['../../etc/passwd', '/etc/passwd', 'C:\\Windows\\evil.txt', 'a/\u0000/b', 'a\\..\\..\\b'])('refuses file_path and root_path %j', async (bad) => {
    for (const field of ['file_path', 'root_path']) {
      const res = await upload(owner, { file: { name: 'a.txt', data: Buffer.from('x') }, fields: { title: 'x', file_index: 0, total_files: 1, [field]: bad } });
      expect([field, res.status]).toEqual([field, 400]);
      expect(['INVALID_PATH', 'VALIDATION_FAILED']).toContain(res.body.code);
    }
    const task = await call('POST', '/api/books/batch-upload', { token: owner, json: { task_name: 'x', root_path: bad, total_files: 1 } });
    expect(task.status).toBe(400);
    // A control character is refused by the shared text rule before the path rules look at it.
    expect(task.body.code).toBe(bad.includes('\u0000') ? 'VALIDATION_FAILED' : 'INVALID_PATH');
  });

  it('keeps a traversal file name to its last segment', async () => {
    const res = await upload(owner, { file: { name: '../../../../tmp/evil.txt', data: Buffer.from('x') }, fields: { title: 'x', file_index: 0, total_files: 1, root_path: 'a\\b' } });
    expect(res.status).toBe(201);
    expect(res.body.file.name).toBe('evil.txt');
    for (const file of await filesOnDisk()) expect(file.startsWith(path.join(server.dataDir, 'files'))).toBe(true);
  });

  it('validates the fields', async () => {
    const noFile = await upload(owner, { fields: { title: 'x', file_index: 0, total_files: 1 } });
    expect([noFile.status, noFile.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const missing = await upload(owner, { file: { name: 'a.txt', data: Buffer.from('x') }, fields: { file_index: 0 } });
    expect(missing.status).toBe(400);
    const fields = missing.body.details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'total_files']));
    const outOfRange = await upload(owner, { file: { name: 'a.txt', data: Buffer.from('x') }, fields: { title: 'x', file_index: 2, total_files: 2 } });
    expect(outOfRange.status).toBe(400);
    const notUuid = await upload(owner, { file: { name: 'a.txt', data: Buffer.from('x') }, fields: { title: 'x', file_index: 0, total_files: 1, book_id: '../x' } });
    expect(notUuid.status).toBe(400);
    const badCover = await upload(owner, { file: { name: 'a.txt', data: Buffer.from('x') }, cover: { name: 'c.png', data: Buffer.from('<svg/>') }, fields: { title: 'x', file_index: 0, total_files: 1 } });
    expect([badCover.status, badCover.body.code]).toEqual([415, 'UNSUPPORTED_FORMAT']);
  });

  it('requires a signed-in user', async () => {
    const res = await upload(undefined, { file: { name: 'a.txt', data: Buffer.from('x') }, fields: { title: 'x', file_index: 0, total_files: 1 } });
    expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
  });
});

describe('list, search, update, delete', () => {
  let mine: string;
  beforeAll(async () => {
    const a = await upload(other, { file: { name: 'a.txt', data: Buffer.from('a') }, fields: { title: '红楼梦 全本', author: '曹雪芹', file_index: 0, total_files: 1 } });
    await upload(other, { file: { name: 'b.txt', data: Buffer.from('b') }, fields: { title: 'The Dream of the Red Chamber', author: 'Cao Xueqin', file_index: 0, total_files: 1 } });
    await upload(other, { file: { name: 'c.pdf', data: makePdf('x', 'y') }, fields: { title: 'Redemption notes', description: 'about dreams', file_index: 0, total_files: 2 } });
    mine = a.body.book.id;
  });

  it('lists only my books, newest first, with filters and pagination', async () => {
    const all = await call('GET', '/api/books?per_page=2', { token: other });
    expect(all.body).toMatchObject({ page: 1, per_page: 2, total: 3 });
    expect(all.body.items[0].title).toBe('Redemption notes');
    const page2 = await call('GET', '/api/books?per_page=2&page=2', { token: other });
    expect(page2.body.items).toHaveLength(1);
    const pdfs = await call('GET', '/api/books?type=pdf', { token: other });
    expect(pdfs.body.items.map((b: { title: string }) => b.title)).toEqual(['Redemption notes']);
    const incomplete = await call('GET', '/api/books?complete=false', { token: other });
    expect(incomplete.body.total).toBe(1);
    const q = await call('GET', `/api/books?q=${encodeURIComponent('曹')}`, { token: other });
    expect(q.body.items.map((b: { title: string }) => b.title)).toEqual(['红楼梦 全本']);
    const adminView = await call('GET', '/api/books?per_page=100', { token: admin });
    expect(adminView.body.total).toBeGreaterThan(3);
  });

  it('searches ranked, by word prefix and by Chinese substring', async () => {
    const red = await call('GET', '/api/books/search?keyword=red', { token: other });
    expect(red.body.items.map((b: { title: string }) => b.title)).toEqual(['The Dream of the Red Chamber', 'Redemption notes']);
    const chinese = await call('GET', `/api/books/search?keyword=${encodeURIComponent('红楼')}`, { token: other });
    expect(chinese.body.items.map((b: { title: string }) => b.title)).toEqual(['红楼梦 全本']);
    const dreams = await call('GET', '/api/books/search?keyword=dream', { token: other });
    expect(dreams.body.total).toBe(2);
    const none = await call('GET', '/api/books/search?keyword=%25%27%3B--', { token: other });
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const missing = await call('GET', '/api/books/search', { token: other });
    expect(missing.status).toBe(400);
  });

  it('finds substrings inside a word: 2-character Chinese keywords and mid-word Latin ones', async () => {
    const titles = (res: { body: { items: { title: string }[] } }) => res.body.items.map((b) => b.title);
    // '楼梦' starts no token of '红楼梦 全本' (too short for a trigram, so no index narrows it).
    const chinese = await call('GET', `/api/books/search?keyword=${encodeURIComponent('楼梦')}`, { token: other });
    expect([chinese.body.total, titles(chinese)]).toEqual([1, ['红楼梦 全本']]);
    // 'emptio' is inside 'Redemption', so no word-prefix match: only the trigram-indexed ILIKE finds it.
    const latin = await call('GET', '/api/books/search?keyword=EMPTIO', { token: other });
    expect([latin.body.total, titles(latin)]).toEqual([1, ['Redemption notes']]);
    const author = await call('GET', '/api/books/search?keyword=xueq', { token: other });
    expect(titles(author)).toEqual(['The Dream of the Red Chamber']);
    const listed = await call('GET', `/api/books?q=${encodeURIComponent('楼梦')}`, { token: other });
    expect(titles(listed)).toEqual(['红楼梦 全本']);
    const listedLatin = await call('GET', '/api/books?q=hambe', { token: other });
    expect(titles(listedLatin)).toEqual(['The Dream of the Red Chamber']);
  });

  it('lets the owner and admins update; others get 403', async () => {
    // A book of its own: renaming one the list and search tests look for would change what they
    // find whenever this test happened to run first.
    const made = await upload(owner, { file: { name: 'd.txt', data: Buffer.from('d') }, fields: { title: '西游记', file_index: 0, total_files: 1 } });
    const id = made.body.book.id;
    const denied = await call('PUT', `/api/books/${id}`, { token: other, json: { title: 'hijack' } });
    expect([denied.status, denied.body.code]).toEqual([403, 'FORBIDDEN']);
    const ok = await call('PUT', `/api/books/${id}`, { token: owner, json: { title: '西游记 全本', complete: true } });
    expect(ok.body).toMatchObject({ title: '西游记 全本', complete: true });
    const byAdmin = await call('PUT', `/api/books/${id}`, { token: admin, json: { author: '吴承恩 著' } });
    expect(byAdmin.body.author).toBe('吴承恩 著');
    const empty = await call('PUT', `/api/books/${id}`, { token: owner, json: {} });
    expect(empty.status).toBe(400);
    const wrongType = await call('PUT', `/api/books/${id}`, { token: owner, json: { complete: 'yes' } });
    expect(wrongType.status).toBe(400);
    const unknown = await call('PUT', `/api/books/${randomUUID()}`, { token: owner, json: { title: 'x' } });
    expect(unknown.status).toBe(404);
  });

  it('draws a QR code linking to the reader route', async () => {
    const res = await fetch(`${server.url}/api/books/${mine}/qrcode.png`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-qrcode-target')).toBe(`https://books.example.com/book/txt/${mine}`);
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('deletes a book with its files; others get 403', async () => {
    const res = await upload(owner, { file: { name: 'gone.epub', data: makeEpub({ title: 'Gone', author: 'x', withCover: true }) }, fields: { title: 'Gone', file_index: 0, total_files: 1 } });
    const id = res.body.book.id;
    const onDisk = async () => (await filesOnDisk()).filter((f) => f.includes(id));
    expect((await onDisk()).length).toBe(2);
    expect((await call('DELETE', `/api/books/${id}`, { token: other })).status).toBe(403);
    expect((await call('DELETE', `/api/books/${id}`)).status).toBe(401);
    expect((await call('DELETE', `/api/books/${id}`, { token: owner })).status).toBe(204);
    expect(await onDisk()).toEqual([]);
    expect((await call('GET', `/api/books/${id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/books/${id}/files/0`)).status).toBe(404);
  });

  it('answers 400 for ids that are not UUIDs', async () => {
    expect((await call('GET', '/api/books/not-a-uuid')).status).toBe(400);
    expect((await call('GET', `/api/books/${mine}/files/-1`)).status).toBe(400);
    expect((await call('GET', `/api/books/${mine}/files/7`)).status).toBe(404);
  });

  it('keeps the checksum of stored bytes', async () => {
    const data = randomBytesOf(5000, 3).fill(0x42);
    const res = await upload(owner, { file: { name: 'sum.txt', data }, fields: { title: 'sum', file_index: 0, total_files: 1 } });
    const served = Buffer.from(await (await fetch(`${server.url}${res.body.file.url}`)).arrayBuffer());
    expect(createHash('sha256').update(served).digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
  });
});
