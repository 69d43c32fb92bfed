import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import {
  offerAnswerSchema,
  offerDeclineSchema,
  portalBookingSchema,
  portalOfferSchema,
} from '../../../shared/schemas/portal';
import { portalPerformerOf } from '../portal';
import type { Offers } from './service';

const idParams = z.object({ id: z.string() });
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * /api/portal/offers, behind the portal guard: her offers, and her answers. Another performer's
 * offer is a 404 (ids tell nothing); an answer after the deadline or a second one is a 409.
 */
export const portalOfferRoutes: FastifyPluginAsyncZod<{ offers: Offers }> = async (app, { offers }) => {
  app.get('/bookings', { schema: { response: { 200: z.array(portalBookingSchema) } } }, (req) =>
    offers.bookingsFor(portalPerformerOf(req).performerId),
  );
  app.get('/offers', { schema: { response: { 200: z.array(portalOfferSchema) } } }, (req) =>
    offers.listFor(portalPerformerOf(req).performerId),
  );
  app.post(
    '/offers/:id/accept',
    { schema: { params: idParams, response: { 200: offerAnswerSchema, ...errors } } },
    (req) => offers.accept(portalPerformerOf(req).performerId, req.params.id),
  );
  app.post(
    '/offers/:id/decline',
    {
      schema: {
        params: idParams,
        body: offerDeclineSchema.optional(),
        response: { 200: offerAnswerSchema, ...errors },
      },
    },
    (req) => offers.decline(portalPerformerOf(req).performerId, req.params.id, req.body?.reason ?? null),
  );
};
