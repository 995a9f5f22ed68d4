/**
 * The absolute URL of a book file: the API gives `/api/books/{id}/files/{n}`, relative to the
 * library API's base URL, which itself may be relative to the page (`''` = same origin).
 */
export function resolveFileUrl(url: string, apiBaseUrl: string, pageHref: string): string {
  const base = new URL(apiBaseUrl || '/', pageHref);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('/')) {
    const path = base.pathname.replace(/\/$/, '');
    return new URL(`${path}${url}`, base.origin).href;
  }
  return new URL(url, base.href.endsWith('/') ? base.href : `${base.href}/`).href;
}
