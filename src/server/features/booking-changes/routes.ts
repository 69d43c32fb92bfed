import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminBooking } from '../../../shared/schemas/admin-booking';
import { adminBookingSchema, bookingChangeSchema } from '../../../shared/schemas/admin-booking';
import { errorSchema } from '../../../shared/schemas/error';
import { auditOf } from '../audit';
import { type SessionManager, signedInAccount } from '../auth';
import type { BookingChanges } from './service';

/** PATCH /api/admin/bookings/{id}, inside the admin API plugin: the booking as it stands after the change. */
export const bookingChangeRoutes: FastifyPluginAsyncZod<{
  changes: BookingChanges;
  sessions: SessionManager;
  load: (id: string) => Promise<AdminBooking>;
}> = async (app, { changes, sessions, load }) => {
  app.patch(
    '/bookings/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        body: bookingChangeSchema,
        response: { 200: adminBookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => {
      const user = await signedInAccount(req, sessions);
      await changes.change(req.params.id, req.body, user, auditOf(req));
      return load(req.params.id);
    },
  );
};
