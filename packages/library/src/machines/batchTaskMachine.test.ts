import type { UploadTask } from '@atelier/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { batchTaskMachine, toPersistedBatch } from './batchTaskMachine';
import { type BatchFile, type BatchPlan, batchTotals } from './batchTypes';
import { uploadFileMachine, type UploadFileEvent } from './uploadFileMachine';
import type { UploadRequest, UploadResult } from './uploadTypes';

function file(key: string, bookId: string, fileIndex = 0, totalFiles = 1): BatchFile {
  return { key, name: key, size: 100, lastModified: 1, bookId, title: bookId, fileIndex, totalFiles, coverKey: null, status: 'pending', loaded: 0, error: null, attempts: 0 };
}

const planOf = (files: BatchFile[]): BatchPlan => ({ taskId: 't1', taskName: 'Batch', rootPath: 'root', files });
const sourcesOf = (files: BatchFile[]) => Object.fromEntries(files.map((f) => [f.key, { name: f.name, size: f.size }]));

/** Fake server: every file upload waits until the test finishes or fails it. */
function setUp() {
  const running = new Map<string, { request: UploadRequest; send: (e: UploadFileEvent) => void }>();
  const stopped: string[] = [];
  const started: string[] = [];
  const uploadFile = fromCallback<UploadFileEvent, UploadRequest>(({ input, sendBack }) => {
    const key = input.fields.file_path!;
    started.push(key);
    running.set(key, { request: input, send: sendBack });
    return () => {
      if (running.delete(key)) stopped.push(key);
    };
  });
  const createTask = vi.fn(async (): Promise<UploadTask | null> => null);
  const completeTask = vi.fn(async () => ({ status: 'completed' }) as UploadTask);
  const cancelTask = vi.fn(async (): Promise<UploadTask | null> => null);
  const logic = batchTaskMachine.provide({
    actors: {
      fileUpload: uploadFileMachine.provide({ actors: { uploadFile } }),
      createTask: fromPromise(createTask),
      completeTask: fromPromise(completeTask),
      cancelTask: fromPromise(cancelTask),
    },
  });
  const finish = (key: string) => {
    const entry = running.get(key)!;
    running.delete(key);
    entry.send({ type: 'upload.succeeded', result: { book: { id: entry.request.fields.book_id } } as UploadResult });
  };
  const fail = (key: string, code = 'NETWORK_ERROR') => {
    const entry = running.get(key)!;
    entry.send({ type: 'upload.failed', error: { code } });
  };
  return { logic, running, stopped, started, finish, fail, createTask, completeTask, cancelTask };
}

