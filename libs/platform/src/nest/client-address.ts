import { isIPv4, isIPv6, SocketAddress } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** How many leading bits of an IPv6 address name one client: a /64 is one customer's line or one host's subnet. */
const IPV6_CLIENT_PREFIX_GROUPS = 4;
const IPV4_MAPPED = '::ffff:';

/**
 * The client's address as the per-address limits and the sign-in throttle key it (Fastify resolves
 * proxies per TRUST_PROXY): see {@link addressBlockOf}. Logs and anything shown keep `request.ip`.
 */
export const clientAddress = (request: FastifyRequest): string => addressBlockOf(request.ip);

/**
 * The block of addresses one client controls: an IPv4 address as it is; an IPv6 address as its
 * /64 in canonical form (`2001:db8:1:2::/64`), since a provider hands each customer at least a /64
 * and any host can pick a new address inside it at will; an IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, a dual-stack socket's view of an IPv4 client) as its IPv4 address. A zone id
 * (`fe80::1%eth0`) is dropped. Anything else (a proxy that sent no address) is kept as it is.
 */
export function addressBlockOf(address: string): string {
  if (!isIPv6(address)) return address;
  // Node's parser (libuv's): validates, lower-cases, compresses the longest run of zeros and drops the zone id.
  const canonical = canonicalIPv6(address);
  const mapped = canonical.startsWith(IPV4_MAPPED) ? canonical.slice(IPV4_MAPPED.length) : '';
  if (isIPv4(mapped)) return mapped;
  const prefix = groupsOf(canonical).slice(0, IPV6_CLIENT_PREFIX_GROUPS).join(':');
  return `${canonicalIPv6(`${prefix}::`)}/${IPV6_CLIENT_PREFIX_GROUPS * 16}`;
}

const canonicalIPv6 = (address: string): string => new SocketAddress({ address, family: 'ipv6' }).address;

/** The eight 16-bit groups of a canonical IPv6 address (`::` expanded, a trailing dotted IPv4 part as its two groups). */
function groupsOf(canonical: string): string[] {
  const partsOf = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((part) => {
          if (!isIPv4(part)) return [part];
          const [a, b, c, d] = part.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [head, tail] = canonical.split('::');
  if (tail === undefined) return partsOf(head);
  const [before, after] = [partsOf(head), partsOf(tail)];
  return [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
}
