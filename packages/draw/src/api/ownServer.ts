const pageUrl = () => globalThis.location?.href ?? 'http://localhost/';

/** The origin a URL or path points at (paths resolve against the page); null when it is not a URL. */
function originOf(url: string): string | null {
  try {
    return new URL(url, pageUrl()).origin;
  } catch {
    return null;
  }
}

const isAbsolute = (url: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url);

/**
 * Whether an address reaches our own server, where the access password (`x-ptoken`) belongs: a path
 * (a same-origin relay such as `/mjapi`), or an absolute URL on the page's or the library API's
 * origin. An absolute URL on any other origin is someone else's service (a host's own
 * midjourney-proxy) and gets neither the password nor our look-up rules.
 */
export function isOwnServer(url: string, libraryBaseUrl: string): boolean {
  if (!isAbsolute(url)) return true;
  const origin = originOf(url);
  return origin !== null && (origin === originOf(pageUrl()) || origin === originOf(libraryBaseUrl));
}

/**
 * An image URL as the proxy gave it. An absolute one is used as it is; a relative one (some proxies
 * answer `/attachments/…`) belongs to the proxy, so it is resolved against an absolute proxy
 * address instead of our page.
 */
export function imageUrlFrom(imageUrl: string, baseUrl: string): string {
  if (imageUrl === '' || isAbsolute(imageUrl) || /^(?:data|blob):/i.test(imageUrl) || !isAbsolute(baseUrl)) return imageUrl;
  try {
    return new URL(imageUrl, `${baseUrl.replace(/\/+$/, '')}/`).href;
  } catch {
    return imageUrl;
  }
}
