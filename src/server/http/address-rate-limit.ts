import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Per-client-address limits for the routes of one plugin that opt in with `config.rateLimit`,
 * answering 429 in the error shape. The counts live in this process's memory by default, or in
 * the database when a shared store is given (PostgreSQL, decision 014).
 */
export async function registerAddressRateLimit(
  app: FastifyInstance,
  { store, tooMany }: { store?: FastifyRateLimitStoreCtor; tooMany: (after: string) => string },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: tooMany(context.after),
    }),
  });
}
