import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * What a per-address limit counts (decision 073). An IPv4 client is its address. An IPv6 client
 * is its /64: one subscriber is given a whole /64 (often far more), and every address in it is
 * theirs to send from, so a limit per full IPv6 address would be 2^64 limits for one person. An
 * IPv4-mapped IPv6 address (::ffff:203.0.113.5, what a dual-stack socket reports for an IPv4
 * client) is that IPv4 address. Anything else (no address, a unix socket) is kept as it is.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return '';
  if (isIPv4(ip)) return ip;
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (!groups) return ip;
  // ::ffff:a.b.c.d: the first 80 bits zero, then 0xffff.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The limit key of a request's client: its address or, for IPv6, its /64. */
export const clientAddress = (request: Pick<FastifyRequest, 'ip'>): string => addressKey(request.ip);

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
export function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length) return null;
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}
