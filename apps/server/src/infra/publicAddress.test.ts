import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { describe, expect, it } from 'vitest';
import { AddressRefusedError, assertPublicHost, isPublicAddress, publicOnlyLookup } from './publicAddress';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a00:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888'])('allows %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
});

describe('assertPublicHost', () => {
  it('refuses literal private addresses, bracketed IPv6 ones, and names that resolve to them', async () => {
    for (const host of ['127.0.0.1', '[::1]', 'localhost']) await expect(assertPublicHost(host)).rejects.toBeInstanceOf(AddressRefusedError);
    await expect(assertPublicHost('93.184.216.34')).resolves.toBeUndefined();
  });
});

describe('publicOnlyLookup as an undici pool’s socket lookup', () => {
  it('stops a connection to a name that resolves to a private address, before anything is sent', async () => {
    let reached = 0;
    const server = createServer((_req, res) => {
      reached += 1;
      res.end('secret');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const guarded = new Agent({ connect: { lookup: publicOnlyLookup } });
    try {
      const error = await request(`http://localhost:${port}/`, { dispatcher: guarded }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AddressRefusedError);
      // The same address through an unguarded pool does connect: the guard is what stopped it.
      const plain = await request(`http://localhost:${port}/`);
      expect([plain.statusCode, await plain.body.text()]).toEqual([200, 'secret']);
      expect(reached).toBe(1);
    } finally {
      await guarded.close();
      server.close();
    }
  });
});
