import type { DalleRequest } from '../api/createDalleApi';
import type { SubmitRequest } from '../api/types';
import type { DrawKind, DrawRecord } from '../store/types';
import type { DrawTaskError, DrawTaskSnapshot } from './drawTaskMachine';

/** What the parent asks its store writer to do; writes run in order and outlive the studio. */
export type DrawStoreCommand = { type: 'record.put'; record: DrawRecord } | { type: 'record.remove'; id: string };

/** What a DALL·E job ends with; the job has stored it (a picture must survive a studio that was left). */
export interface DalleOutcome {
  record: DrawRecord;
  url: string | null;
  storageError: DrawTaskError | null;
}

/** Object URLs of the cached images that could be read; a failed read shows as a storage error. */
export interface CachedImagesRead {
  urls: Record<string, string>;
  storageError: DrawTaskError | null;
}

export interface DrawTasksContext {
  listId: string;
  pollIntervalMs: number | null;
  /** Newest first. */
  records: DrawRecord[];
  /** The saved list has been read (or reading it failed). */
  loaded: boolean;
  /** Restored after a reload and not fetched again yet. */
  resumedIds: string[];
  /** Object URLs of cached images by record id. */
  cachedUrls: Record<string, string>;
  /** The last time storage refused a read or write; the studio shows it, tasks may not survive a reload. */
  storageError: DrawTaskError | null;
  /** Record id → id of its `drawTask` child. */
  tasks: Record<string, string>;
  /** Child id → record id of running image and DALL·E jobs. */
  jobs: Record<string, string>;
  spawned: number;
  now: () => number;
  createId: () => string;
}

export interface DrawTasksInput {
  listId: string;
  pollIntervalMs?: number;
  /** The clock records are stamped with. @default Date.now */
  now?: () => number;
  createId: () => string;
}

export type DrawTasksEvent =
  /** Show another task list: its tasks replace the running ones. */
  | { type: 'list.open'; listId: string }
  | { type: 'task.submit'; kind: DrawKind; request: SubmitRequest; label: string }
  /** A result button (U1, V2, zoom…) of a finished task; `buttonLabel` is already translated. */
  | { type: 'task.button'; parentId: string; customId: string; buttonLabel: string; modal?: { prompt: string; maskBase64?: string } }
  | { type: 'dalle.generate'; request: DalleRequest }
  | { type: 'task.reload'; id: string }
  | { type: 'task.retry'; id: string }
  | { type: 'task.cancel'; id: string }
  | { type: 'task.remove'; id: string }
  /** A new access password was accepted: the tasks it refused go again. */
  | { type: 'tasks.retryRefused' }
  | { type: 'store.failed'; error: unknown }
  /** Another tab or device changed records of the store: the list is read again. */
  | { type: 'store.changed' }
  | { type: `xstate.snapshot.task.${string}`; snapshot: DrawTaskSnapshot }
  | { type: `xstate.done.actor.image.${string}`; output: string | null }
  | { type: `xstate.done.actor.read.${string}`; output: CachedImagesRead }
  | { type: `xstate.done.actor.dalle.${string}`; output: DalleOutcome }
  | { type: `xstate.done.actor.kept.${string}`; output: string | null }
  | { type: `xstate.error.actor.${string}`; error: unknown };
