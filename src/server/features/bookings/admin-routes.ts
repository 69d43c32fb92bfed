import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingListSchema, adminBookingSchema, statusChangeSchema } from '../../../shared/schemas/admin-booking';
import { errorSchema } from '../../../shared/schemas/error';
import { auditOf } from '../audit';
import { type SessionManager, signedInAccount } from '../auth';
import type { AdminBookingService } from './admin-service';

type Options = { bookings: AdminBookingService; sessions: SessionManager };

const idParams = z.object({ id: z.string() });
const oneBooking = { 200: adminBookingSchema, 404: errorSchema, 409: errorSchema };

/** /api/admin/bookings, inside the admin API plugin (admin-api.ts): its guard has already checked the session. */
export const adminBookingRoutes: FastifyPluginAsyncZod<Options> = async (app, { bookings, sessions }) => {
  const actor = (req: FastifyRequest) => signedInAccount(req, sessions);

  app.get('/bookings', { schema: { response: { 200: adminBookingListSchema } } }, () => bookings.list());

  app.put(
    '/bookings/:id/status',
    { schema: { params: idParams, body: statusChangeSchema, response: oneBooking } },
    async (req) => bookings.setStatus(req.params.id, req.body.status, await actor(req), auditOf(req)),
  );

  app.put('/bookings/:id/confirm-deposit', { schema: { params: idParams, response: oneBooking } }, async (req) =>
    bookings.confirmDeposit(req.params.id, await actor(req), auditOf(req)),
  );

  app.put('/bookings/:id/archive', { schema: { params: idParams, response: oneBooking } }, async (req) =>
    bookings.archive(req.params.id, await actor(req), auditOf(req)),
  );

  app.delete('/bookings/:id', { schema: { params: idParams } }, async (req, reply) => {
    await bookings.remove(req.params.id, auditOf(req));
    req.log.info({ bookingId: req.params.id, by: (await actor(req)).email }, 'booking deleted');
    return reply.code(204).send();
  });
};
