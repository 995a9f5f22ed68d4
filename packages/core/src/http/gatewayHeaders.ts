/**
 * Where our own server is, as the browser sees it: the origin of the page and the origin of the
 * library API. Only these get the access password (and the library session); every other
 * address is someone else's service, chosen by the user or the host.
 */
export interface OwnServer {
  /** The page's address (`location.href`); relative addresses resolve against it. */
  pageUrl: string;
  /** The library API base URL, absolute or relative to the page. */
  apiBaseUrl: string;
}

/** Stands in for the page outside a browser (tests, SSR): no real origin is ours there. */
const NO_PAGE = 'http://localhost/';

/**
 * Our own server as seen from the current page. Reads `location`, so call it where the request is
 * built, not at module load.
 */
export function ownServerOf(apiBaseUrl: string, pageUrl: string = globalThis.location?.href ?? NO_PAGE): OwnServer {
  return { pageUrl, apiBaseUrl };
}

function originOf(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    // data:, blob:, file: and the like have an opaque origin ("null"): never a server of ours.
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether `url` reaches our own server. Decided on parsed origins (scheme, host and port), the
 * way the browser will resolve the address: a path is the page's origin, `//evil.com` and
 * `\\evil.com` are evil.com, `https://our.site.evil.com` and `https://our.site@evil.com` are not
 * our.site.
 */
export function isOwnServer(url: string, own: OwnServer): boolean {
  const target = originOf(url, own.pageUrl);
  if (target === null) return false;
  return target === originOf(own.pageUrl, NO_PAGE) || target === originOf(own.apiBaseUrl, own.pageUrl);
}

/** A credential of the user's own for the service called, e.g. `['Authorization', 'Bearer sk-…']`. */
export type OwnCredential = readonly [name: string, value: string];

export interface GatewayHeadersInput {
  /** The address about to be called. */
  url: string;
  own: OwnServer;
  /** The access password of our server's AI gateway (`AUTH_SECRET_KEY`), if the user has one. */
  accessPassword: string | null;
  /** The user's own key or secret for that service, if any. */
  credential: OwnCredential | null;
}

/**
 * The auth headers of a call to an AI service (chat, drawing): the user's own credential goes
 * wherever the user pointed it; the access password (`x-ptoken`) only to our own server, which
 * asks for it on every relayed call, own key or not. Internal: packages call through the
 * gateway client (`createGatewayClient`), which builds its headers here.
 */
export function gatewayHeaders({ url, own, accessPassword, credential }: GatewayHeadersInput): Record<string, string> {
  const headers: Record<string, string> = {};
  if (credential) headers[credential[0]] = credential[1];
  if (accessPassword && isOwnServer(url, own)) headers['x-ptoken'] = accessPassword;
  return headers;
}
