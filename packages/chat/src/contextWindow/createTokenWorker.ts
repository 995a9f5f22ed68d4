import type { TokenCountReply, TokenCountRequest } from './tokenWorkerProtocol';

/** What the exact token counter needs of a Web Worker; tests pass a fake. */
export interface TokenWorker {
  /** Asks for one count. */
  postMessage(request: TokenCountRequest): void;
  /** Ends the worker (the panel unmounted, or it failed). */
  terminate(): void;
  /** Set by the counter: one reply per request. */
  onmessage: ((event: MessageEvent<TokenCountReply>) => void) | null;
  /** Set by the counter: the worker could not load or threw; no exact count will come. */
  onerror: ((event: ErrorEvent) => void) | null;
}

/** Starts a token worker, or resolves to one; called only when exact counting starts. */
export type TokenWorkerFactory = () => TokenWorker | Promise<TokenWorker>;

/**
 * The package's own token worker. The literal `new Worker(new URL(…, import.meta.url))` is what
 * Vite, webpack 5 and Rspack recognise to bundle the worker with its tokenizer as a separate file;
 * `.js` names the built file in dist/ (Vite maps it to the `.ts` source in the workspace). The
 * URL is relative to this module, so it must stay in its own file in dist/: `tokenWorkerService`
 * imports it only with `import()`, which esbuild's splitting never moves into a shared chunk.
 */
export function createTokenWorker(): TokenWorker {
  return new Worker(new URL('./tokenWorker.js', import.meta.url), { type: 'module', name: 'atelier-token-counter' });
}
