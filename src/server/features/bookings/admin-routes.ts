import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBookingCountsSchema,
  adminBookingListSchema,
  adminBookingQuerySchema,
  adminBookingSchema,
  bookingExportQuerySchema,
  bookingNoteInputSchema,
  bookingNoteSchema,
  statusAnswerSchema,
  statusChangeSchema,
} from '../../../shared/schemas/admin-booking';
import { errorSchema } from '../../../shared/schemas/error';
import { confirmDepositInputSchema } from '../../../shared/schemas/ledger';
import { auditOf } from '../audit';
import { type SessionManager, signedInAccount } from '../auth';
import type { AdminBookingService } from './admin-service';
import { bookingsCsv } from './export';

type Options = { bookings: AdminBookingService; sessions: SessionManager };

const idParams = z.object({ id: z.string() });
const oneBooking = { 200: adminBookingSchema, 404: errorSchema, 409: errorSchema };

/** /api/admin/bookings, inside the admin API plugin (admin-api.ts): its guard has already checked the session. */
export const adminBookingRoutes: FastifyPluginAsyncZod<Options> = async (app, { bookings, sessions }) => {
  const actor = (req: FastifyRequest) => signedInAccount(req, sessions);

  // Still the spec's array; X-Total-Count says how many match when `limit` cuts the page.
  app.get(
    '/bookings',
    { schema: { querystring: adminBookingQuerySchema, response: { 200: adminBookingListSchema } } },
    async (req, reply) => {
      const page = await bookings.list(req.query);
      reply.header('x-total-count', String(page.total));
      return page.bookings;
    },
  );

  app.get('/bookings.csv', { schema: { querystring: bookingExportQuerySchema } }, async (req, reply) => {
    const { from, to } = req.query;
    const rows = await bookings.export({ from, to });
    req.log.info({ from, to, rows: rows.length, by: (await actor(req)).email }, 'bookings exported');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="bookings-${from}-to-${to}.csv"`)
      .send(bookingsCsv(rows));
  });

  app.get(
    '/bookings/counts',
    { schema: { querystring: adminBookingQuerySchema, response: { 200: adminBookingCountsSchema } } },
    (req) => bookings.counts(req.query),
  );

  app.get(
    '/bookings/:id',
    { schema: { params: idParams, response: { 200: adminBookingSchema, 404: errorSchema } } },
    (req) => bookings.get(req.params.id),
  );

  app.post(
    '/bookings/:id/notes',
    {
      schema: {
        params: idParams,
        body: bookingNoteInputSchema,
        response: { 201: bookingNoteSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const note = await bookings.addNote(req.params.id, req.body.text, await actor(req), auditOf(req));
      return reply.code(201).send(note);
    },
  );

  app.put(
    '/bookings/:id/status',
    {
      schema: {
        params: idParams,
        body: statusChangeSchema,
        response: { 200: statusAnswerSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => {
      const { status, cancelledBy, reason } = req.body;
      return bookings.setStatus(req.params.id, status, await actor(req), auditOf(req), { cancelledBy, reason });
    },
  );

  app.put(
    '/bookings/:id/confirm-deposit',
    { schema: { params: idParams, body: confirmDepositInputSchema, response: { ...oneBooking, 400: errorSchema } } },
    async (req) => bookings.confirmDeposit(req.params.id, req.body, await actor(req), auditOf(req)),
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
