/**
 * How long after `load` the install waits. `load` comes early in this app: the route's own chunks,
 * a reader's engine and the book itself load after it, and the install downloads the whole app
 * (about 4.5 MB) to precache it, which on a first visit held a cold PDF open back by 0.7 s.
 */
export const REGISTER_DELAY_MS = 5_000;

type Scheduler = Pick<Window, 'addEventListener' | 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>> & { document: Pick<Document, 'readyState'> };

/** Calls `then` once the page has loaded, `REGISTER_DELAY_MS` have passed and the main thread is idle. */
export function afterFirstScreen(then: () => void, win: Scheduler = window): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(() => then(), { timeout: REGISTER_DELAY_MS }) : then());
  const wait = () => void win.setTimeout(idle, REGISTER_DELAY_MS);
  if (win.document.readyState === 'complete') wait();
  else win.addEventListener('load', wait, { once: true });
}

/**
 * Registers the demo's service worker (src/sw.ts) in a production build, once the first screen has
 * had its turn (`afterFirstScreen`). A browser without service workers, or one that refuses
 * (private mode), simply has no offline use.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  afterFirstScreen(() => void navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => undefined));
}
