import type { DalleModel, DalleQuality } from '../api/createDalleApi';
import type { MjTask, SubmitRequest } from '../api/types';
import type { DrawTaskError, DrawTaskPhase } from '../machines/drawTaskMachine';

/** What kind of work a record is, for the gallery filter. */
export type DrawKind = 'imagine' | 'blend' | 'describe' | 'shorten' | 'action' | 'faceSwap' | 'dalle';

/** One drawing task as it is kept in IndexedDB; unfinished ones resume polling after a reload. */
export interface DrawRecord {
  id: string;
  /** The task list it belongs to (the demo's `/draw/:taskListId`). */
  listId: string;
  kind: DrawKind;
  /** What the user asked for, shown in the list (prompt, or e.g. "U1"). */
  label: string;
  createdAt: number;
  updatedAt: number;
  request: SubmitRequest | null;
  taskId: string | null;
  task: MjTask | null;
  phase: DrawTaskPhase;
  error: DrawTaskError | null;
  queueText: string | null;
  /**
   * Our server's copy of the finished image (issue 19), for devices without the cached one: the
   * proxy's own link expires within a day.
   */
  keptImage?: string | null;
  dalle?: { model: DalleModel; size: string; quality?: DalleQuality; prompt: string; revisedPrompt: string | null; src: string };
}

/** The final image of a record, cached so it outlives the upstream URL. */
export interface CachedImage {
  id: string;
  blob: Blob;
  savedAt: number;
}
