import type { UploadTask } from '@atelier/core';
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { type BatchFile, type BatchPlan, type BatchSources, isReadyToUpload, type PersistedBatch, requestFor } from './batchTypes';
import { uploadFileMachine } from './uploadFileMachine';
import { toUploadError, type UploadError, type UploadResult } from './uploadTypes';

export const DEFAULT_CONCURRENCY = 3;

export type FileSnapshot = SnapshotFrom<typeof uploadFileMachine>;

export type BatchTaskEvent =
  | { type: 'task.start'; plan: BatchPlan; sources: BatchSources }
  | { type: 'files.attach'; sources: BatchSources }
  | { type: 'task.pause' }
  | { type: 'task.resume' }
  | { type: 'task.retryFailed' }
  | { type: 'task.retry' }
  | { type: 'task.cancel' }
  | { type: `xstate.snapshot.${string}`; snapshot: FileSnapshot }
  | { type: `xstate.done.actor.${string}`; output: UploadResult };

export interface BatchTaskContext extends BatchPlan {
  sources: BatchSources;
  concurrency: number;
  /** True once the server knows the task. */
  created: boolean;
  error: UploadError | null;
  task: UploadTask | null;
}

export interface BatchTaskInput {
  concurrency?: number;
  restored?: PersistedBatch;
}

/** Child ids carry the attempt, so events from a stopped earlier attempt are recognisable. */
const childId = (index: number, attempt: number) => `file-${index}-${attempt}`;

function childOf(type: string, files: BatchFile[]): { index: number; id: string } | null {
  const match = /^xstate\.(?:snapshot|done\.actor)\.(file-(\d+)-(\d+))$/.exec(type);
  if (!match) return null;
  const index = Number(match[2]);
  const file = files[index];
  return file && file.attempts === Number(match[3]) && file.status === 'uploading' ? { index, id: match[1]! } : null;
}

const patch = (files: BatchFile[], index: number, change: Partial<BatchFile>) => files.map((f, i) => (i === index ? { ...f, ...change } : f));

const hasUnfinished = (files: BatchFile[]) => files.some((f) => f.status === 'pending' || f.status === 'uploading');

