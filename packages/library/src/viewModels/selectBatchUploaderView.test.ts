import { coreNamespace } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import en from '../locales/en-US/library.json';
import type { BatchTaskContext } from '../machines/batchTaskMachine';
import type { BatchFile } from '../machines/batchTypes';
import type { BookGroup } from '../upload/groupFiles';
import { selectBatchGroups, selectBatchUploaderView } from './selectBatchUploaderView';

const translator = (messages: object) => (key: string, vars?: Record<string, unknown>) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name]));
};
const t = translator(en) as Parameters<typeof selectBatchGroups>[2];
const tCore = translator(coreNamespace.en) as Parameters<typeof selectBatchGroups>[3];

function file(key: string, change: Partial<BatchFile> = {}): BatchFile {
  return { key, name: key, size: 100, lastModified: 1, bookId: 'b1', title: 'Book', fileIndex: 0, totalFiles: 1, coverKey: null, status: 'pending', loaded: 0, error: null, attempts: 0, ...change };
}

const task = (change: Partial<BatchTaskContext> = {}): BatchTaskContext => ({
  taskId: 't1',
  taskName: 'Running task',
  rootPath: '',
  files: [],
  sources: {},
  concurrency: 3,
  created: false,
  error: null,
  task: null,
  ...change,
});
const picks = { groups: [] as BookGroup[], skipped: [], taskName: 'Typed', submitted: false, visibility: 'private' as const };
const deps = { t, getTaskHref: (id: string) => `/tasks/${id}`, groups: [] };

describe('selectBatchUploaderView', () => {
  it("shows the typed task name while picking and the task's own once running", () => {
    expect(selectBatchUploaderView({ phase: 'picking', context: task() }, picks, deps).taskName).toBe('Typed');
    expect(selectBatchUploaderView({ phase: 'uploading', context: task() }, picks, deps).taskName).toBe('Running task');
  });

  it('asks for files only after a start with nothing picked', () => {
    expect(selectBatchUploaderView({ phase: 'picking', context: task() }, picks, deps).pickError).toBeNull();
    expect(selectBatchUploaderView({ phase: 'picking', context: task() }, { ...picks, submitted: true }, deps).pickError).toBe(en.batch.required.files);
  });

  it('rows carry percent and the translated error; totals count bytes; missing counts files to give again', () => {
    const files = [
      file('a', { status: 'uploaded', loaded: 0 }),
      file('b', { status: 'uploading', loaded: 50 }),
      file('c', { status: 'failed', error: { code: 'PAYLOAD_TOO_LARGE', status: 413 } }),
      file('d'),
    ];
    const view = selectBatchUploaderView({ phase: 'paused', context: task({ files, sources: { d: { name: 'd', size: 100 } }, created: true }) }, picks, deps);
    expect(view.rows.map((r) => [r.key, r.percent, r.error])).toEqual([
      ['a', 100, null],
      ['b', 50, null],
      ['c', 0, en.errors.PAYLOAD_TOO_LARGE],
      ['d', 0, null],
    ]);
    expect(view.totals).toMatchObject({ uploaded: 1, failed: 1, total: 4 });
    expect(view.missing).toBe(0);
    expect(view.taskHref).toBe('/tasks/t1');
    const restored = selectBatchUploaderView({ phase: 'restoring', context: task({ files }) }, picks, deps);
    expect(restored.missing).toBe(1);
    expect(restored.taskHref).toBeNull();
  });
});

describe('selectBatchGroups', () => {
  it('offers merging only into another book of the same type, and flags an emptied title after a start', () => {
    const group = (id: string, type: BookGroup['type'], title = id): BookGroup => ({ id, title, type, cover: null, files: [{ path: `${id}.x`, file: { name: `${id}.x`, size: 2048 } }] });
    const views = selectBatchGroups([group('a', 'epub'), group('b', 'epub', ' '), group('c', 'pdf')], true, t, tCore);
    expect(views.map((v) => v.canMerge)).toEqual([true, true, false]);
    expect(views[0]?.mergeTargets()).toEqual([{ id: 'b', title: ' ' }]);
    expect(views.map((v) => v.titleError)).toEqual([null, en.batch.required.title, null]);
  });

  it('says at once, before any start, that a title is longer than the server takes; an empty one only after a start', () => {
    const group = (id: string, title: string): BookGroup => ({ id, title, type: 'epub', cover: null, files: [{ path: `${id}.epub`, file: { name: `${id}.epub`, size: 1 } }] });
    const views = selectBatchGroups([group('long', 'x'.repeat(501)), group('empty', ''), group('fine', 'x'.repeat(500))], false, t, tCore);
    expect(views[0]?.titleError).toMatch(/500/);
    expect(views.slice(1).map((v) => v.titleError)).toEqual([null, null]);
  });
});
