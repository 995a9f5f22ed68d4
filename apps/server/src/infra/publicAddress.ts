import { type LookupAddress, type LookupOptions, lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a fetch on someone else's say-so (an image URL a proxy handed us) must never reach:
 * this machine, the private networks around it, link-local (cloud metadata at 169.254.169.254),
 * and the special-purpose ranges. IPv6 forms that embed an IPv4 address (mapped, compatible,
 * NAT64) are refused whole rather than decoded.
 */
// Two lists: BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules, so one list with
// ::ffff:0:0/96 in it would refuse every IPv4 address.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (a literal IPv4 or IPv6 address) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(address, 'ipv4') : !NOT_PUBLIC_V6.check(address, 'ipv6');
}

export class AddressRefusedError extends Error {
  readonly code = 'ADDRESS_REFUSED';
  constructor(readonly host: string) {
    super(`${host} is not a public address`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for sockets (undici's `connect` option) that resolves as usual and refuses a name
 * with any non-public address, so a name that resolved to a public address a moment ago cannot
 * connect to a private one now (DNS rebinding). Literal addresses never reach a lookup: callers
 * check them with `isPublicAddress` first.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : typeof options.family === 'number' ? options.family : 0;
  dnsLookup(hostname, { all: true, family }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) return callback(new AddressRefusedError(hostname), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
}

/** Resolves `hostname` (or takes it as a literal address) and throws AddressRefusedError unless every address is public. */
export async function assertPublicHost(hostname: string): Promise<void> {
  // URL keeps IPv6 literals in brackets.
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare)) {
    if (!isPublicAddress(bare)) throw new AddressRefusedError(hostname);
    return;
  }
  await new Promise<void>((resolve, reject) =>
    publicOnlyLookup(bare, { all: true }, (error) => (error ? reject(error) : resolve())),
  );
}
