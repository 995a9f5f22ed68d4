import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { LimitTask } from '../../testing/limitWorker';
import { createLimitedPool, type LimitedPool } from './limitedPool';

const WORKER = fileURLToPath(new URL('../../testing/limitWorker.ts', import.meta.url));

let pool: LimitedPool<LimitTask, { value: string; threadId: number }>;
afterEach(() => pool.close());

/** Resolves after `turns` trips through the event loop; slow only if the loop is blocked. */
async function loopTurns(turns: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => setImmediate(resolve));
  return performance.now() - start;
}

describe('createLimitedPool', () => {
  it('runs tasks in a worker thread (TypeScript sources through tsx)', async () => {
    pool = createLimitedPool({ filename: WORKER, timeoutMs: 20_000, memoryMb: 64, maxThreads: 1 });
    const result = await pool.run({ kind: 'echo', value: 'hi' });
    expect(result.value).toBe('hi');
    expect(result.threadId).toBeGreaterThan(0);
  });

  it('terminates a task past its time limit, keeps the event loop free meanwhile, and goes on with a new thread', async () => {
    // The first task only starts the thread. A new thread's start-up counts against its first task's
    // limit, so the limit leaves room for tsx on a busy machine.
    pool = createLimitedPool({ filename: WORKER, timeoutMs: 3000, memoryMb: 64, maxThreads: 1 });
    const before = await pool.run({ kind: 'echo', value: 'warm' });
    const spinning = pool.run({ kind: 'spin' });
    const settled = spinning.then(
      () => 'resolved',
      (error: Error) => error.name,
    );
    // A thousand turns of the loop while the worker spins: fast, because nothing here waits for it.
    expect(await loopTurns(1000)).toBeLessThan(1000);
    expect(await settled).toBe('AbortError');
    const after = await pool.run({ kind: 'echo', value: 'again' });
    expect(after.value).toBe('again');
    expect(after.threadId).not.toBe(before.threadId);
  });

  it('loses the thread, not the process, when a task runs out of heap', async () => {
    pool = createLimitedPool({ filename: WORKER, timeoutMs: 60_000, memoryMb: 32, maxThreads: 1 });
    await expect(pool.run({ kind: 'grow' })).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
    expect((await pool.run({ kind: 'echo', value: 'alive' })).value).toBe('alive');
  });

  it('reports a thread failing outside any task instead of ending the process, and goes on', async () => {
    let reported: (error: unknown) => void = () => {};
    const failure = new Promise<unknown>((resolve) => (reported = resolve));
    pool = createLimitedPool({ filename: WORKER, timeoutMs: 20_000, memoryMb: 64, maxThreads: 1, onThreadError: (error) => reported(error) });
    // Piscina parks an idle thread in Atomics.wait, where its timers never fire; its threads copy
    // the environment when they start, so this thread alone runs its late timer.
    process.env['PISCINA_DISABLE_ATOMICS'] = '1';
    try {
      expect((await pool.run({ kind: 'failLater', value: 'late failure' })).value).toBe('late failure');
    } finally {
      delete process.env['PISCINA_DISABLE_ATOMICS'];
    }
    expect(await failure).toMatchObject({ message: 'late failure' });
    expect((await pool.run({ kind: 'echo', value: 'alive' })).value).toBe('alive');
  });

  it('starts the clock when a thread takes the task, not while it waits for one', async () => {
    pool = createLimitedPool({ filename: WORKER, timeoutMs: 3000, memoryMb: 64, maxThreads: 1 });
    await pool.run({ kind: 'echo', value: 'warm' });
    const spinning = pool.run({ kind: 'spin' }).catch(() => 'aborted');
    // Queued behind a task that holds the only thread for the whole limit.
    const queued = pool.run({ kind: 'echo', value: 'queued' });
    expect(await spinning).toBe('aborted');
    expect((await queued).value).toBe('queued');
  });

  it('rejects waiting and later tasks once closed', async () => {
    pool = createLimitedPool({ filename: WORKER, timeoutMs: 20_000, memoryMb: 64, maxThreads: 1 });
    const running = pool.run({ kind: 'spin' });
    const waiting = pool.run({ kind: 'echo', value: 'never' });
    await pool.close();
    await expect(running).rejects.toThrow();
    await expect(waiting).rejects.toThrow('pool closed');
    await expect(pool.run({ kind: 'echo', value: 'late' })).rejects.toThrow('pool closed');
  });
});
