import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingConfirmationSchema, bookingRequestSchema } from '../../../shared/schemas/booking';
import { errorSchema } from '../../../shared/schemas/error';
import { registerAddressRateLimit } from '../../http/address-rate-limit';
import type { BookingService } from './service';

type Options = {
  bookings: BookingService;
  rateLimit: { max: number; windowMinutes: number };
  /** Where the per-address counts live: this process's memory by default, or shared (PostgreSQL). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

export const bookingRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { bookings, rateLimit: limit, rateLimitStore },
) => {
  await registerAddressRateLimit(app, {
    store: rateLimitStore,
    tooMany: (after) => `Too many booking requests from your network. Please try again in ${after}, or call us.`,
  });
  // Only accepted requests use up an address's allowance: counting refused ones (400) locked out
  // a visitor who had mistyped a few times. The hit is counted after every check and before the
  // booking is stored, in one atomic increment (shared by all instances on PostgreSQL, decision
  // 014), so concurrent requests still never get past the limit. Refused requests store nothing.
  const countAccepted = app.rateLimit({ max: limit.max, timeWindow: limit.windowMinutes * 60_000 });

  app.post(
    '/api/bookings',
    {
      schema: {
        body: bookingRequestSchema,
        // A dropped honeypot request answers only an id.
        response: { 201: z.union([bookingConfirmationSchema, z.object({ id: z.string() })]), 400: errorSchema },
      },
    },
    async (req, reply) => {
      const result = await bookings.create(req.body, () => countAccepted.call(app, req, reply));
      if (!result.stored) {
        req.log.info('booking honeypot filled: request dropped');
        return reply.code(201).send({ id: result.id });
      }
      req.log.info({ bookingId: result.booking.id }, 'booking request stored');
      return reply.code(201).send(result.booking);
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: bookingConfirmationSchema, 404: errorSchema } },
    },
    (req) => bookings.confirmation(req.params.id),
  );
};
