import type { TokenWorker, TokenWorkerFactory } from './createTokenWorker';
import type { TokenCountRequest } from './tokenWorkerProtocol';

/** Exact o200k counts from a token worker, started on the first count. */
export interface TokenCounter {
  /** Resolves to the exact count; rejects once the worker failed or was disposed. */
  count(text: string): Promise<number>;
  /** Ends the worker; counts still waiting reject. The next `count` starts a new worker. */
  dispose(): void;
}

type Waiting = { resolve: (count: number) => void; reject: (error: Error) => void };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function createTokenCounter(createWorker: TokenWorkerFactory): TokenCounter {
  let worker: TokenWorker | null = null;
  let starting = false;
  let broken: Error | null = null;
  // A worker that arrives after `dispose` belongs to no one and is ended at once.
  let generation = 0;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();
  const queued: TokenCountRequest[] = [];

  const stop = (error: Error) => {
    generation++;
    worker?.terminate();
    worker = null;
    starting = false;
    queued.length = 0;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  // A worker that cannot load (a missing chunk, a CSP) fails every count, now and later.
  const fail = (error: unknown) => stop((broken = asError(error)));

  const adopt = (started: TokenWorker) => {
    started.onmessage = ({ data }) => {
      const w = waiting.get(data.id);
      if (!w) return;
      waiting.delete(data.id);
      if ('count' in data) w.resolve(data.count);
      else w.reject(new Error(data.error));
    };
    started.onerror = (event) => {
      event.preventDefault();
      fail(new Error(event.message || 'the token worker failed'));
    };
    worker = started;
    starting = false;
    for (const request of queued.splice(0)) started.postMessage(request);
  };

  const start = () => {
    starting = true;
    const made = createWorker();
    if (!('then' in made)) return adopt(made);
    const mine = generation;
    made.then(
      (started) => (mine === generation ? adopt(started) : started.terminate()),
      (error: unknown) => mine === generation && fail(error),
    );
  };

  return {
    count(text) {
      if (broken) return Promise.reject(broken);
      const request = { id: nextId++, text };
      const counted = new Promise<number>((resolve, reject) => waiting.set(request.id, { resolve, reject }));
      if (worker) worker.postMessage(request);
      else {
        queued.push(request);
        if (!starting) {
          try {
            start();
          } catch (error) {
            fail(error);
          }
        }
      }
      return counted;
    },
    dispose: () => stop(new Error('the token counter was disposed')),
  };
}
