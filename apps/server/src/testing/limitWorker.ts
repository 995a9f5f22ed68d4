import { threadId } from 'node:worker_threads';

export type LimitTask = { kind: 'echo'; value: string } | { kind: 'spin' } | { kind: 'grow' } | { kind: 'failLater'; value: string };

/** A worker for `limitedPool` tests: answers, never answers (busy loop), eats its heap, or answers and then fails outside any task. */
export default function limitWorker(task: LimitTask): { value: string; threadId: number } {
  if (task.kind === 'spin') {
    // Synchronous on purpose: only terminating the thread can stop it.
    for (;;);
  }
  if (task.kind === 'grow') {
    const hoard: number[][] = [];
    for (;;) hoard.push(new Array<number>(1 << 16).fill(hoard.length));
  }
  if (task.kind === 'failLater') {
    // As a thread that runs out of heap after its task was given up: the failure belongs to no task.
    setTimeout(() => {
      throw new Error(task.value);
    }, 0);
  }
  return { value: task.value, threadId };
}
