import type { AppStorage } from '@atelier/core';
import type { Actor } from 'xstate';
import { type batchTaskMachine, toPersistedBatch } from '../machines/batchTaskMachine';
import type { PersistedBatch } from '../machines/batchTypes';

/** Writes at most this often while the batch runs; hiding or leaving the page writes at once. */
export const PERSIST_EVERY_MS = 1000;

/** Changes worth writing to storage: the state and each file's status, not every progress tick. */
export function batchSignature(persisted: PersistedBatch | null): string {
  return persisted ? `${persisted.paused}:${persisted.created}:${persisted.files.map((f) => f.status[0]).join('')}` : '';
}

export interface PersistBatchOptions {
  actor: Actor<typeof batchTaskMachine>;
  storage: AppStorage;
  key: string;
  /** What was restored from storage (already written). */
  restored: PersistedBatch | null;
}

/**
 * Keeps the running batch in storage so a reload resumes it. Writing the whole task on every
 * change made a 1,000-file batch quadratic (a 200 KB JSON per file finished), so changes are
 * written at most once a second, and at once when the page is hidden or left. A file whose finish
 * was not yet written is simply sent again after a reload. Returns the stop function (which writes
 * what is pending).
 */
export function persistBatch({ actor, storage, key, restored }: PersistBatchOptions): () => void {
  let written = restored ? batchSignature(restored) : '';
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const persisted = toPersistedBatch(actor.getSnapshot());
    const next = batchSignature(persisted);
    if (next === written) return;
    written = next;
    if (persisted) storage.set(key, persisted);
    else storage.remove(key);
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
}
