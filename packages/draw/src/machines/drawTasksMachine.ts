import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { DalleRequest } from '../api/createDalleApi';
import type { SubmitRequest } from '../api/types';
import type { DrawKind, DrawRecord } from '../store/types';
import { interrupted, newRecord, rejected, sameTask, storageError, withTaskSnapshot } from './drawRecords';
import { type DrawTaskInput, drawTaskMachine, type DrawTaskSnapshot, errorOf } from './drawTaskMachine';
import type { CachedImagesRead, DalleOutcome, DrawStoreCommand, DrawTasksContext, DrawTasksEvent, DrawTasksInput } from './drawTasksMachine.types';

export type { CachedImagesRead, DalleOutcome, DrawStoreCommand, DrawTasksContext, DrawTasksEvent, DrawTasksInput } from './drawTasksMachine.types';

const unprovided = (name: string) => () => {
  throw new Error(`drawTasksMachine: actor "${name}" was not provided`);
};
// Child ids are `<kind>.<n>` so events can be routed by kind with `xstate.done.actor.image.*` etc.
const childOf = (type: string) => type.replace(/^xstate\.(snapshot|done\.actor|error\.actor)\./, '');
const recordOfTask = (tasks: Record<string, string>, childId: string) => Object.keys(tasks).find((id) => tasks[id] === childId);
const without = <T>(map: Record<string, T>, key: string) => Object.fromEntries(Object.entries(map).filter(([k]) => k !== key));
const replace = (records: DrawRecord[], next: DrawRecord) => records.map((r) => (r.id === next.id ? next : r));

