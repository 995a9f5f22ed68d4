/**
 * Registers the demo's service worker (src/sw.ts) in a production build, after the page has
 * loaded so its install (precaching the app) never competes with the first screen. A browser
 * without service workers, or one that refuses (private mode), simply has no offline use.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = () => void navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
