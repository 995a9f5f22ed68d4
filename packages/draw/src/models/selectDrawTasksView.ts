import type { DrawTasksContext } from '../machines/drawTasksMachine';
import { type TaskCardModel, toTaskCardModel } from './taskCardModel';

/** What the studio shows of its tasks, derived from a `drawTasksMachine` snapshot (pure). */
export interface DrawTasksView {
  tasks: TaskCardModel[];
  /** The saved list has been read (or could not be). */
  loaded: boolean;
  /** A call was refused for a missing or wrong access password: the studio asks for it. */
  authRefused: boolean;
  /** The browser's storage refused a read or write: the studio says drawings may not survive a reload. */
  storageFailed: boolean;
}

/** The part of a `drawTasksMachine` snapshot the view is made from. */
export type DrawTasksSnapshotLike = { context: Pick<DrawTasksContext, 'records' | 'loaded' | 'resumedIds' | 'cachedUrls' | 'storageError'> };

export function selectDrawTasksView({ context }: DrawTasksSnapshotLike): DrawTasksView {
  const resumed = new Set(context.resumedIds);
  return {
    tasks: context.records.map((r) => toTaskCardModel(r, { resumed: resumed.has(r.id), cachedUrl: context.cachedUrls[r.id] ?? null })),
    loaded: context.loaded,
    authRefused: context.records.some((r) => r.error?.code === 'AUTH_REQUIRED'),
    storageFailed: context.storageError !== null,
  };
}
