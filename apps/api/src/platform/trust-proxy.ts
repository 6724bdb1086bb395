import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Issue 9: which hops in front of the server may name the client's address (X-Forwarded-For). A hop
 * count, or a comma-separated list of proxy addresses, CIDR ranges or proxy-addr's named ranges.
 * `true` is refused on purpose: trusting every hop lets any client choose its own IP and with it its
 * rate-limit counter.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z.string().transform((value, ctx): TrustProxy => {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops <= 32) return hops === 0 ? false : hops;
  } else {
    const entries = trimmed
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  }
  ctx.addIssue({
    code: 'custom',
    message:
      'must be a hop count (0-32) or a comma-separated list of proxy IPs or CIDR ranges ' +
      '(or loopback, linklocal, uniquelocal); "true" is not accepted, it would trust any client',
  });
  return z.NEVER;
});

/**
 * Fastify's option for it. Fastify 5 refuses to trust a bare hop count (it cannot check the peer), so
 * a count becomes the function proxy-addr calls per hop: the nearest `hops` addresses are proxies.
 * Only safe when the server is reachable through the load balancer alone; a CIDR list is stricter.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