export const drawTasksMachine = setup({
  types: { context: {} as DrawTasksContext, events: {} as DrawTasksEvent, input: {} as DrawTasksInput },
  actors: {
    drawTask: drawTaskMachine,
    loadRecords: fromPromise<DrawRecord[], { listId: string }>(unprovided('loadRecords')),
    readCachedImages: fromPromise<CachedImagesRead, { ids: string[] }>(unprovided('readCachedImages')),
    cacheImage: fromPromise<string | null, { id: string; url: string }>(unprovided('cacheImage')),
    generateDalle: fromPromise<DalleOutcome, { record: DrawRecord; request: DalleRequest }>(unprovided('generateDalle')),
    // Optional: without a keeper (no account server) a finished image is only cached on the device.
    keepImage: fromPromise<string | null, { record: DrawRecord }>(async () => null),
    recordWriter: fromCallback<DrawStoreCommand>(unprovided('recordWriter')),
  },
  actions: {
    // Every change to the list goes through here: changed records are written, new tasks get a
    // `drawTask` child, a finished Midjourney image gets cached.
    apply: enqueueActions(({ context, event, enqueue, self }) => {
      let { records, tasks, jobs, spawned, resumedIds } = context;
      const poll = context.pollIntervalMs ? { pollIntervalMs: context.pollIntervalMs } : {};
      const at = () => ({ id: context.createId(), now: context.now(), listId: context.listId });
      const find = (id: string) => records.find((r) => r.id === id);
      const put = (record: DrawRecord, fresh = false) => {
        records = fresh ? [record, ...records] : replace(records, record);
        enqueue.sendTo('writer', { type: 'record.put', record } satisfies DrawStoreCommand);
      };
      const spawnTask = (record: DrawRecord, input: DrawTaskInput) => {
        if (tasks[record.id]) enqueue.stopChild(tasks[record.id]!);
        const id = `task.${++spawned}`;
        tasks = { ...tasks, [record.id]: id };
        enqueue.spawnChild('drawTask', { id, input: { ...input, ...poll }, syncSnapshot: true });
      };
      const jobId = (kind: 'image' | 'dalle' | 'kept', recordId: string) => {
        const id = `${kind}.${++spawned}`;
        jobs = { ...jobs, [id]: recordId };
        return id;
      };
      const submit = (kind: DrawKind, request: SubmitRequest, label: string) => {
        const record = newRecord(at(), kind, label, request);
        put(record, true);
        spawnTask(record, { request });
      };
      const reload = (record: DrawRecord) => {
        if (tasks[record.id]) enqueue.sendTo(tasks[record.id]!, { type: 'task.reload' });
        else if (record.taskId) spawnTask(record, { taskId: record.taskId, task: record.task });
      };
      const retry = (record: DrawRecord) => {
        const child = tasks[record.id] ? self.getSnapshot().children[tasks[record.id]!] : undefined;
        if (child && (child.getSnapshot() as DrawTaskSnapshot).can({ type: 'task.retry' })) enqueue.sendTo(child, { type: 'task.retry' });
        else if (record.request) {
          put({ ...record, phase: 'submitting', error: null });
          spawnTask(record, { request: record.request });
        }
      };

      switch (event.type) {
        case 'task.submit':
          submit(event.kind, event.request, event.label);
          break;
        case 'task.button': {
          const parent = find(event.parentId);
          if (!parent?.taskId) break;
          const request: SubmitRequest = { kind: 'action', body: { customId: event.customId, taskId: parent.taskId }, ...(event.modal ? { modal: event.modal } : {}) };
          submit('action', request, `${event.buttonLabel} · ${parent.label}`);
          break;
        }
        case 'dalle.generate': {
          // The job writes this record itself, then its outcome, so the two land in that order.
          const record = newRecord(at(), 'dalle', event.request.prompt, null);
          records = [record, ...records];
          enqueue.spawnChild('generateDalle', { id: jobId('dalle', record.id), input: { record, request: event.request } });
          break;
        }
        case 'task.reload':
        case 'task.retry': {
          const record = find(event.id);
          if (record) (event.type === 'task.reload' ? reload : retry)(record);
          break;
        }
        case 'tasks.retryRefused':
          for (const record of records.filter((r) => r.error?.code === 'AUTH_REQUIRED')) (record.taskId ? reload : retry)(record);
          break;
        case 'task.cancel':
          if (tasks[event.id]) enqueue.sendTo(tasks[event.id]!, { type: 'task.cancel' });
          break;
        case 'task.remove':
          if (tasks[event.id]) enqueue.stopChild(tasks[event.id]!);
          tasks = without(tasks, event.id);
          records = records.filter((r) => r.id !== event.id);
          resumedIds = resumedIds.filter((id) => id !== event.id);
          enqueue.sendTo('writer', { type: 'record.remove', id: event.id } satisfies DrawStoreCommand);
          break;
        default: {
          if (!('snapshot' in event)) break;
          const current = find(recordOfTask(tasks, childOf(event.type)) ?? '');
          if (!current) break; // from a child stopped since (removed or respawned)
          if (!event.snapshot.context.resumed && resumedIds.includes(current.id)) resumedIds = resumedIds.filter((id) => id !== current.id);
          const next = withTaskSnapshot(current, event.snapshot);
          if (sameTask(current, next)) break;
          put({ ...next, updatedAt: context.now() });
          const url = next.task?.imageUrl;
          if (next.phase === 'succeeded' && url) {
            enqueue.spawnChild('cacheImage', { id: jobId('image', current.id), input: { id: current.id, url } });
            enqueue.spawnChild('keepImage', { id: jobId('kept', current.id), input: { record: next } });
          }
        }
      }
      enqueue.assign({ records, tasks, jobs, spawned, resumedIds });
    }),
    // The saved list is in: unfinished tasks resume by id, cached images are read, and a task
    // left while submitting (it has no id to resume) shows as refused so the user can retry.
    restore: enqueueActions(({ context, event, enqueue }) => {
      const known = new Set(context.records.map((r) => r.id));
      const rows = (event as unknown as { output: DrawRecord[] }).output.filter((r) => !known.has(r.id));
      let { tasks, spawned } = context;
      const resumed = rows.filter((r) => r.phase === 'polling' && r.taskId);
      for (const r of resumed) {
        const id = `task.${++spawned}`;
        tasks = { ...tasks, [r.id]: id };
        const poll = context.pollIntervalMs ? { pollIntervalMs: context.pollIntervalMs } : {};
        enqueue.spawnChild('drawTask', { id, input: { taskId: r.taskId as string, task: r.task, ...poll }, syncSnapshot: true });
      }
      const restored = rows.map((r) => (r.phase === 'submitting' ? interrupted(r) : r));
      for (const r of restored.filter((r, i) => r !== rows[i])) enqueue.sendTo('writer', { type: 'record.put', record: r } satisfies DrawStoreCommand);
      const done = restored.filter((r) => r.phase === 'succeeded').map((r) => r.id);
      if (done.length > 0) enqueue.spawnChild('readCachedImages', { id: `read.${++spawned}`, input: { ids: done } });
      enqueue.assign({ records: [...context.records, ...restored], loaded: true, resumedIds: resumed.map((r) => r.id), tasks, spawned });
    }),
    assignCachedImage: assign(({ context, event }) => {
      const id = childOf(event.type);
      const recordId = context.jobs[id];
      const url = (event as { output?: string | null }).output;
      return { jobs: without(context.jobs, id), cachedUrls: url && recordId ? { ...context.cachedUrls, [recordId]: url } : context.cachedUrls };
    }),
    // Our server kept the image: the record says where, so the account's other devices show it.
    assignKeptImage: enqueueActions(({ context, event, enqueue }) => {
      const id = childOf(event.type);
      const url = (event as { output?: string | null }).output;
      const record = context.records.find((r) => r.id === context.jobs[id]);
      if (!url || !record) return void enqueue.assign({ jobs: without(context.jobs, id) });
      const next = { ...record, keptImage: url, updatedAt: context.now() };
      enqueue.sendTo('writer', { type: 'record.put', record: next } satisfies DrawStoreCommand);
      enqueue.assign({ jobs: without(context.jobs, id), records: replace(context.records, next) });
    }),
    dropJob: assign(({ context, event }) => ({ jobs: without(context.jobs, childOf(event.type)) })),
    // The store changed elsewhere: what this studio is running stays as it is here, everything
    // else is taken as stored (new drawings appear, deleted ones go).
    merge: assign(({ context, event }) => {
      const stored = (event as unknown as { output: DrawRecord[] }).output;
      const running = new Set(Object.values(context.jobs));
      for (const r of context.records) if (context.tasks[r.id] && (r.phase === 'submitting' || r.phase === 'polling')) running.add(r.id);
      const byId = new Map(stored.map((r) => [r.id, r]));
      // A write of this studio still on its way to the store is newer than what was read.
      const newer = (local: DrawRecord, read: DrawRecord | undefined) => (read && read.updatedAt > local.updatedAt ? [read] : read ? [local] : []);
      const kept = context.records.flatMap((r) => (running.has(r.id) ? [r] : newer(r, byId.get(r.id))));
      const known = new Set(kept.map((r) => r.id));
      const records = [...kept, ...stored.filter((r) => !known.has(r.id))].sort((a, b) => b.createdAt - a.createdAt);
      return { records };
    }),
    assignCachedImages: assign(({ context, event }) => {
      const { urls, storageError } = (event as { output: CachedImagesRead }).output;
      return { cachedUrls: { ...context.cachedUrls, ...urls }, storageError: storageError ?? context.storageError };
    }),
    // A DALL·E image cached here is sent to the server too: its link expires within the hour.
    assignDalleOutcome: enqueueActions(({ context, event, enqueue }) => {
      const { record, url, storageError } = (event as { output: DalleOutcome }).output;
      const known = context.records.some((r) => r.id === record.id);
      let jobs = without(context.jobs, childOf(event.type));
      let { spawned } = context;
      if (known && url && record.phase === 'succeeded') {
        const id = `kept.${++spawned}`;
        jobs = { ...jobs, [id]: record.id };
        enqueue.spawnChild('keepImage', { id, input: { record } });
      }
      enqueue.assign({
        jobs,
        spawned,
        records: known ? replace(context.records, record) : context.records,
        cachedUrls: url && known ? { ...context.cachedUrls, [record.id]: url } : context.cachedUrls,
        storageError: storageError ?? context.storageError,
      });
    }),
    // A DALL·E job that threw (a bug, not an API answer: those come as a rejected record).
    rejectDalle: assign(({ context, event }) => {
      const id = childOf(event.type);
      const record = context.records.find((r) => r.id === context.jobs[id]);
      const error = errorOf((event as { error?: unknown }).error);
      return { jobs: without(context.jobs, id), records: record ? replace(context.records, rejected(record, error, context.now())) : context.records };
    }),
    closeList: enqueueActions(({ context, event, enqueue }) => {
      Object.values(context.tasks).forEach((id) => enqueue.stopChild(id));
      enqueue.assign({ listId: (event as { listId: string }).listId, records: [], loaded: false, resumedIds: [], tasks: {} });
    }),
    assignStorageError: assign(({ context, event }) => ({
      jobs: without(context.jobs, childOf(event.type)),
      storageError: storageError((event as { error?: unknown }).error),
    })),
  },
}).createMachine({
  id: 'drawTasks',
  context: ({ input }) => ({
    listId: input.listId,
    pollIntervalMs: input.pollIntervalMs ?? null,
    records: [],
    loaded: false,
    resumedIds: [],
    cachedUrls: {},
    storageError: null,
    tasks: {},
    jobs: {},
    spawned: 0,
    now: input.now ?? Date.now,
    createId: input.createId,
  }),
  // Writes go to one long-lived writer so they land in order, and after the studio is left.
  invoke: { id: 'writer', src: 'recordWriter', onError: { actions: 'assignStorageError' } },
  on: {
    'list.open': { guard: ({ context, event }) => event.listId !== context.listId, target: '.loading', reenter: true, actions: 'closeList' },
    'task.*': { actions: 'apply' },
    'dalle.generate': { actions: 'apply' },
    'tasks.retryRefused': { actions: 'apply' },
    'xstate.snapshot.task.*': { actions: 'apply' },
    'xstate.done.actor.image.*': { actions: 'assignCachedImage' },
    'xstate.done.actor.read.*': { actions: 'assignCachedImages' },
    'xstate.done.actor.dalle.*': { actions: 'assignDalleOutcome' },
    'xstate.error.actor.dalle.*': { actions: 'rejectDalle' },
    'xstate.done.actor.kept.*': { actions: 'assignKeptImage' },
    // A copy the server could not make leaves the device's own: not a storage failure.
    'xstate.error.actor.kept.*': { actions: 'dropJob' },
    // Image caching, reading and the writer touch only storage.
    'xstate.error.actor.*': { actions: 'assignStorageError' },
    'store.failed': { actions: 'assignStorageError' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadRecords',
        input: ({ context }) => ({ listId: context.listId }),
        onDone: { target: 'ready', actions: 'restore' },
        // An unreadable store still leaves a working studio: the failure shows instead of a spinner forever.
        onError: { target: 'ready', actions: ['assignStorageError', assign({ loaded: true })] },
      },
    },
    ready: {
      on: { 'store.changed': 'refreshing' },
    },
    refreshing: {
      on: { 'store.changed': { target: 'refreshing', reenter: true } },
      invoke: {
        src: 'loadRecords',
        input: ({ context }) => ({ listId: context.listId }),
        onDone: { target: 'ready', actions: 'merge' },
        onError: { target: 'ready', actions: 'assignStorageError' },
      },
    },
  },
});
