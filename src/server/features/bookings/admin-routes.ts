import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingListSchema, adminBookingSchema, statusChangeSchema } from '../../../shared/schemas/admin-booking';
import { errorSchema } from '../../../shared/schemas/error';
import { auditOf } from '../audit/trail';
import { signedInAccount } from '../auth/guard';
import type { SessionManager } from '../auth/sessions';
import type { AdminBookingService } from './admin-service';

type Options = { bookings: AdminBookingService; sessions: SessionManager };

const idParams = z.object({ id: z.string() });
const oneBooking = { 200: adminBookingSchema, 404: errorSchema, 409: errorSchema };

/** /api/admin/bookings: the admin guard (features/auth/guard.ts) has already checked the session. */
export const adminBookingRoutes: FastifyPluginAsyncZod<Options> = async (app, { bookings, sessions }) => {
  const actor = (req: FastifyRequest) => signedInAccount(req, sessions);

  app.get('/api/admin/bookings', { schema: { response: { 200: adminBookingListSchema } } }, () => bookings.list());

  app.put(
    '/api/admin/bookings/:id/status',
    { schema: { params: idParams, body: statusChangeSchema, response: oneBooking } },
    async (req) => bookings.setStatus(req.params.id, req.body.status, await actor(req), auditOf(req)),
  );

  app.put(
    '/api/admin/bookings/:id/confirm-deposit',
    { schema: { params: idParams, response: oneBooking } },
    async (req) => bookings.confirmDeposit(req.params.id, await actor(req), auditOf(req)),
  );

  app.put('/api/admin/bookings/:id/archive', { schema: { params: idParams, response: oneBooking } }, async (req) =>
    bookings.archive(req.params.id, await actor(req), auditOf(req)),
  );

  app.delete('/api/admin/bookings/:id', { schema: { params: idParams } }, async (req, reply) => {
    await bookings.remove(req.params.id, auditOf(req));
    req.log.info({ bookingId: req.params.id, by: (await actor(req)).email }, 'booking deleted');
    return reply.code(204).send();
  });
};
