import { startEarlyBook, storedToken } from './earlyBook';

let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // Storage blocked (Safari private mode, a sandbox): a guest's request is still worth making.
}

window.__atelierEarlyBook = startEarlyBook({
  pathname: window.location.pathname,
  apiBase: import.meta.env['VITE_API_BASE'] ?? '',
  apiEnv: import.meta.env['VITE_ATELIER_ENV'] ?? 'prod',
  token: storedToken(storage, Date.now()),
  fetch: window.fetch.bind(window),
});
