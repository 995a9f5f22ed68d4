import { type BookType, createId as newId, useConfirm, useServices, useT } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { createUploadFileActor } from '../actors/createUploadFileActor';
import { createLibraryApi } from '../api/createLibraryApi';
import { planBatch } from '../batch/planBatch';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { batchTaskMachine, toPersistedBatch } from '../machines/batchTaskMachine';
import { type BatchFileStatus, batchTotals, isPersistedBatch, type PersistedBatch } from '../machines/batchTypes';
import { uploadFileMachine } from '../machines/uploadFileMachine';
import { mergeGroups, moveFile, removeFile, renameGroup, splitFile } from '../upload/editGroups';
import { fileKindOf, titleFromFileName } from '../upload/fileKind';
import { type BookGroup, groupFiles, type PickedFile } from '../upload/groupFiles';
import { formatBytes } from '../upload/transferRate';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';

export type BatchUploaderPhase =
  | 'picking'
  | 'restoring'
  | 'creating'
  | 'uploading'
  | 'paused'
  | 'completing'
  | 'failed'
  | 'finished'
  | 'cancelling'
  | 'cancelled';

export interface BatchUploaderOptions {
  /** Parallel file transfers. @default 3 */
  concurrency?: number | undefined;
  /** Storage key of the running batch, so a reload resumes it. @default 'library.batch' */
  storageKey?: string | undefined;
  /** Where the finished task's link points. @default `/upload/tasks/{taskId}` */
  getTaskHref?: ((taskId: string) => string) | undefined;
  /** Files at or above this size go through resumable tus. @default 8 MiB */
  tusThresholdBytes?: number | undefined;
}

export interface BatchGroupView {
  id: string;
  title: string;
  type: BookType;
  cover: string | null;
  /** `image`: an image an HTML book carries after its chapters; it can't be moved among them or split off. */
  files: { path: string; name: string; size: string; image: boolean }[];
  /** Whether another book of the same type exists to merge this one into. */
  canMerge: boolean;
  /** Those books, listed on demand: with a thousand one-file books a list per book is a million entries. */
  mergeTargets(): { id: string; title: string }[];
  titleError: string | null;
}

export interface BatchFileRow {
  key: string;
  name: string;
  book: string;
  status: BatchFileStatus;
  percent: number;
  error: string | null;
}

/** What `useBatchUploader` returns: the state and actions its view renders. */
export interface BatchUploaderViewModel {
  /** Where the batch is: choosing files, restoring after a reload, creating the task, uploading, paused, finishing, failed, finished or cancelled. */
  phase: BatchUploaderPhase;
  /** Name of the upload task: what the user typed, else the picked folder's name; the task's own name once running. */
  taskName: string;
  /** The books the picked files were grouped into, editable before the upload starts. */
  groups: BatchGroupView[];
  /** Paths of picked files that are no book format and were left out. */
  skipped: string[];
  /** Translated "choose files" error after starting with nothing picked, else null. */
  pickError: string | null;
  /** One row per file of the running batch, with its status, percent and translated error. */
  rows: BatchFileRow[];
  /** The whole batch: byte percent, a translated summary line, and failed, uploaded and total file counts. */
  totals: { percent: number; text: string; failed: number; uploaded: number; total: number };
  /** Files the browser must be given again after a reload. */
  missing: number;
  /** Translated error of creating or completing the task, else null. */
  error: string | null;
  /** Link to the task's page once the server has created it, else null. */
  taskHref: string | null;
  /** The server's status of the finished task, else null. */
  taskStatus: string | null;
  /** Adds picked files (grouped into books), or gives back files a restored or paused batch is missing. */
  pick(files: PickedFile<File>[]): void;
  /** Edits the task name before the upload starts. */
  setTaskName(value: string): void;
  /** Renames the book a group becomes. */
  renameGroup(id: string, title: string): void;
  /** Leaves a file out of the batch. */
  removeFile(path: string): void;
  /** Makes a file of a group into a book of its own. */
  splitFile(groupId: string, path: string): void;
  /** Moves all files of one book into another of the same type. */
  mergeGroup(sourceId: string, targetId: string): void;
  /** Moves a file one place up (-1) or down (1) in its book's reading order. */
  moveFile(groupId: string, path: string, delta: -1 | 1): void;
  /** Forgets every picked file and the task name. */
  clear(): void;
  /** Creates the task and starts uploading; with nothing picked or an empty title it shows the errors instead. */
  start(): void;
  /** Stops the transfers; `resume` continues them. */
  pause(): void;
  /** Continues a paused batch. */
  resume(): void;
  /** Uploads the failed files again. */
  retryFailed(): void;
  /** Tries creating or completing the task again after it failed. */
  retry(): void;
  /** Asks for confirmation, then cancels the task. */
  cancel(): void;
}

