import { progressPercent } from '../api/parseTask';
import { type ButtonSpec, describeButton } from '../buttons/describeButton';
import type { DrawTaskError, DrawTaskPhase } from '../machines/drawTaskMachine';
import type { DrawKind, DrawRecord } from '../store/types';

/** Everything a task card shows, derived from a stored record (pure, for views and stories). */
export interface TaskCardModel {
  id: string;
  kind: DrawKind;
  label: string;
  phase: DrawTaskPhase;
  taskId: string | null;
  /** Action of the task (IMAGINE, UPSCALE…), when known. */
  action: string | null;
  resumed: boolean;
  queueText: string | null;
  progressText: string | null;
  percent: number | null;
  /** The partial image while in progress, the (cached) result when done. */
  imageSrc: string | null;
  /** The upstream URL, for "open original". */
  originalUrl: string | null;
  failReason: string | null;
  error: DrawTaskError | null;
  buttons: ButtonSpec[];
  /** Describe results: the four prompts. */
  describedPrompt: string | null;
  revisedPrompt: string | null;
  hasSeed: boolean;
}

export function toTaskCardModel(record: DrawRecord, extra: { resumed: boolean; cachedUrl: string | null }): TaskCardModel {
  const task = record.task;
  const done = record.phase === 'succeeded';
  const original = task?.imageUrl || record.dalle?.src || null;
  // The device's cached copy, else our server's kept copy (another device drew it), else the proxy's link.
  const copy = extra.cachedUrl ?? record.keptImage ?? null;
  const finalPrompt = task?.properties['finalPrompt'];
  return {
    id: record.id,
    kind: record.kind,
    label: record.label,
    phase: record.phase,
    taskId: record.taskId,
    action: task?.action || null,
    resumed: extra.resumed,
    queueText: record.queueText,
    progressText: task?.progress || null,
    percent: task ? progressPercent(task.progress) : null,
    imageSrc: (done ? copy : null) ?? original,
    originalUrl: original && !original.startsWith('data:') ? original : null,
    failReason: task?.status === 'FAILURE' || task?.status === 'CANCEL' ? task.failReason || null : null,
    error: record.error,
    buttons: done ? (task?.buttons ?? []).flatMap((b) => describeButton(b) ?? []) : [],
    describedPrompt: done && (task?.action === 'DESCRIBE' || task?.action === 'SHORTEN') && typeof finalPrompt === 'string' ? finalPrompt : null,
    revisedPrompt: record.dalle?.revisedPrompt ?? null,
    hasSeed: done && record.kind !== 'dalle' && record.taskId !== null,
  };
}
