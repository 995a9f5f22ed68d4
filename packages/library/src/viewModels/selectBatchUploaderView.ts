import { type BookType, type BookVisibility, type CoreMessages, fieldErrorMessage, type TranslateFn } from '@atelier/core';
import type { SnapshotFrom } from 'xstate';
import type { LibraryMessages } from '../i18n/libraryNamespace';
import { type BatchPicksContext, groupTitleProblem } from '../machines/batchPicksMachine';
import type { batchTaskMachine, BatchTaskContext } from '../machines/batchTaskMachine';
import { type BatchFileStatus, batchTotals } from '../machines/batchTypes';
import { fileKindOf } from '../upload/fileKind';
import type { BookGroup } from '../upload/groupFiles';
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
  /** The title's problem in words: empty after a submit, or longer than the server takes (at once). */
  titleError: string | null;
  /** This book's own visibility, or null when it follows the batch's. */
  visibility: BookVisibility | null;
}

export interface BatchFileRow {
  key: string;
  name: string;
  book: string;
  status: BatchFileStatus;
  percent: number;
  error: string | null;
}

/** What `selectBatchUploaderView` derives: everything `BatchUploaderView` shows, without the actions. */
export interface BatchUploaderViewData {
  /** Where the batch is: choosing files, restoring after a reload, creating the task, uploading, paused, finishing, failed, finished or cancelled. */
  phase: BatchUploaderPhase;
  /** Name of the upload task: what the user typed, else the picked folder's name; the task's own name once running. */
  taskName: string;
  /** The books the picked files were grouped into, editable before the upload starts. */
  groups: BatchGroupView[];
  /** Paths of picked files that are no book format and were left out. */
  skipped: string[];
  /** Who may open every book of the batch (chosen before it starts). */
  visibility: BookVisibility;
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
}

type LibraryT = TranslateFn<LibraryMessages>;

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

/** The task machine's state as a phase; its idle state is the picking before a task exists. */
export function batchUploaderPhase(snapshot: Pick<SnapshotFrom<typeof batchTaskMachine>, 'matches'>): BatchUploaderPhase {
  return STATE_PHASES.find(([state]) => snapshot.matches(state))?.[1] ?? 'picking';
}

/** The editable books (only the grouping changes these, so the hook memoises them apart from progress). */
export function selectBatchGroups(groups: BookGroup[], submitted: boolean, t: LibraryT, tCore: TranslateFn<CoreMessages>): BatchGroupView[] {
  const titleError = (group: BookGroup) => {
    const problem = groupTitleProblem(group);
    if (!problem || (problem.rule === 'required' && !submitted)) return null;
    return problem.rule === 'required' ? t('batch.required.title') : fieldErrorMessage(tCore, problem);
  };
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
    titleError: titleError(g),
    visibility: g.visibility ?? null,
  }));
}

export interface BatchUploaderViewDeps {
  t: LibraryT;
  getTaskHref: (taskId: string) => string;
  /** `selectBatchGroups` of the same picks (memoised by the caller). */
  groups: BatchGroupView[];
}

/** Maps the picks and the running task to what the view shows (pure: no React, unit-tested alone). */
export function selectBatchUploaderView(
  task: { phase: BatchUploaderPhase; context: BatchTaskContext },
  picks: Pick<BatchPicksContext, 'groups' | 'skipped' | 'taskName' | 'submitted' | 'visibility'>,
  { t, getTaskHref, groups }: BatchUploaderViewDeps,
): BatchUploaderViewData {
  const { phase, context } = task;
  const totals = batchTotals(context.files);
  const bookTitles = new Map(context.files.map((f) => [f.bookId, f.title]));
  return {
    phase,
    taskName: phase !== 'picking' ? context.taskName : picks.taskName,
    groups,
    skipped: picks.skipped,
    visibility: picks.visibility,
    pickError: picks.submitted && picks.groups.length === 0 ? t('batch.required.files') : null,
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
    taskHref: context.created && context.taskId ? getTaskHref(context.taskId) : null,
    taskStatus: context.task?.status ?? null,
  };
}
