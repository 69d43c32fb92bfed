import { isIPv6 } from 'node:net';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** The eight 16-bit groups of an IPv6 address ('::' expanded, a trailing IPv4 part folded in, any zone dropped). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return groups.map((g) => Number.parseInt(g, 16));
}

/**
 * The key every per-address limit counts a client under. An IPv6 client is its /64: one home or
 * one phone gets a whole /64 and can pick any address in it, so counting single addresses would
 * give it 2^64 fresh starts. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const prefix = ipv6Groups(ip)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/**
 * Per-client-address limits for the routes of one plugin that opt in with `config.rateLimit`,
 * answering 429 in the error shape. Clients are counted by `addressKey` (an IPv6 /64 as one). The
 * counts live in this process's memory by default, or in the database when a shared store is
 * given (PostgreSQL, decision 014).
 */
export async function registerAddressRateLimit(
  app: FastifyInstance,
  { store, tooMany }: { store?: FastifyRateLimitStoreCtor; tooMany: (after: string) => string },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (req) => addressKey(req.ip),
    ...(store ? { store } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: tooMany(context.after),
    }),
  });
}
