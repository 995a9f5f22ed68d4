import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';

export interface LimitedPoolOptions {
  /** Absolute path of the worker module; a `.ts` file (dev, tests) runs through tsx. */
  filename: string;
  /** Wall time one task may run (from the moment a thread takes it); then its thread is terminated. */
  timeoutMs: number;
  /** V8 heap of each thread; a task that needs more loses its thread. */
  memoryMb: number;
  /** Default: 1 on a 2-core machine, 2 beyond, so the event loop keeps a core to itself. */
  maxThreads?: number;
  /**
   * A thread's failure that belongs to no task, e.g. running out of heap just after its task was
   * aborted for time. Reported here; unheard, the pool's 'error' event would end the process.
   * @default ignored
   */
  onThreadError?: (error: unknown) => void;
}

export interface LimitedPool<In, Out> {
  /** Rejects when the task throws, runs past the time limit, exhausts its heap, or the pool closed. */
  run(task: In): Promise<Out>;
  /** Terminates every thread; pending and later tasks reject. */
  close(): Promise<void>;
}

function workerExecArgv(filename: string): string[] | undefined {
  if (!filename.endsWith('.ts')) return undefined;
  // Sources (vitest, tsx) only: the build ships the worker as its own .js entry.
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return ['--import', pathToFileURL(tsx).href];
}

/**
 * A small piscina pool whose tasks each get a time limit and a heap limit. Tasks wait here until
 * a thread is free, so the time limit measures their own run and not the queue before them.
 */
export function createLimitedPool<In, Out>(options: LimitedPoolOptions): LimitedPool<In, Out> {
  const maxThreads = options.maxThreads ?? Math.min(2, Math.max(1, availableParallelism() - 1));
  const execArgv = workerExecArgv(options.filename);
  const pool = new Piscina<In, Out>({
    filename: pathToFileURL(options.filename).href,
    // Threads start with the first task, not with every server (tests start many).
    minThreads: 0,
    maxThreads,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
    ...(execArgv ? { execArgv } : {}),
  });
  pool.on('error', (error: unknown) => options.onThreadError?.(error));
  let running = 0;
  let closed = false;
  const waiting: Array<{ start: () => void; cancel: (error: Error) => void }> = [];

  const acquire = () =>
    new Promise<void>((start, cancel) => {
      if (closed) cancel(new Error('pool closed'));
      else if (running < maxThreads) {
        running += 1;
        start();
      } else waiting.push({ start, cancel });
    });
  // A freed thread passes straight to the next waiting task, so `running` only drops when none wait.
  const release = () => {
    const next = waiting.shift();
    if (next) next.start();
    else running -= 1;
  };

  return {
    async run(task) {
      await acquire();
      try {
        // piscina terminates the thread of a task aborted while running.
        return await pool.run(task, { signal: AbortSignal.timeout(options.timeoutMs) });
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      for (const { cancel } of waiting.splice(0)) cancel(new Error('pool closed'));
      await pool.destroy();
    },
  };
}
