import { parseTask } from '../api/parseTask';
import type { DrawTaskPhase } from '../machines/drawTaskMachine';
import type { DrawKind, DrawRecord } from './types';

const KINDS: readonly DrawKind[] = ['imagine', 'blend', 'describe', 'shorten', 'action', 'faceSwap', 'dalle'];
const PHASES: readonly DrawTaskPhase[] = ['submitting', 'polling', 'succeeded', 'failed', 'gaveUp', 'cancelled', 'rejected'];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown) => typeof v === 'string';
// Records saved by older versions may lack the later fields; they read as empty.
const textOrNull = (v: unknown) => v === undefined || v === null || typeof v === 'string';
const orNull = <T>(v: T | undefined) => (v === undefined ? null : v);

/**
 * A drawing record read back from storage or from another device, or null when it is not one.
 * What another device sent is outside data: a record of the wrong shape would break the studio.
 */
export function readDrawRecord(value: unknown): DrawRecord | null {
  if (!isObject(value)) return null;
  const { id, listId, kind, label, createdAt, updatedAt, request, taskId, task, phase, error, queueText, keptImage } = value;
  if (!isText(id) || id === '' || !isText(listId) || !KINDS.includes(kind as DrawKind) || !isText(label)) return null;
  if (!isTime(createdAt) || !(updatedAt === undefined || isTime(updatedAt)) || !PHASES.includes(phase as DrawTaskPhase)) return null;
  if (!textOrNull(taskId) || !textOrNull(queueText) || !textOrNull(keptImage) || !(orNull(request) === null || isObject(request))) return null;
  if (!(orNull(error) === null || (isObject(error) && isText(error['code'])))) return null;
  const parsed = orNull(task) === null ? null : parseTask(task);
  if (orNull(task) !== null && !parsed) return null;
  return {
    ...(value as unknown as DrawRecord),
    updatedAt: updatedAt ?? createdAt,
    request: orNull(request) as DrawRecord['request'],
    taskId: orNull(taskId) as string | null,
    task: parsed,
    error: orNull(error) as DrawRecord['error'],
    queueText: orNull(queueText) as string | null,
  };
}
