import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import {
  offerAnswerSchema,
  offerDeclineSchema,
  type PortalBooking,
  portalBookingSchema,
  portalOfferSchema,
} from '../../../shared/schemas/portal';
import { portalPerformerOf } from '../portal';
import type { Offers } from './service';

/** The night of each of her bookings that has one (features/safety), by booking id. */
type Nights = (
  performerId: string,
  bookings: Omit<PortalBooking, 'night'>[],
) => Promise<Map<string, NonNullable<PortalBooking['night']>>>;

const idParams = z.object({ id: z.string() });
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * /api/portal/offers, behind the portal guard: her offers, and her answers. Another performer's
 * offer is a 404 (ids tell nothing); an answer after the deadline or a second one is a 409.
 */
export const portalOfferRoutes: FastifyPluginAsyncZod<{ offers: Offers; nights: Nights }> = async (
  app,
  { offers, nights },
) => {
  app.get('/bookings', { schema: { response: { 200: z.array(portalBookingSchema) } } }, async (req) => {
    const { performerId } = portalPerformerOf(req);
    const list = await offers.bookingsFor(performerId);
    const night = await nights(performerId, list);
    return list.map((b) => ({ ...b, night: night.get(b.id) ?? null }));
  });
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