describe('batchTaskMachine', () => {
  it('creates the task, uploads with bounded parallelism and completes it', async () => {
    const env = setUp();
    const files = ['a', 'b', 'c', 'd', 'e'].map((k) => file(k, `book-${k}`));
    const actor = createActor(env.logic, { input: { concurrency: 2 } }).start();
    actor.send({ type: 'task.start', plan: planOf(files), sources: sourcesOf(files) });
    await waitFor(actor, (s) => s.matches('uploading'));
    expect(env.createTask).toHaveBeenCalledWith(expect.objectContaining({ input: expect.objectContaining({ taskId: 't1', totalFiles: 5 }) }));
    expect([...env.running.keys()]).toEqual(['a', 'b']);
    env.finish('a');
    expect([...env.running.keys()]).toEqual(['b', 'c']);
    for (const key of ['b', 'c', 'd', 'e']) env.finish(key);
    await waitFor(actor, (s) => s.matches('finished'));
    expect(env.completeTask).toHaveBeenCalledTimes(1);
    expect(batchTotals(actor.getSnapshot().context.files)).toMatchObject({ uploadedFiles: 5, loadedBytes: 500, totalBytes: 500 });
  });

  it('uploads the first file of a multi-file book before its other files, all with the same book id', async () => {
    const env = setUp();
    const files = [file('album/1.mp3', 'album', 0, 3), file('album/2.mp3', 'album', 1, 3), file('album/3.mp3', 'album', 2, 3)];
    const actor = createActor(env.logic, { input: { concurrency: 3 } }).start();
    actor.send({ type: 'task.start', plan: planOf(files), sources: sourcesOf(files) });
    await waitFor(actor, (s) => s.matches('uploading'));
    expect([...env.running.keys()]).toEqual(['album/1.mp3']);
    env.finish('album/1.mp3');
    expect([...env.running.keys()]).toEqual(['album/2.mp3', 'album/3.mp3']);
    expect([...env.running.values()].map((r) => [r.request.fields.book_id, r.request.fields.file_index])).toEqual([
      ['album', 1],
      ['album', 2],
    ]);
  });

  it('keeps going after a failed file, then retries only the failed one', async () => {
    const env = setUp();
    const files = [file('a', 'A'), file('b', 'B')];
    const actor = createActor(env.logic, { input: {} }).start();
    actor.send({ type: 'task.start', plan: planOf(files), sources: sourcesOf(files) });
    await waitFor(actor, (s) => s.matches('uploading'));
    env.fail('a', 'PAYLOAD_TOO_LARGE');
    expect(env.stopped).toContain('a');
    env.finish('b');
    await waitFor(actor, (s) => s.matches('finished'));
    expect(actor.getSnapshot().context.files.map((f) => [f.status, f.error?.code ?? null])).toEqual([
      ['failed', 'PAYLOAD_TOO_LARGE'],
      ['uploaded', null],
    ]);
    actor.send({ type: 'task.retryFailed' });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    expect(env.started).toEqual(['a', 'b', 'a']);
    env.finish('a');
    await waitFor(actor, (s) => s.matches('finished'));
    expect(env.completeTask).toHaveBeenCalledTimes(2);
  });

  it('pauses by stopping the transfers in flight and resumes them', async () => {
    const env = setUp();
    const files = [file('a', 'A'), file('b', 'B'), file('c', 'C')];
    const actor = createActor(env.logic, { input: { concurrency: 2 } }).start();
    actor.send({ type: 'task.start', plan: planOf(files), sources: sourcesOf(files) });
    await waitFor(actor, (s) => s.matches('uploading'));
    actor.send({ type: 'task.pause' });
    expect(env.stopped).toEqual(['a', 'b']);
    expect(actor.getSnapshot().context.files.map((f) => f.status)).toEqual(['pending', 'pending', 'pending']);
    expect(toPersistedBatch(actor.getSnapshot())?.paused).toBe(true);
    actor.send({ type: 'task.resume' });
    expect([...env.running.keys()]).toEqual(['a', 'b']);
  });

  it('after a reload, waits for the same files, ignores different ones and uploads only what is missing', async () => {
    const first = setUp();
    const files = [file('a', 'A'), file('b', 'B'), file('c', 'C')];
    const before = createActor(first.logic, { input: {} }).start();
    before.send({ type: 'task.start', plan: planOf(files), sources: sourcesOf(files) });
    await waitFor(before, (s) => s.matches('uploading'));
    first.finish('a');
    const persisted = JSON.parse(JSON.stringify(toPersistedBatch(before.getSnapshot())));
    before.stop();

    const env = setUp();
    const after = createActor(env.logic, { input: { restored: persisted } }).start();
    expect(after.getSnapshot().value).toBe('waitingForFiles');
    after.send({ type: 'files.attach', sources: { b: { name: 'b', size: 999 }, c: { name: 'c', size: 100 } } });
    expect(after.getSnapshot().value).toBe('waitingForFiles');
    after.send({ type: 'files.attach', sources: sourcesOf(files) });
    await waitFor(after, (s) => s.matches('uploading'));
    expect(env.createTask).not.toHaveBeenCalled();
    expect(env.started).toEqual(['b', 'c']);
  });

  it('cancels the task on the server and stops every transfer', async () => {
    const env = setUp();
    const files = [file('a', 'A')];
    const actor = createActor(env.logic, { input: {} }).start();
    actor.send({ type: 'task.start', plan: planOf(files), sources: sourcesOf(files) });
    await waitFor(actor, (s) => s.matches('uploading'));
    actor.send({ type: 'task.cancel' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(env.stopped).toEqual(['a']);
    expect(env.cancelTask).toHaveBeenCalledTimes(1);
  });

  it('reports a failed task creation and retries it', async () => {
    const env = setUp();
    env.createTask.mockRejectedValueOnce({ code: 'NETWORK_ERROR', status: 0 });
    const actor = createActor(env.logic, { input: {} }).start();
    actor.send({ type: 'task.start', plan: planOf([file('a', 'A')]), sources: sourcesOf([file('a', 'A')]) });
    await waitFor(actor, (s) => s.matches('createFailed'));
    expect(actor.getSnapshot().context.error?.code).toBe('NETWORK_ERROR');
    actor.send({ type: 'task.retry' });
    await waitFor(actor, (s) => s.matches('uploading'));
  });
});
