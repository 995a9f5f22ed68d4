import type { IncomingHttpHeaders } from 'node:http';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/**
 * Never sent upstream: routing and hop-by-hop headers, the browser's cookies and access password,
 * its credentials (the gateway sets the upstream credential itself), and what would reveal the
 * user's address or page to the upstream.
 */
const DROPPED_REQUEST = new Set([
  ...HOP_BY_HOP,
  'host',
  'expect',
  'cookie',
  'authorization',
  'proxy-authorization',
  'mj-api-secret',
  'x-ptoken',
  'x-vtoken',
  'x-ctoken',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'origin',
  'referer',
]);

/**
 * Never passed back: hop-by-hop headers, cookies set by the upstream (they would land on this
 * site's origin) and its CORS grants (this origin decides who may read its responses).
 */
const DROPPED_RESPONSE = new Set([...HOP_BY_HOP, 'proxy-authenticate', 'set-cookie', 'set-cookie2']);

function listedInConnection(value: string | string[] | undefined): Set<string> {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(text.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean));
}

export function upstreamRequestHeaders(incoming: IncomingHttpHeaders, credential: [string, string] | null): Record<string, string | string[]> {
  const extra = listedInConnection(incoming.connection);
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || DROPPED_REQUEST.has(name) || extra.has(name)) continue;
    out[name] = value;
  }
  if (credential) out[credential[0]] = credential[1];
  return out;
}

export function clientResponseHeaders(upstream: Record<string, string | string[] | undefined>): Array<[string, string | string[]]> {
  const extra = listedInConnection(upstream['connection']);
  const out: Array<[string, string | string[]]> = [];
  for (const [raw, value] of Object.entries(upstream)) {
    const name = raw.toLowerCase();
    if (value === undefined || DROPPED_RESPONSE.has(name) || extra.has(name) || name.startsWith('access-control-')) continue;
    out.push([name, value]);
  }
  return out;
}
