import type { IncomingHttpHeaders } from 'node:http';

/**
 * The headers through which a proxy tells the app who the client is. Whatever a client sent in
 * them is dropped: the API processes believe them (TRUST_PROXY=loopback), so one kept or appended
 * to would let any client pick its own address and escape the per-address limits (sign-in
 * throttling, sign-ups, page visits).
 */
const FORWARDING = /^(x-forwarded-.+|forwarded|x-real-ip)$/;

/**
 * Rewrites `headers` in place for the hop to an API process: X-Forwarded-For is the address the
 * connection came from, never appended to, and X-Forwarded-Proto the protocol the proxy was
 * reached by. The Host header is left as the client sent it: the app compares a write's Origin
 * with the address the request was sent to.
 */
export function forwardFrom(headers: IncomingHttpHeaders, clientAddress: string, protocol: 'http' | 'https'): void {
  for (const name of Object.keys(headers)) if (FORWARDING.test(name)) delete headers[name];
  headers['x-forwarded-for'] = clientAddress;
  headers['x-forwarded-proto'] = protocol;
}
