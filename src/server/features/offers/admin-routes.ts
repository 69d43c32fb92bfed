import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import { auditOf } from '../audit';
import type { OfferDesk } from './staff-actions';

const params = z.object({ id: z.string(), performerId: z.string() });
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The desk's offer actions, inside the admin API plugin (guard and audit trail apply): send an
 * offer again, withdraw it, list alternates, replace a performer (decision 033).
 */
export const adminOfferRoutes: FastifyPluginAsyncZod<{ desk: OfferDesk }> = async (app, { desk }) => {
  app.post(
    '/bookings/:id/offers/:performerId/resend',
    { schema: { params, response: { 201: z.object({ offerId: z.string() }), ...errors } } },
    async (req, reply) => reply.code(201).send(await desk.resend(req.params.id, req.params.performerId, auditOf(req))),
  );
  app.post(
    '/bookings/:id/offers/:performerId/withdraw',
    { schema: { params, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await desk.withdraw(req.params.id, req.params.performerId, auditOf(req));
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/bookings/:id/performers/:performerId/alternates',
    {
      schema: {
        params,
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              rating: z.number().nullable(),
              hourlyRate: z.string().nullable(),
              hasPortal: z.boolean(),
            }),
          ),
          404: errorSchema,
        },
      },
    },
    (req) => desk.alternates(req.params.id, req.params.performerId),
  );
  app.post(
    '/bookings/:id/performers/:performerId/replace',
    {
      schema: {
        params,
        body: z.object({
          performerId: z.string('Choose the performer who steps in').min(1, 'Choose the performer who steps in'),
        }),
        response: { 200: z.object({ bookingId: z.string() }), ...errors },
      },
    },
    (req) => desk.replace(req.params.id, req.params.performerId, req.body.performerId, auditOf(req)),
  );
};
