import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { type HostName, parseHostName } from '../http/hostName';

function bracketed(address: string): string {
  const v4 = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return v4.includes(':') ? `[${v4}]` : v4;
}

/**
 * Without TRUSTED_HOSTS: the listen address, the address this connection reached (an interface of
 * ours when listening on 0.0.0.0), and the loopback names, all on the port it reached.
 */
function defaultTrusted(config: ServerConfig, request: FastifyRequest): HostName[] {
  const port = request.socket.localPort ?? config.port;
  const names = [config.host, request.socket.localAddress ?? '', 'localhost', '127.0.0.1', '::1'];
  return names.filter(Boolean).map((name) => ({ name: bracketed(name).toLowerCase(), port }));
}

export interface LinkOrigin {
  origin: string;
  /** PUBLIC_URL: the same for every request, so responses built on it may be cached publicly. */
  shared: boolean;
}

/**
 * The origin for absolute links handed out (QR codes): PUBLIC_URL, or else the request's own when
 * its Host is trusted; null for any other Host, which a request may set to anything.
 * X-Forwarded-* are never read: behind a proxy, set PUBLIC_URL.
 */
export function linkOrigin(config: ServerConfig, request: FastifyRequest): LinkOrigin | null {
  if (config.publicUrl) return { origin: config.publicUrl, shared: true };
  const host = parseHostName(request.host);
  if (!host) return null;
  const port = host.port ?? (request.protocol === 'https' ? 443 : 80);
  const trusted = config.trustedHosts.length > 0 ? config.trustedHosts : defaultTrusted(config, request);
  const ok = trusted.some((entry) => entry.name === host.name && (entry.port === null || entry.port === port));
  return ok ? { origin: `${request.protocol}://${host.name}${host.port === null ? '' : `:${host.port}`}`, shared: false } : null;
}
