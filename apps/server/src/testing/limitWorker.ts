import { threadId } from 'node:worker_threads';

export type LimitTask = { kind: 'echo'; value: string } | { kind: 'spin' } | { kind: 'grow' };

/** A worker for `limitedPool` tests: answers, never answers (busy loop), or eats its heap. */
export default function limitWorker(task: LimitTask): { value: string; threadId: number } {
  if (task.kind === 'spin') {
    // Synchronous on purpose: only terminating the thread can stop it.
    for (;;);
  }
  if (task.kind === 'grow') {
    const hoard: number[][] = [];
    for (;;) hoard.push(new Array<number>(1 << 16).fill(hoard.length));
  }
  return { value: task.value, threadId };
}
