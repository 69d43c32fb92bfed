import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingLookupAnswerSchema, bookingLookupSchema, LOOKUP_ANSWER } from '../../../shared/schemas/booking';
import { errorSchema } from '../../../shared/schemas/error';
import { adminMessageListSchema, adminMessageSchema, messageListQuerySchema } from '../../../shared/schemas/message';
import { registerAddressRateLimit } from '../../http/address-rate-limit';
import { auditOf } from '../audit';
import { type SessionManager, signedInAccount } from '../auth';
import { forViewer, type Messaging } from './service';

/** GET /api/admin/messages and POST /api/admin/messages/{id}/retry, inside the admin API plugin (admin-api.ts). */
export const adminMessageRoutes: FastifyPluginAsyncZod<{ messaging: Messaging; sessions: SessionManager }> = async (
  app,
  { messaging, sessions },
) => {
  app.get(
    '/messages',
    { schema: { querystring: messageListQuerySchema, response: { 200: adminMessageListSchema } } },
    async (req) => {
      const viewer = await signedInAccount(req, sessions);
      return (await messaging.list(req.query)).map((m) => forViewer(m, viewer));
    },
  );
  app.post(
    '/messages/:id/retry',
    {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: adminMessageSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => forViewer(await messaging.retry(req.params.id, auditOf(req)), await signedInAccount(req, sessions)),
  );
};

type LookupOptions = {
  messaging: Messaging;
  rateLimit: { max: number; windowMinutes: number };
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

/**
 * POST /api/bookings/lookup ("Find my booking"): always 202 with the same words, matched or not,
 * so it cannot tell anyone which bookings exist; limited per address like booking requests.
 */
export const bookingLookupRoutes: FastifyPluginAsyncZod<LookupOptions> = async (
  app,
  { messaging, rateLimit: limit, rateLimitStore },
) => {
  await registerAddressRateLimit(app, {
    store: rateLimitStore,
    tooMany: (after) => `Too many look-ups from your network. Please try again in ${after}, or call us.`,
  });
  app.post(
    '/api/bookings/lookup',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.windowMinutes * 60_000 } },
      schema: { body: bookingLookupSchema, response: { 202: bookingLookupAnswerSchema, 400: errorSchema } },
    },
    async (req, reply) => {
      await messaging.lookup(req.body.email, req.body.reference);
      return reply.code(202).send({ message: LOOKUP_ANSWER });
    },
  );
};
