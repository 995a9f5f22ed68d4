import type { DalleImage, DalleRequest } from '../api/createDalleApi';
import type { SubmitRequest } from '../api/types';
import type { DrawKind, DrawRecord } from '../store/types';
import { type DrawTaskContext, type DrawTaskError, errorOf, phaseOf } from './drawTaskMachine';


/** Storage (IndexedDB) refused a read or write: tasks may not survive a reload. */
export const STORAGE_FAILED = 'STORAGE_FAILED';
export const storageError = (error: unknown): DrawTaskError => ({ code: STORAGE_FAILED, message: errorOf(error).message });

export function newRecord(at: { id: string; now: number; listId: string }, kind: DrawKind, label: string, request: SubmitRequest | null): DrawRecord {
  return { id: at.id, listId: at.listId, kind, label, createdAt: at.now, updatedAt: at.now, request, taskId: null, task: null, phase: 'submitting', error: null, queueText: null };
}

/** The record as a task actor's snapshot shows it (`updatedAt` untouched). */
export function withTaskSnapshot(record: DrawRecord, snapshot: { value: unknown; context: DrawTaskContext }): DrawRecord {
  const { context } = snapshot;
  return { ...record, taskId: context.taskId, task: context.task, phase: phaseOf(String(snapshot.value)), error: context.error, queueText: context.queueText };
}

export const sameTask = (a: DrawRecord, b: DrawRecord) =>
  a.phase === b.phase && a.taskId === b.taskId && a.queueText === b.queueText && JSON.stringify([a.task, a.error]) === JSON.stringify([b.task, b.error]);

export function dalleSucceeded(record: DrawRecord, request: DalleRequest, image: DalleImage, now: number): DrawRecord {
  const { model, size, quality, prompt } = request;
  return { ...record, phase: 'succeeded', updatedAt: now, dalle: { model, size, ...(quality ? { quality } : {}), prompt, revisedPrompt: image.revisedPrompt, src: image.src } };
}

export const rejected = (record: DrawRecord, error: DrawTaskError, now: number): DrawRecord => ({ ...record, phase: 'rejected', updatedAt: now, error });

/** A reload during submit leaves no task id: the record shows as refused so the user can retry. */
export const interrupted = (record: DrawRecord): DrawRecord => ({ ...record, phase: 'rejected', error: { code: 'NETWORK_ERROR', message: 'Interrupted' } });
