// Which addresses the server may reach on a user's behalf (a webhook, an IP device it checks):
// not this network (loopback, private, link-local, CGNAT, unique-local, unspecified, IPv4-mapped
// forms of those). Webhooks check twice: on the URL as written (webhook/url.ts) and on every
// address a name resolves to when connecting (guardedLookup); the connection goes to the address
// that was checked, so a name re-pointed after the check (DNS rebinding) cannot reach inside.
import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';

const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  BLOCKED.addSubnet(prefix, bits, 'ipv6');

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) as its IPv4 form; any other address unchanged. */
export function unmapIpv4(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

/** True for an address of this network; `ip` must be an IP literal. */
export function isPrivateAddress(address: string): boolean {
  const ip = unmapIpv4(address);
  const family = net.isIP(ip);
  if (family === 4) return BLOCKED.check(ip, 'ipv4');
  if (family === 6) return BLOCKED.check(ip, 'ipv6');
  return false;
}

export class PrivateAddressError extends Error {
  constructor(host: string, ip: string) {
    super(`${host} resolves to ${ip}, an address of this network: refused`);
  }
}

/** A DNS lookup for http(s).request that refuses names resolving to this network. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const blocked = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (blocked) return callback(new PrivateAddressError(hostname, blocked.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
