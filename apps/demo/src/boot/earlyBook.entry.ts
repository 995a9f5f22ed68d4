import { startEarlyBook, storedToken } from './earlyBook';

// One entry, not a path test that imports the rest: an import() here would wait behind the app's own
// module evaluation, and the book would be asked for no sooner than the app asks itself.
// Already set (null) means the host turned it off (the benches' same-run baseline).
/** Read only on a reader route: other pages do not parse the user store for nothing. */
function token(): string | null {
  try {
    return storedToken(window.localStorage, Date.now());
  } catch {
    // Storage blocked (Safari private mode, a sandbox): a guest's request is still worth making.
    return null;
  }
}

if (window.__atelierEarlyBook === undefined) {
  window.__atelierEarlyBook = startEarlyBook({
    pathname: window.location.pathname,
    apiBase: import.meta.env['VITE_API_BASE'] ?? '',
    apiEnv: import.meta.env['VITE_ATELIER_ENV'] ?? 'prod',
    token,
    fetch: window.fetch.bind(window),
  });
}