const DEFAULT_KEY = 'library.batch';

const STATE_PHASES: [Parameters<SnapshotFrom<typeof batchTaskMachine>['matches']>[0], BatchUploaderPhase][] = [
  ['waitingForFiles', 'restoring'],
  ['creating', 'creating'],
  ['resuming', 'creating'],
  ['uploading', 'uploading'],
  ['paused', 'paused'],
  ['completing', 'completing'],
  ['createFailed', 'failed'],
  ['completeFailed', 'failed'],
  ['finished', 'finished'],
  ['cancelling', 'cancelling'],
  ['cancelled', 'cancelled'],
];

const PERSIST_EVERY_MS = 1000;

/** Changes worth writing to storage: the state and each file's status, not every progress tick. */
function signature(persisted: PersistedBatch | null): string {
  return persisted ? `${persisted.paused}:${persisted.created}:${persisted.files.map((f) => f.status[0]).join('')}` : '';
}

/** Picks, grouping edits and the running batch task (XState), persisted across reloads. */
export function useBatchUploader({ concurrency, storageKey = DEFAULT_KEY, getTaskHref, tusThresholdBytes }: BatchUploaderOptions = {}): BatchUploaderViewModel {
  const services = useServices();
  const t = useT(libraryNamespace);
  const confirm = useConfirm();
  const base = services.config.libraryApi.baseUrl.replace(/\/+$/, '');
  const [restored] = useState(() => services.storage.get(storageKey, isPersistedBatch));
  const logic = useMemo(() => {
    const api = createLibraryApi(services.libraryApi);
    const uploadFile = createUploadFileActor({
      api,
      tusEndpoint: `${base}/api/uploads`,
      tusHeaders: () => {
        const token = services.stores.user.getState().token;
        const env = services.config.libraryApi.env;
        return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(env ? { 'x-env': env } : {}) };
      },
      ensureSession: () => services.libraryApi.get('/api/wx/user/info'),
      resumePrefix: services.config.storage.prefix,
      ...(tusThresholdBytes !== undefined ? { thresholdBytes: tusThresholdBytes } : {}),
    });
    return batchTaskMachine.provide({
      actors: {
        fileUpload: uploadFileMachine.provide({ actors: { uploadFile } }),
        createTask: fromPromise(({ input }) =>
          api.createTask({ task_id: input.taskId, task_name: input.taskName, root_path: input.rootPath, total_files: input.totalFiles }),
        ),
        completeTask: fromPromise(({ input }) => api.completeTask(input.taskId)),
        cancelTask: fromPromise(({ input }) => api.updateTask(input.taskId, { status: 'cancelled' })),
      },
    });
  }, [services, base, tusThresholdBytes]);
  const actor = useActorRef(logic, { input: { ...(concurrency !== undefined ? { concurrency } : {}), ...(restored ? { restored } : {}) } });
  const snapshot = useSelector(actor, (s) => s);

  const written = useRef(restored ? signature(restored) : '');
  useEffect(() => {
    // Writing the whole task on every change made a 1,000-file batch quadratic (a 200 KB JSON per
    // file finished), so changes are written at most once a second, and at once when the page is
    // hidden or left. A file whose finish was not yet written is simply sent again after a reload.
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const persisted = toPersistedBatch(actor.getSnapshot());
      const next = signature(persisted);
      if (next === written.current) return;
      written.current = next;
      if (persisted) services.storage.set(storageKey, persisted);
      else services.storage.remove(storageKey);
    };
    const subscription = actor.subscribe(() => {
      timer ??= setTimeout(flush, PERSIST_EVERY_MS);
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [actor, services, storageKey]);

  const [groups, setGroups] = useState<BookGroup<File>[]>([]);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [rootPath, setRootPath] = useState('');
  const [taskName, setTaskNameValue] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const phase: BatchUploaderPhase = STATE_PHASES.find(([state]) => snapshot.matches(state))?.[1] ?? 'picking';
  const { context } = snapshot;
  const running = phase !== 'picking';

  const pick = (picked: PickedFile<File>[]) => {
    if (picked.length === 0) return;
    if (phase === 'restoring' || phase === 'paused') {
      actor.send({ type: 'files.attach', sources: Object.fromEntries(picked.map((p) => [p.path, p.file])) });
      return;
    }
    if (running) return;
    const known = new Set(groups.flatMap((g) => g.files.map((f) => f.path)));
    const fresh = picked.filter((p) => !known.has(p.path));
    const grouped = groupFiles(fresh, newId);
    setGroups((current) => [...current, ...grouped.groups]);
    setSkipped((current) => [...current, ...grouped.skipped.map((s) => s.path)]);
    if (!rootPath && grouped.rootPath) setRootPath(grouped.rootPath);
    if (!taskName) setTaskNameValue(grouped.rootPath || t('batch.defaultName', { date: new Date().toLocaleString() }));
  };

  const start = () => {
    setSubmitted(true);
    if (groups.length === 0 || groups.some((g) => g.title.trim() === '')) return;
    const name = taskName.trim() || rootPath || t('batch.defaultName', { date: new Date().toLocaleString() });
    const { plan, sources } = planBatch(groups, { taskId: newId(), taskName: name, rootPath });
    actor.send({ type: 'task.start', plan, sources });
  };

  const cancel = () => {
    void confirm({ title: t('batch.cancelConfirm.title'), message: t('batch.cancelConfirm.message'), confirmLabel: t('batch.cancelTask'), destructive: true }).then(
      (ok) => {
        if (ok) actor.send({ type: 'task.cancel' });
      },
    );
  };

  const totals = batchTotals(context.files);
  // Only the grouping changes these; progress events re-render the widget many times a second.
  const groupViews = useMemo<BatchGroupView[]>(() => {
    const perType = new Map<BookType, number>();
    for (const g of groups) perType.set(g.type, (perType.get(g.type) ?? 0) + 1);
    return groups.map((g) => ({
      id: g.id,
      title: g.title,
      type: g.type,
      cover: g.cover?.file.name ?? null,
      files: g.files.map((f) => ({ path: f.path, name: f.file.name, size: formatBytes(f.file.size), image: fileKindOf(f.path) === 'image' })),
      canMerge: (perType.get(g.type) ?? 0) > 1,
      mergeTargets: () => groups.filter((other) => other.id !== g.id && other.type === g.type).map((other) => ({ id: other.id, title: other.title })),
      titleError: submitted && g.title.trim() === '' ? t('batch.required.title') : null,
    }));
  }, [groups, submitted, t]);
  const bookTitles = new Map(context.files.map((f) => [f.bookId, f.title]));

  return {
    phase,
    taskName: running ? context.taskName : taskName,
    groups: groupViews,
    skipped,
    pickError: submitted && groups.length === 0 ? t('batch.required.files') : null,
    rows: context.files.map((f) => ({
      key: f.key,
      name: f.name,
      book: bookTitles.get(f.bookId) ?? f.title,
      status: f.status,
      percent: f.size > 0 ? Math.min(100, Math.round(((f.status === 'uploaded' ? f.size : f.loaded) / f.size) * 100)) : f.status === 'uploaded' ? 100 : 0,
      error: f.error ? uploadErrorMessage(t, f.error) : null,
    })),
    totals: {
      percent: totals.totalBytes > 0 ? Math.round((totals.loadedBytes / totals.totalBytes) * 100) : 0,
      text: t('batch.totals', { uploaded: totals.uploadedFiles, total: totals.totalFiles, loaded: formatBytes(totals.loadedBytes), size: formatBytes(totals.totalBytes) }),
      failed: totals.failedFiles,
      uploaded: totals.uploadedFiles,
      total: totals.totalFiles,
    },
    missing: context.files.filter((f) => f.status === 'pending' && !context.sources[f.key]).length,
    error: context.error ? uploadErrorMessage(t, context.error) : null,
    taskHref: context.created && context.taskId ? (getTaskHref ?? ((id: string) => `/upload/tasks/${id}`))(context.taskId) : null,
    taskStatus: context.task?.status ?? null,
    pick,
    setTaskName: setTaskNameValue,
    renameGroup: (id, title) => setGroups((g) => renameGroup(g, id, title)),
    removeFile: (path) => setGroups((g) => removeFile(g, path)),
    splitFile: (groupId, path) => setGroups((g) => splitFile(g, groupId, path, newId, titleFromFileName(path))),
    mergeGroup: (sourceId, targetId) => setGroups((g) => mergeGroups(g, sourceId, targetId)),
    moveFile: (groupId, path, delta) => setGroups((g) => moveFile(g, groupId, path, delta)),
    clear: () => {
      setGroups([]);
      setSkipped([]);
      setRootPath('');
      setTaskNameValue('');
      setSubmitted(false);
    },
    start,
    pause: () => actor.send({ type: 'task.pause' }),
    resume: () => actor.send({ type: 'task.resume' }),
    retryFailed: () => actor.send({ type: 'task.retryFailed' }),
    retry: () => actor.send({ type: 'task.retry' }),
    cancel,
  };
}
