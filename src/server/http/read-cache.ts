import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCatalogCache, maxAgeOf } from './catalog-cache';

/** The public catalogue reads, and the cancellation policy: the same answer for everyone until the catalogue (or the policy) changes. */
const CACHEABLE = /^\/api\/(performers|service-areas|event-types|cancellation-policy)(\/|\?|$)/;
const KEPT_HEADERS = ['content-type', 'x-total-count'] as const;

type Pending = { key: string; version: number };
/** A serialized answer: its status, the headers worth keeping, and the JSON text as bytes. */
type CachedAnswer = { status: number; headers: Record<string, string>; body: Buffer };
const pendingOf = new WeakMap<FastifyRequest, Pending>();

/**
 * Caches the serialized answers of the public catalogue reads, keyed by business day and URL, and
 * tagged with the catalogue version they were read under (database triggers bump it on every
 * change). Must be installed before compression so it stores the plain JSON text.
 */
export function installReadCache(
  app: FastifyInstance,
  { version, day, now }: { version: () => Promise<number>; day: () => string; now: () => Date },
) {
  const answers = createCatalogCache<CachedAnswer>({
    now: () => now().getTime(),
    maxEntries: 2000,
    maxBytes: 96 * 1024 * 1024,
    sizeOf: (answer) => answer.body.length,
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !CACHEABLE.test(req.url)) return;
    const key = `${day()} ${req.url}`;
    const current = await version();
    const hit = answers.get(key, current);
    if (hit) {
      return reply.code(hit.status).headers(hit.headers).header('x-api-cache', 'hit').send(hit.body);
    }
    pendingOf.set(req, { key, version: current });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const pending = pendingOf.get(req);
    if (!pending || typeof payload !== 'string') return payload;
    if (reply.statusCode !== 200 && reply.statusCode !== 404) return payload;
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    // Kept only if nothing changed while the answer was being read.
    if ((await version()) !== pending.version) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    answers.set(
      pending.key,
      pending.version,
      { status: reply.statusCode, headers, body: Buffer.from(payload) },
      maxAgeOf(req.url),
    );
    return payload;
  });
}
