// Whom a per-address limit counts (the rate limits, the log-in lock-out): an IPv4 address as it is, an IPv6 address
// by its /64. A home line or a phone is given a whole /64 and may use any address in it, so counting IPv6 addresses
// one by one would give every client 2^64 allowances.
import { isIPv4, isIPv6 } from 'node:net';

/** The key a client's address counts under: '203.0.113.7', or '2001:db8:1:2::/64' for any address in that /64. */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, ''); // an IPv6 zone ('fe80::1%eth0') names our interface, not the client
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  // '::ffff:203.0.113.7': an IPv4 client on a dual-stack socket is that one IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ('::' expanded, a trailing dotted IPv4 part read as two groups). */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const parts =
    tail === undefined ? before : [...before, ...Array(8 - before.length - after.length).fill('0'), ...after];
  return parts.map((p) => Number.parseInt(p, 16));
}

/**
 * What to warn of at start: TRUST_PROXY=true believes the whole X-Forwarded-For chain, so the address it takes is its
 * first entry, which the client writes itself. Anyone may then pick an address per request and walk around every
 * per-address limit. A hop count (or the proxies' addresses) takes the one the nearest proxy saw instead.
 */
export function trustProxyWarning(config: { env: string; trustProxy: unknown }): string | null {
  if (config.env !== 'production' || config.trustProxy !== true) return null;
  return (
    'TRUST_PROXY=true takes the client address from the first X-Forwarded-For entry, which the client chooses: ' +
    'anyone can walk around every per-address limit. Set TRUST_PROXY to the number of proxies in front of the shop ' +
    '(1 behind one load balancer) or to their addresses.'
  );
}
