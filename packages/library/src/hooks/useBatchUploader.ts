import { type BookVisibility, coreNamespace, createId, useConfirm, useT } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { createUploadFileActor } from '../actors/createUploadFileActor';
import { persistBatch } from '../actors/persistBatch';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { batchPicksMachine } from '../machines/batchPicksMachine';
import { batchTaskMachine } from '../machines/batchTaskMachine';
import { isPersistedBatch } from '../machines/batchTypes';
import { uploadFileMachine } from '../machines/uploadFileMachine';
import type { PickedFile } from '../upload/groupFiles';
import { batchUploaderPhase, type BatchUploaderViewData, selectBatchGroups, selectBatchUploaderView } from '../viewModels/selectBatchUploaderView';
import { useLibraryServices } from './useLibraryServices';

export type { BatchFileRow, BatchGroupView, BatchUploaderPhase } from '../viewModels/selectBatchUploaderView';

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

/** What `useBatchUploader` returns: the state and actions its view renders. */
export interface BatchUploaderViewModel extends BatchUploaderViewData {
  /** Adds picked files (grouped into books), or gives back files a restored or paused batch is missing. */
  pick(files: PickedFile<File>[]): void;
  /** Edits the task name before the upload starts. */
  setTaskName(value: string): void;
  /** Chooses who may open every book of the batch (private, anyone with the link, public). */
  setVisibility(value: BookVisibility): void;
  /** Gives one book its own visibility, or (`null`) lets it follow the batch's choice again. */
  setGroupVisibility(groupId: string, value: BookVisibility | null): void;
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
const taskPage = (id: string) => `/upload/tasks/${id}`;

/** Picks, grouping edits and the running batch task (XState), persisted across reloads. */
export function useBatchUploader({ concurrency, storageKey = DEFAULT_KEY, getTaskHref = taskPage, tusThresholdBytes }: BatchUploaderOptions = {}): BatchUploaderViewModel {
  const { api, upload, storage } = useLibraryServices();
  const t = useT(libraryNamespace);
  const tCore = useT(coreNamespace);
  const confirm = useConfirm();
  const [restored] = useState(() => storage.get(storageKey, isPersistedBatch));
  const logic = useMemo(() => {
    const uploadFile = createUploadFileActor({ ...upload, ...(tusThresholdBytes !== undefined ? { thresholdBytes: tusThresholdBytes } : {}) });
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
  }, [api, upload, tusThresholdBytes]);
  const actor = useActorRef(logic, { input: { ...(concurrency !== undefined ? { concurrency } : {}), ...(restored ? { restored } : {}) } });
  const picks = useActorRef(batchPicksMachine, { input: { createId } });
  useEffect(() => persistBatch({ actor, storage, key: storageKey, restored }), [actor, storage, storageKey, restored]);
  useEffect(() => {
    const ready = picks.on('picks.ready', ({ plan, sources }) => actor.send({ type: 'task.start', plan, sources }));
    return () => ready.unsubscribe();
  }, [picks, actor]);

  const phase = useSelector(actor, batchUploaderPhase);
  const context = useSelector(actor, (s) => s.context);
  const chosen = useSelector(picks, (s) => s.context);
  // Only the grouping changes these; progress events re-render the widget many times a second.
  const groups = useMemo(() => selectBatchGroups(chosen.groups, chosen.submitted, t, tCore), [chosen.groups, chosen.submitted, t, tCore]);
  const defaultName = () => t('batch.defaultName', { date: new Date().toLocaleString() });

  return {
    ...selectBatchUploaderView({ phase, context }, chosen, { t, getTaskHref, groups }),
    pick: (picked) => {
      if (picked.length === 0) return;
      if (phase === 'restoring' || phase === 'paused') actor.send({ type: 'files.attach', sources: Object.fromEntries(picked.map((p) => [p.path, p.file])) });
      else if (phase === 'picking') picks.send({ type: 'picks.add', picked, defaultName: defaultName() });
    },
    setTaskName: (value) => picks.send({ type: 'picks.taskName', value }),
    setVisibility: (value) => picks.send({ type: 'picks.visibility', value }),
    setGroupVisibility: (groupId, value) => picks.send({ type: 'group.visibility', groupId, value }),
    renameGroup: (groupId, title) => picks.send({ type: 'group.rename', groupId, title }),
    removeFile: (path) => picks.send({ type: 'file.remove', path }),
    splitFile: (groupId, path) => picks.send({ type: 'file.split', groupId, path }),
    mergeGroup: (sourceId, targetId) => picks.send({ type: 'group.merge', sourceId, targetId }),
    moveFile: (groupId, path, delta) => picks.send({ type: 'file.move', groupId, path, delta }),
    clear: () => picks.send({ type: 'picks.clear' }),
    start: () => picks.send({ type: 'picks.submit', defaultName: defaultName() }),
    pause: () => actor.send({ type: 'task.pause' }),
    resume: () => actor.send({ type: 'task.resume' }),
    retryFailed: () => actor.send({ type: 'task.retryFailed' }),
    retry: () => actor.send({ type: 'task.retry' }),
    cancel: () => {
      const question = { title: t('batch.cancelConfirm.title'), message: t('batch.cancelConfirm.message'), confirmLabel: t('batch.cancelTask'), destructive: true };
      void confirm(question).then((ok) => ok && actor.send({ type: 'task.cancel' }));
    },
  };
}
