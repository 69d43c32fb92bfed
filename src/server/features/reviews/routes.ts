import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  publicReviewListSchema,
  reviewInputSchema,
  reviewModerationSchema,
  reviewPostedSchema,
} from '../../../shared/schemas/review';
import { registerAddressRateLimit } from '../../http/address-rate-limit';
import type { StaffOfRequest } from '../../http/staff-session';
import { auditOf } from '../audit';
import type { Reviews } from './service';

type PublicOptions = {
  reviews: Reviews;
  rateLimit: { max: number; windowMinutes: number };
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

/**
 * The public review calls (decision 040): POST /api/reviews from the review page (limited per
 * address like the other public posts; every try counts, so links cannot be guessed in bulk),
 * and GET /api/performers/{id}/reviews, cached like the other catalogue reads (published reviews
 * sign with a first name and initial only).
 */
export const reviewRoutes: FastifyPluginAsyncZod<PublicOptions> = async (
  app,
  { reviews, rateLimit: limit, rateLimitStore },
) => {
  await registerAddressRateLimit(app, {
    store: rateLimitStore,
    tooMany: (after) => `Too many reviews from your network. Please try again in ${after}.`,
  });
  app.post(
    '/api/reviews',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.windowMinutes * 60_000 } },
      schema: {
        body: reviewInputSchema,
        response: { 201: reviewPostedSchema, 400: errorSchema, 410: errorSchema },
      },
    },
    async (req, reply) => {
      await reviews.submit(req.body);
      req.log.info({ event: 'review.submitted' }, 'a client wrote a review');
      return reply.code(201).send({ state: 'submitted' as const });
    },
  );
  app.get(
    '/api/performers/:id/reviews',
    { schema: { params: z.object({ id: z.string() }), response: { 200: publicReviewListSchema, 404: errorSchema } } },
    (req) => reviews.published(req.params.id),
  );
};

/**
 * /api/admin/reviews, inside the admin API plugin: every member of staff (owners and agents, who
 * handle the bookings) reads and moderates reviews; each decision is audited with the request.
 */
export const adminReviewRoutes: FastifyPluginAsyncZod<{ reviews: Reviews; staffOf: StaffOfRequest }> = async (
  app,
  { reviews, staffOf },
) => {
  app.get(
    '/reviews',
    { schema: { querystring: adminReviewQuerySchema, response: { 200: adminReviewListSchema } } },
    (req) => reviews.list(req.query.state),
  );
  app.put(
    '/reviews/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        body: reviewModerationSchema,
        response: { 200: adminReviewSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => {
      const user = await staffOf(req);
      if (!user) throw new Error('the admin guard let an anonymous request through');
      return reviews.moderate(req.params.id, req.body, { email: user.email }, auditOf(req));
    },
  );
};
