import type { UploadTask } from '@atelier/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { batchTaskMachine, toPersistedBatch } from '../machines/batchTaskMachine';
import { isPersistedBatch, requestFor } from '../machines/batchTypes';
import { uploadFileMachine, type UploadFileEvent } from '../machines/uploadFileMachine';
import type { UploadRequest } from '../machines/uploadTypes';
import { groupFiles, type PickedFile } from '../upload/groupFiles';
import { planBatch } from './planBatch';

const pick = (...paths: string[]): PickedFile[] => paths.map((path) => ({ path, file: { name: path.split('/').pop()!, size: path.length } }));
const ids = () => {
  let n = 0;
  return () => `book-${++n}`;
};

describe('planBatch', () => {
  it('numbers each file within its book and sends the cover with the first file only', () => {
    const { groups } = groupFiles(pick('Saga/10.mp3', 'Saga/2.mp3', 'Saga/cover.png', 'Dune.epub'), ids());
    const { plan, sources } = planBatch(groups, { taskId: 't1', taskName: 'Mine', rootPath: '' });
    expect(plan.files.map((f) => [f.key, f.bookId, f.fileIndex, f.totalFiles, f.coverKey])).toEqual([
      ['Dune.epub', 'book-1', 0, 1, null],
      ['Saga/2.mp3', 'book-2', 0, 2, 'Saga/cover.png'],
      ['Saga/10.mp3', 'book-2', 1, 2, 'Saga/cover.png'],
    ]);
    expect(Object.keys(sources).sort()).toEqual(['Dune.epub', 'Saga/10.mp3', 'Saga/2.mp3', 'Saga/cover.png']);
  });

  it('gives every file of every book the batch\'s visibility, which each file\'s upload request carries', () => {
    const { groups } = groupFiles(pick('Saga/1.mp3', 'Saga/2.mp3', 'Dune.epub'), ids());
    const task = { taskId: 't1', taskName: 'Mine', rootPath: '' };
    const { plan, sources } = planBatch(groups, task, 'public');
    expect(plan.files.map((f) => requestFor(task, f, sources)?.fields.visibility)).toEqual(['public', 'public', 'public']);
    // A batch saved before visibility existed sends none (the server's default, private).
    const older = planBatch(groups, task);
    expect(older.plan.files.map((f) => requestFor(task, f, older.sources)?.fields.visibility)).toEqual([undefined, undefined, undefined]);
  });

  it('lets one book keep its own visibility over the batch\'s, for every file of that book', () => {
    const { groups } = groupFiles(pick('Saga/1.mp3', 'Saga/2.mp3', 'Dune.epub'), ids());
    const task = { taskId: 't1', taskName: 'Mine', rootPath: '' };
    const own = groups.map((g) => (g.type === 'audio' ? { ...g, visibility: 'private' as const } : g));
    const { plan } = planBatch(own, task, 'public');
    expect(plan.files.map((f) => [f.key, f.visibility])).toEqual([
      ['Dune.epub', 'public'],
      ['Saga/1.mp3', 'private'],
      ['Saga/2.mp3', 'private'],
    ]);
  });
});

describe('persisted batch', () => {
  it('survives JSON storage and restores a task waiting for its files, without the bytes', async () => {
    const never = fromCallback<UploadFileEvent, UploadRequest>(() => () => {});
    const logic = batchTaskMachine.provide({
      actors: {
        fileUpload: uploadFileMachine.provide({ actors: { uploadFile: never } }),
        createTask: fromPromise(async (): Promise<UploadTask | null> => null),
        completeTask: fromPromise(async (): Promise<UploadTask> => {
          throw new Error('not expected');
        }),
        cancelTask: fromPromise(async (): Promise<UploadTask | null> => null),
      },
    });
    const { groups } = groupFiles(pick('a.epub', 'b.epub'), ids());
    const { plan, sources } = planBatch(groups, { taskId: 't9', taskName: 'Two', rootPath: '' }, 'link');
    const first = createActor(logic, { input: { concurrency: 1 } }).start();
    first.send({ type: 'task.start', plan, sources });
    await vi.waitFor(() => expect(first.getSnapshot().context.created).toBe(true));
    const stored: unknown = JSON.parse(JSON.stringify(toPersistedBatch(first.getSnapshot())));
    first.stop();

    expect(isPersistedBatch(stored)).toBe(true);
    if (!isPersistedBatch(stored)) return;
    expect(stored.files.map((f) => [f.status, f.visibility])).toEqual([
      ['pending', 'link'],
      ['pending', 'link'],
    ]);
    const second = createActor(logic, { input: { restored: stored } }).start();
    expect(second.getSnapshot().value).toBe('waitingForFiles');
    expect(second.getSnapshot().context).toMatchObject({ taskId: 't9', created: true });
    expect(isPersistedBatch({ ...stored, files: [{ key: 1 }] })).toBe(false);
    expect(isPersistedBatch({ ...stored, files: stored.files.map((f) => ({ ...f, visibility: 'everyone' })) })).toBe(false);
  });
});
