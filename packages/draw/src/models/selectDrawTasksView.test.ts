import { describe, expect, it } from 'vitest';
import type { MjTask } from '../api/types';
import type { DrawRecord } from '../store/types';
import { selectDrawTasksView } from './selectDrawTasksView';

const task: MjTask = {
  id: 't1',
  action: 'IMAGINE',
  status: 'SUCCESS',
  progress: '100%',
  imageUrl: 'https://cdn.example/t1.png',
  failReason: '',
  prompt: 'a fox',
  promptEn: 'a fox',
  description: '',
  submitTime: 1,
  startTime: 1,
  finishTime: 2,
  buttons: [{ customId: 'MJ::JOB::upsample::1::h', emoji: '', label: 'U1', type: 2, style: 2 }],
  properties: {},
} as MjTask;

const record = (over: Partial<DrawRecord>): DrawRecord => ({
  id: 'a',
  listId: 'default',
  kind: 'imagine',
  label: 'a fox',
  createdAt: 1,
  updatedAt: 1,
  request: null,
  taskId: null,
  task: null,
  phase: 'submitting',
  error: null,
  queueText: null,
  ...over,
});

const context = { records: [] as DrawRecord[], loaded: true, resumedIds: [] as string[], cachedUrls: {} as Record<string, string>, storageError: null };

describe('selectDrawTasksView', () => {
  it('says nothing is loaded yet before the saved list is read', () => {
    expect(selectDrawTasksView({ context: { ...context, loaded: false } })).toEqual({ tasks: [], loaded: false, authRefused: false, storageFailed: false });
  });

  it('shows the cached copy of a finished image, keeps the original link, and marks resumed tasks', () => {
    const view = selectDrawTasksView({
      context: {
        ...context,
        records: [record({ id: 'done', phase: 'succeeded', taskId: 't1', task }), record({ id: 'running', phase: 'polling', taskId: 't2' })],
        resumedIds: ['running'],
        cachedUrls: { done: 'blob:1' },
      },
    });
    expect(view.tasks.map((t) => [t.id, t.imageSrc, t.originalUrl, t.resumed])).toEqual([
      ['done', 'blob:1', 'https://cdn.example/t1.png', false],
      ['running', null, null, true],
    ]);
    expect(view.tasks[0]?.buttons.map((b) => b.customId)).toEqual(['MJ::JOB::upsample::1::h']);
  });

  it('asks for the access password when a task was refused for it, and reports refused storage', () => {
    const view = selectDrawTasksView({
      context: { ...context, records: [record({ phase: 'rejected', error: { code: 'AUTH_REQUIRED', message: '423' } })], storageError: { code: 'STORAGE_FAILED', message: 'quota' } },
    });
    expect(view).toMatchObject({ authRefused: true, storageFailed: true });
  });
});
