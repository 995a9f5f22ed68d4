import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMp3, PNG_1X1, uploadForm } from '../testing/fixtures';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let call: ApiClient;
let admin: string;
let owner: string;
let other: string;

function sendFile(token: string, taskId: string, name: string, data: Buffer, extra: Record<string, string | number> = {}) {
  return call('POST', '/api/books/upload', {
    token,
    body: uploadForm({ file: { name, data }, fields: { title: name, file_index: 0, total_files: 1, task_id: taskId, file_path: `Folder/${name}`, root_path: 'Folder', visibility: 'link', ...extra } }),
  });
}

async function createTask(token: string, total: number, name = 'Folder upload') {
  const res = await call('POST', '/api/books/batch-upload', { token, json: { task_name: name, root_path: 'Folder', total_files: total } });
  expect(res.status).toBe(201);
  return res.body as { task_id: string; status: string };
}

beforeAll(async () => {
  server = await startTestServer();
  call = createClient(server.url);
  admin = (await signUp(call, 'admin')).access_token;
  owner = (await signUp(call, 'owner')).access_token;
  other = (await signUp(call, 'other')).access_token;
}, 60_000);
afterAll(() => server.close());

describe('batch upload tasks', () => {
  it('tracks files as they arrive and completes as completed', async () => {
    const task = await createTask(owner, 2);
    expect(task).toMatchObject({ status: 'pending', total_files: 2, uploaded_files: 0, failed_files: 0, root_path: 'Folder' });
    const first = await sendFile(owner, task.task_id, 'a.mp3', makeMp3());
    expect(first.body.task).toMatchObject({ task_id: task.task_id, status: 'uploading', uploaded_files: 1 });
    await sendFile(owner, task.task_id, 'b.mp3', makeMp3());
    const done = await call('POST', `/api/books/batch-upload/${task.task_id}/complete`, { token: owner });
    expect(done.body).toMatchObject({ status: 'completed', uploaded_files: 2, failed_files: 0 });
    expect(done.body.files.map((f: { file_path: string; status: string }) => [f.file_path, f.status])).toEqual([
      ['Folder/a.mp3', 'uploaded'],
      ['Folder/b.mp3', 'uploaded'],
    ]);
  });

  it('records failed files, completes as partial, and retry puts them back to pending', async () => {
    const task = await createTask(owner, 3);
    await sendFile(owner, task.task_id, 'good.mp3', makeMp3());
    const bad = await sendFile(owner, task.task_id, 'bad.mp3', PNG_1X1);
    expect(bad.status).toBe(415);
    const partial = await call('POST', `/api/books/batch-upload/${task.task_id}/complete`, { token: owner });
    expect(partial.body).toMatchObject({ status: 'partial', uploaded_files: 1, failed_files: 1 });
    expect(partial.body.files.find((f: { file_path: string }) => f.file_path === 'Folder/bad.mp3')).toMatchObject({ status: 'failed', error: 'UNSUPPORTED_FORMAT' });

    const retried = await call('POST', `/api/upload-tasks/${task.task_id}/retry`, { token: owner });
    expect(retried.body).toMatchObject({ status: 'uploading', failed_files: 0 });
    expect(retried.body.files.find((f: { file_path: string }) => f.file_path === 'Folder/bad.mp3').status).toBe('pending');
    await sendFile(owner, task.task_id, 'bad.mp3', makeMp3());
    const after = await call('GET', `/api/upload-tasks/${task.task_id}`, { token: owner });
    expect(after.body).toMatchObject({ uploaded_files: 2, failed_files: 0 });
  });

  it('completes as failed when nothing arrived', async () => {
    const task = await createTask(owner, 2);
    const res = await call('POST', `/api/books/batch-upload/${task.task_id}/complete`, { token: owner });
    expect(res.body.status).toBe('failed');
  });

  it('creates a task on first upload when the client made up its id', async () => {
    const taskId = randomUUID();
    const res = await sendFile(owner, taskId, 'x.mp3', makeMp3(), { task_name: 'From the client' });
    expect(res.body.task).toMatchObject({ task_id: taskId, task_name: 'From the client', uploaded_files: 1, total_files: 1 });
  });

  it('shows book details, lists with filters, renames and cancels', async () => {
    const task = await createTask(owner, 1, 'Named task');
    await sendFile(owner, task.task_id, 'n.mp3', makeMp3());
    const detail = await call('GET', `/api/upload-tasks/${task.task_id}?with_book_details=true`, { token: owner });
    expect(detail.body.books).toHaveLength(1);
    expect(detail.body.books[0].title).toBe('n.mp3');

    const list = await call('GET', '/api/upload-tasks?q=named', { token: owner });
    expect(list.body.items.map((t: { task_id: string }) => t.task_id)).toEqual([task.task_id]);
    const renamed = await call('PUT', `/api/upload-tasks/${task.task_id}`, { token: owner, json: { task_name: 'Renamed' } });
    expect(renamed.body.task_name).toBe('Renamed');
    const cancelled = await call('PUT', `/api/upload-tasks/${task.task_id}`, { token: owner, json: { status: 'cancelled' } });
    expect(cancelled.body.status).toBe('cancelled');
    const late = await sendFile(owner, task.task_id, 'late.mp3', makeMp3());
    expect([late.status, late.body.code]).toEqual([409, 'TASK_CANCELLED']);
    const byStatus = await call('GET', '/api/upload-tasks?status=cancelled', { token: owner });
    expect(byStatus.body.total).toBe(1);
    const badStatus = await call('PUT', `/api/upload-tasks/${task.task_id}`, { token: owner, json: { status: 'completed' } });
    expect(badStatus.status).toBe(400);
  });

  it('keeps tasks private: others get 403, admins see everything', async () => {
    const task = await createTask(owner, 1);
    for (const [method, path] of [
      ['GET', `/api/upload-tasks/${task.task_id}`],
      ['POST', `/api/upload-tasks/${task.task_id}/retry`],
      ['POST', `/api/books/batch-upload/${task.task_id}/complete`],
      ['DELETE', `/api/upload-tasks/${task.task_id}`],
    ] as const) {
      const res = await call(method, path, { token: other });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    const upload = await sendFile(other, task.task_id, 'sneak.mp3', makeMp3());
    expect(upload.status).toBe(403);
    expect((await call('GET', '/api/upload-tasks', { token: other })).body.total).toBe(0);
    const all = (await call('GET', '/api/upload-tasks?per_page=100', { token: admin })).body as { items: { task_id: string }[] };
    expect(all.items.map((t) => t.task_id)).toContain(task.task_id);
    expect((await call('GET', `/api/upload-tasks/${task.task_id}`, { token: admin })).status).toBe(200);
    expect((await call('GET', `/api/upload-tasks/${randomUUID()}`, { token: owner })).status).toBe(404);
    expect((await call('GET', '/api/upload-tasks')).status).toBe(401);
  });

  it('deletes a task, with its books when asked', async () => {
    const keep = await createTask(owner, 1);
    const kept = await sendFile(owner, keep.task_id, 'keep.mp3', makeMp3());
    expect((await call('DELETE', `/api/upload-tasks/${keep.task_id}`, { token: owner })).status).toBe(204);
    expect((await call('GET', `/api/books/${kept.body.book.id}`)).status).toBe(200);

    const drop = await createTask(owner, 1);
    const dropped = await sendFile(owner, drop.task_id, 'drop.mp3', makeMp3());
    expect((await call('DELETE', `/api/upload-tasks/${drop.task_id}?delete_books=true`, { token: owner })).status).toBe(204);
    expect((await call('GET', `/api/books/${dropped.body.book.id}`)).status).toBe(404);
    expect((await call('GET', `/api/upload-tasks/${drop.task_id}`, { token: owner })).status).toBe(404);
  });

  it('validates task bodies', async () => {
    const cases = [
      {},
      { task_name: '', root_path: 'x', total_files: 1 },
      { task_name: 'x', root_path: 'x', total_files: -1 },
      { task_name: 'x', root_path: 'x', total_files: '3' },
    ];
    for (const json of cases) {
      const res = await call('POST', '/api/books/batch-upload', { token: owner, json });
      expect(res.status).toBe(400);
    }
    const traversal = await call('POST', '/api/books/batch-upload', { token: owner, json: { task_name: 'x', root_path: '../up', total_files: 1 } });
    expect([traversal.status, traversal.body.code]).toEqual([400, 'INVALID_PATH']);
  });
});
