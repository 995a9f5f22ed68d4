import { defineService } from '@atelier/core';
import type { TokenWorkerFactory } from '../contextWindow/createTokenWorker';

/**
 * Starts the Web Worker that counts tokens exactly for the composer's meter, or null for none
 * (the meter then shows its estimate, marked "≈"). The default is the package's own worker
 * (`contextWindow/tokenWorker`), where the browser has workers. A host whose bundler cannot
 * bundle a worker from a package, or that serves the worker itself, provides its own factory
 * (`provideService(tokenWorkerService, () => () => new Worker(…))`); tests provide a fake.
 */
export const tokenWorkerService = defineService<TokenWorkerFactory | null>('chat.tokenWorker', () =>
  typeof Worker === 'function' ? () => import('../contextWindow/createTokenWorker').then((m) => m.createTokenWorker()) : null,
);