export const batchTaskMachine = setup({
  types: {
    context: {} as BatchTaskContext,
    events: {} as BatchTaskEvent,
    input: {} as BatchTaskInput,
  },
  actors: {
    fileUpload: uploadFileMachine,
    createTask: fromPromise<UploadTask | null, { taskId: string; taskName: string; rootPath: string; totalFiles: number }>(async () => {
      throw new Error('batchTaskMachine: actor "createTask" was not provided');
    }),
    completeTask: fromPromise<UploadTask, { taskId: string }>(async () => {
      throw new Error('batchTaskMachine: actor "completeTask" was not provided');
    }),
    cancelTask: fromPromise<UploadTask | null, { taskId: string }>(async () => {
      throw new Error('batchTaskMachine: actor "cancelTask" was not provided');
    }),
  },
  guards: {
    isSettled: ({ context }) => !hasUnfinished(context.files),
    isStalled: ({ context }) =>
      context.files.every((f) => f.status !== 'uploading') && context.files.some((f) => f.status === 'pending' && !context.sources[f.key]),
    isCreated: ({ context }) => context.created,
    hasFailed: ({ context }) => context.files.some((f) => f.status === 'failed'),
    isConflict: ({ event }) => (event as { error?: { status?: unknown } }).error?.status === 409,
  },
  actions: {
    fillSlots: enqueueActions(({ context, enqueue }) => {
      let free = context.concurrency - context.files.filter((f) => f.status === 'uploading').length;
      let files = context.files;
      files.forEach((file, index) => {
        if (free <= 0 || !isReadyToUpload(file, files, context.sources)) return;
        const request = requestFor(context, file, context.sources);
        if (!request) return;
        free -= 1;
        const attempts = file.attempts + 1;
        files = patch(files, index, { status: 'uploading', attempts, loaded: 0, error: null });
        enqueue.spawnChild('fileUpload', { id: childId(index, attempts), input: { request, autoStart: true }, syncSnapshot: true });
      });
      enqueue.assign({ files });
    }),
    trackChild: enqueueActions(({ context, event, enqueue }) => {
      if (!('snapshot' in event)) return;
      const child = childOf(event.type, context.files);
      if (!child) return;
      const { value, context: fileContext } = event.snapshot;
      if (value === 'failed') {
        enqueue.stopChild(child.id);
        enqueue.assign({ files: patch(context.files, child.index, { status: 'failed', error: fileContext.error ?? { code: 'UNKNOWN' } }) });
      } else {
        enqueue.assign({ files: patch(context.files, child.index, { loaded: fileContext.loaded }) });
      }
    }),
    markUploaded: assign(({ context, event }) => {
      const child = childOf(event.type, context.files);
      if (!child) return {};
      const file = context.files[child.index]!;
      return { files: patch(context.files, child.index, { status: 'uploaded', loaded: file.size, error: null }) };
    }),
    stopAll: enqueueActions(({ context, enqueue }) => {
      context.files.forEach((f, i) => {
        if (f.status === 'uploading') enqueue.stopChild(childId(i, f.attempts));
      });
      enqueue.assign({ files: context.files.map((f) => (f.status === 'uploading' ? { ...f, status: 'pending' as const } : f)) });
    }),
    resetFailed: assign(({ context }) => ({
      files: context.files.map((f) => (f.status === 'failed' ? { ...f, status: 'pending' as const, error: null, loaded: 0 } : f)),
      error: null,
    })),
    attachSources: assign(({ context, event }) => {
      if (event.type !== 'files.attach') return {};
      // A re-picked file counts only if it looks like the one chosen before (same path and size).
      const matching = Object.entries(event.sources).filter(([key, source]) => {
        const known = context.files.find((f) => f.key === key);
        return known ? known.size === source.size : context.files.some((f) => f.coverKey === key);
      });
      return { sources: { ...context.sources, ...Object.fromEntries(matching) } };
    }),
    assignError: assign(({ event }) => ({ error: toUploadError((event as { error?: unknown }).error) })),
  },
}).createMachine({
  id: 'batchTask',
  context: ({ input }) => ({
    taskId: input.restored?.taskId ?? '',
    taskName: input.restored?.taskName ?? '',
    rootPath: input.restored?.rootPath ?? '',
    files: (input.restored?.files ?? []).map((f) => (f.status === 'uploading' ? { ...f, status: 'pending' as const } : f)),
    sources: {},
    concurrency: Math.max(1, input.concurrency ?? DEFAULT_CONCURRENCY),
    created: input.restored?.created ?? false,
    error: null,
    task: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: ({ context }) => context.files.length > 0, target: 'waitingForFiles' },
      on: {
        'task.start': {
          target: 'creating',
          actions: assign(({ event }) => ({ ...event.plan, sources: event.sources, error: null })),
        },
      },
    },
    waitingForFiles: {
      always: { guard: ({ context }) => !context.files.some((f) => f.status === 'pending' && !context.sources[f.key]), target: 'resuming' },
      on: { 'files.attach': { actions: 'attachSources' }, 'task.cancel': 'cancelling' },
    },
    resuming: {
      always: [{ guard: 'isCreated', target: 'uploading' }, { target: 'creating' }],
    },
    creating: {
      invoke: {
        src: 'createTask',
        input: ({ context }) => ({ taskId: context.taskId, taskName: context.taskName, rootPath: context.rootPath, totalFiles: context.files.length }),
        onDone: { target: 'uploading', actions: assign({ created: true }) },
        onError: [
          { guard: 'isConflict', target: 'uploading', actions: assign({ created: true }) },
          { target: 'createFailed', actions: 'assignError' },
        ],
      },
    },
    createFailed: {
      on: { 'task.retry': { target: 'creating', actions: assign({ error: null }) }, 'task.cancel': 'cancelled' },
    },
    uploading: {
      entry: 'fillSlots',
      always: [
        { guard: 'isSettled', target: 'completing' },
        { guard: 'isStalled', target: 'waitingForFiles' },
      ],
      on: {
        'xstate.snapshot.*': { actions: ['trackChild', 'fillSlots'] },
        'xstate.done.actor.*': { actions: ['markUploaded', 'fillSlots'] },
        'task.retryFailed': { actions: ['resetFailed', 'fillSlots'] },
        'task.pause': { target: 'paused', actions: 'stopAll' },
        'task.cancel': { target: 'cancelling', actions: 'stopAll' },
      },
    },
    paused: {
      on: {
        'task.resume': 'uploading',
        'task.retryFailed': { actions: 'resetFailed' },
        'files.attach': { actions: 'attachSources' },
        'task.cancel': 'cancelling',
      },
    },
    completing: {
      invoke: {
        src: 'completeTask',
        input: ({ context }) => ({ taskId: context.taskId }),
        onDone: { target: 'finished', actions: assign(({ event }) => ({ task: event.output, error: null })) },
        onError: { target: 'completeFailed', actions: 'assignError' },
      },
    },
    completeFailed: {
      on: { 'task.retry': { target: 'completing', actions: assign({ error: null }) } },
    },
    finished: {
      on: { 'task.retryFailed': { guard: 'hasFailed', target: 'uploading', actions: 'resetFailed' } },
    },
    cancelling: {
      invoke: {
        src: 'cancelTask',
        input: ({ context }) => ({ taskId: context.taskId }),
        onDone: 'cancelled',
        onError: { target: 'paused', actions: 'assignError' },
      },
    },
    cancelled: { type: 'final' },
  },
});

/** What survives a reload: the plan and each file's status, never the bytes. */
export function toPersistedBatch(snapshot: SnapshotFrom<typeof batchTaskMachine>): PersistedBatch | null {
  const { context } = snapshot;
  if (!context.taskId || context.files.length === 0 || snapshot.status !== 'active' || snapshot.matches('finished')) return null;
  return {
    version: 1,
    taskId: context.taskId,
    taskName: context.taskName,
    rootPath: context.rootPath,
    created: context.created,
    paused: snapshot.matches('paused'),
    files: context.files.map((f) => (f.status === 'uploading' ? { ...f, status: 'pending' } : f)),
  };
}
