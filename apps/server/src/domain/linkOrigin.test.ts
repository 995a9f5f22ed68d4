import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { linkOrigin } from './linkOrigin';

/** What linkOrigin reads of a request: its Host, scheme, and where the connection arrived. */
function request(host: string, localAddress: string, localPort = 8787, protocol: 'http' | 'https' = 'http') {
  return { host, protocol, socket: { localAddress, localPort } } as unknown as FastifyRequest;
}

describe('linkOrigin on a server listening on every interface', () => {
  const config = readConfig({ HOST: '0.0.0.0', PORT: '8787' }, '/srv');

  it('trusts the address a connection reached, so LAN visitors get links they can open', () => {
    expect(linkOrigin(config, request('192.168.1.5:8787', '192.168.1.5'))).toEqual({ origin: 'http://192.168.1.5:8787', shared: false });
    expect(linkOrigin(config, request('192.168.1.5:8787', '::ffff:192.168.1.5'))?.origin).toBe('http://192.168.1.5:8787');
    expect(linkOrigin(config, request('[fe80::1]:8787', 'fe80::1'))?.origin).toBe('http://[fe80::1]:8787');
    expect(linkOrigin(config, request('localhost:8787', '127.0.0.1'))?.origin).toBe('http://localhost:8787');
  });

  it('trusts no other address or port, and knows the default port of each scheme', () => {
    expect(linkOrigin(config, request('192.168.1.6:8787', '192.168.1.5'))).toBeNull();
    expect(linkOrigin(config, request('192.168.1.5:8788', '192.168.1.5'))).toBeNull();
    expect(linkOrigin(config, request('192.168.1.5', '192.168.1.5'))).toBeNull();
    expect(linkOrigin(config, request('192.168.1.5', '192.168.1.5', 80))?.origin).toBe('http://192.168.1.5');
    expect(linkOrigin(config, request('books.lan', '192.168.1.5', 443, 'https'))).toBeNull();
    expect(linkOrigin(config, request('192.168.1.5', '192.168.1.5', 443, 'https'))?.origin).toBe('https://192.168.1.5');
    expect(linkOrigin(config, request('', '192.168.1.5'))).toBeNull();
  });
});
