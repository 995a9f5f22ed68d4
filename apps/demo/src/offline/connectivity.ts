/**
 * Whether the app can reach its server: the browser's `navigator.onLine`, and whether the last
 * session check got any answer at all. The second matters because a browser on a network that
 * leads nowhere (a captive portal, a server down, a document opened while offline in some
 * browsers) still says it is online.
 */
let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setServerReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  notify();
}

export function isOnline(): boolean {
  return !unreachable && (typeof navigator === 'undefined' || navigator.onLine);
}

export function subscribeOnline(listener: () => void): () => void {
  listeners.add(listener);
  const onChange = () => {
    // The browser says the network is back: try the server again rather than trust the old failure.
    if (navigator.onLine) unreachable = false;
    listener();
  };
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
