// Every page loads this entry; only a reader route loads the rest (./earlyBook), so other pages
// pay for one regular expression, not for the whole boot script.
if (/^\/book\/[a-z]+\/[^/]+\/?$/.test(window.location.pathname)) {
  void import('./earlyBook').then(({ startEarlyBook, storedToken }) => {
    // The app may have started without it (this chunk was slow): then it asked itself, and nothing is left to do.
    if (window.__atelierEarlyBook !== undefined) return;
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
  }, () => undefined); // not fetched (offline, a new deploy): the reader asks itself
}
