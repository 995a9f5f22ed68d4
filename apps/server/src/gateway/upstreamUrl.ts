/**
 * Where a proxied request goes: always the configured base URL's origin, never anything taken
 * from the request except a checked path below the mount point and the query string.
 *
 * `rawTail` is the request target after the route prefix, e.g. `/v1/chat/completions?x=1`,
 * taken from the raw URL (not Fastify's decoded params) so `%2e%2e` is seen as the client sent it.
 * Returns null when the path could address something outside the mount: dot segments (plain or
 * percent-encoded), empty segments (`//`, as in `/v1/http://evil`), encoded or literal
 * backslashes and slashes inside a segment, control characters, or malformed escapes.
 */
export function upstreamUrl(base: string, mount: string, rawTail: string): URL | null {
  const queryAt = rawTail.indexOf('?');
  const path = queryAt === -1 ? rawTail : rawTail.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawTail.slice(queryAt);
  if (!path.startsWith(`${mount}/`) || !isSafeQuery(query)) return null;
  const rest = path.slice(mount.length);
  if (!rest.slice(1).split('/').every(isSafeSegment)) return null;

  const origin = new URL(base);
  // A base that already ends with the mount (Ollama's `http://localhost:11434/v1`) is not doubled.
  const basePath = origin.pathname.replace(/\/+$/, '');
  const fullPath = basePath.endsWith(mount) ? `${basePath}${rest}` : `${basePath}${mount}${rest}`;
  const target = new URL(`${origin.origin}${fullPath}${query}`);
  // Belt and braces: the URL parser must not have moved us anywhere.
  if (target.origin !== origin.origin || target.pathname !== fullPath) return null;
  return target;
}

const PCHAR = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/;

function isSafeSegment(segment: string): boolean {
  if (!PCHAR.test(segment)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (decoded === '.' || decoded === '..' || /[/\\\u0000-\u001f\u007f]/.test(decoded)) return false;
  return true;
}

function isSafeQuery(query: string): boolean {
  // eslint-disable-next-line no-control-regex -- as above; `#` cannot arrive legitimately either
  return !/[\s#\\\u0000-\u001f\u007f]/.test(query);
}
