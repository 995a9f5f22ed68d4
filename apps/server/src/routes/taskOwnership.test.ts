import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMp3, PNG_1X1, uploadForm } from '../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let call: ApiClient;
let admin: string;
let alice: string;
let bob: string;

interface TaskFile {
  file_path: string;
  book_id: string | null;
  status: string;
  error?: string;
}

function upload(token: string, name: string, data: Buffer, fields: Record<string, string | number> = {}, cover?: Buffer) {
  return call('POST', '/api/books/upload', {
    token,
    body: uploadForm({
      file: { name, data },
      ...(cover ? { cover: { name: 'cover.png', data: cover } } : {}),
      // `link`, so the checks below may fetch the books without a token.
      fields: { title: name, file_index: 0, total_files: 1, visibility: 'link', ...fields },
    }),
  });
}

async function createTask(token: string) {
  const res = await call('POST', '/api/books/batch-upload', { token, json: { task_name: 'Folder', root_path: 'Folder', total_files: 4 } });
  expect(res.status).toBe(201);
  return res.body.task_id as string;
}

/** Everything a reader of Alice's book gets: the book, its file's bytes, its cover. */
async function readBook(id: string) {
  const book = await call('GET', `/api/books/${id}?with_files=true`);
  const file = await fetch(`${server.url}/api/books/${id}/files/0`);
  const cover = await fetch(`${server.url}/api/books/${id}/cover`);
  return {
    status: book.status,
    files: book.body.files?.length,
    bytes: file.status === 200 ? Buffer.from(await file.arrayBuffer()).toString('hex') : file.status,
    cover: cover.status === 200 ? Buffer.from(await cover.arrayBuffer()).toString('hex') : cover.status,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  call = createClient(server.url);
  admin = (await signUp(call, 'admin')).access_token;
  alice = (await signUp(call, 'alice')).access_token;
  bob = (await signUp(call, 'bob')).access_token;
}, 60_000);
afterAll(() => server.close());

describe("upload tasks never reach other people's books", () => {
  it("keeps Alice's book out of Bob's task, and out of its deletion by an administrator", async () => {
    const audio = makeMp3(5000);
    const theirs = (await upload(alice, 'alice.mp3', audio, {}, PNG_1X1)).body.book.id as string;
    const before = await readBook(theirs);
    expect(before).toMatchObject({ status: 200, files: 1, bytes: audio.toString('hex'), cover: PNG_1X1.toString('hex') });

    const task = await createTask(bob);
    const inTask = (path: string) => ({ task_id: task, file_path: path, root_path: 'Folder', book_id: theirs });
    // Refused before any book is touched (not a book file; an index past the end), then by the book's owner check.
    expect((await upload(bob, 'fake.mp3', PNG_1X1, inTask('Folder/fake.mp3'))).body.code).toBe('UNSUPPORTED_FORMAT');
    expect((await upload(bob, 'late.mp3', audio, { ...inTask('Folder/late.mp3'), file_index: 3, total_files: 2 })).status).toBe(400);
    expect((await upload(bob, 'into.mp3', audio, inTask('Folder/into.mp3'))).status).toBe(403);
    const fresh = randomUUID();
    expect((await upload(bob, 'new.mp3', PNG_1X1, { ...inTask('Folder/new.mp3'), book_id: fresh })).status).toBe(415);
    const own = await upload(bob, 'own.mp3', audio, { task_id: task, file_path: 'Folder/own.mp3', root_path: 'Folder' });
    expect(own.status).toBe(201);

    const detail = await call('GET', `/api/upload-tasks/${task}?with_book_details=true`, { token: bob });
    const files = detail.body.files as TaskFile[];
    // Every failure is on record, linked to no book; only Bob's own upload names a book, his.
    expect(files.map((f) => [f.file_path, f.status, f.book_id])).toEqual([
      ['Folder/fake.mp3', 'failed', null],
      ['Folder/into.mp3', 'failed', null],
      ['Folder/late.mp3', 'failed', null],
      ['Folder/new.mp3', 'failed', null],
      ['Folder/own.mp3', 'uploaded', own.body.book.id],
    ]);
    expect(detail.body.books.map((b: { id: string }) => b.id)).toEqual([own.body.book.id]);
    const adminView = await call('GET', `/api/upload-tasks/${task}?with_book_details=true`, { token: admin });
    expect(adminView.body.books.map((b: { id: string }) => b.id)).toEqual([own.body.book.id]);

    expect((await call('DELETE', `/api/upload-tasks/${task}?delete_books=true`, { token: admin })).status).toBe(204);
    expect(await readBook(theirs)).toEqual(before);
    expect((await call('GET', `/api/books/${own.body.book.id}`)).status).toBe(404);
  });

  it('deletes with a task only the books its uploads created, not books it only added files to', async () => {
    const earlier = (await upload(alice, 'earlier.mp3', makeMp3(), { total_files: 2 })).body.book.id as string;
    const task = await createTask(alice);
    const created = await upload(alice, 'part1.mp3', makeMp3(), { task_id: task, file_path: 'Folder/book/1.mp3', total_files: 2 });
    const bookId = created.body.book.id as string;
    // A second file of the new book, a re-sent first file, and a file added to the older book.
    await upload(alice, 'part2.mp3', makeMp3(), { task_id: task, file_path: 'Folder/book/2.mp3', book_id: bookId, file_index: 1, total_files: 2 });
    await upload(alice, 'part1.mp3', makeMp3(), { task_id: task, file_path: 'Folder/book/1.mp3', book_id: bookId, total_files: 2 });
    const added = await upload(alice, 'more.mp3', makeMp3(), { task_id: task, file_path: 'Folder/more.mp3', book_id: earlier, file_index: 1, total_files: 2 });
    expect(added.status).toBe(201);
    const detail = await call('GET', `/api/upload-tasks/${task}?with_book_details=true`, { token: alice });
    expect(detail.body.books.map((b: { id: string }) => b.id).sort()).toEqual([bookId, earlier].sort());

    expect((await call('DELETE', `/api/upload-tasks/${task}?delete_books=true`, { token: alice })).status).toBe(204);
    expect((await call('GET', `/api/books/${bookId}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/books/${bookId}/files/1`)).status).toBe(404);
    const kept = await call('GET', `/api/books/${earlier}?with_files=true`);
    expect([kept.status, kept.body.files.length]).toEqual([200, 2]);
  });

  it("lets no one add files to another user's task, an administrator included", async () => {
    const task = await createTask(bob);
    for (const token of [alice, admin]) {
      const res = await upload(token, 'sneak.mp3', makeMp3(), { task_id: task, file_path: 'Folder/sneak.mp3' });
      expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    const detail = await call('GET', `/api/upload-tasks/${task}`, { token: bob });
    expect(detail.body).toMatchObject({ uploaded_files: 0, failed_files: 0, files: [] });
    const list = await call('GET', '/api/books?per_page=100', { token: admin });
    expect(list.body.items.map((b: { title: string }) => b.title)).not.toContain('sneak.mp3');
  });

  it("cannot take over another user's task by creating one with its id", async () => {
    const task = await createTask(bob);
    const res = await call('POST', '/api/books/batch-upload', { token: alice, json: { task_id: task, task_name: 'Mine now', root_path: 'x', total_files: 1 } });
    expect([res.status, res.body.code]).toEqual([409, 'CONFLICT']);
    const detail = await call('GET', `/api/upload-tasks/${task}`, { token: bob });
    expect(detail.body.task_name).toBe('Folder');
    expect((await call('GET', `/api/upload-tasks/${task}`, { token: alice })).status).toBe(403);
  });
});
