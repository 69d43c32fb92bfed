import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCents } from '../../../shared/ledger';
import { errorSchema } from '../../../shared/schemas/error';
import {
  ledgerChangeSchema,
  ledgerSchema,
  paymentInputSchema,
  portalBalanceSchema,
  refundsDueSchema,
  reverseInputSchema,
} from '../../../shared/schemas/ledger';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { type AuditChange, auditOf, recordAudit } from '../audit';
import { type SessionManager, signedInAccount } from '../auth';
import { portalPerformerOf } from '../portal';
import { refundsDue } from './cancellation';
import type { LedgerService } from './service';

const idParams = z.object({ id: z.string() });
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * /api/admin/bookings/{id}/ledger, /payments and /api/admin/payments/{entryId}/reverse, inside the
 * admin API plugin: any staff member records money (agents too); reports on money are for owners.
 */
export const ledgerRoutes: FastifyPluginAsyncZod<{
  ledger: LedgerService;
  sessions: SessionManager;
  db: Database;
}> = async (app, { ledger, sessions, db }) => {
  const recorder = async (req: FastifyRequest) => {
    const user = await signedInAccount(req, sessions);
    return { id: user.id, label: user.email };
  };

  app.get(
    '/bookings/:id/ledger',
    { schema: { params: idParams, response: { 200: ledgerSchema, 404: errorSchema } } },
    (req) => ledger.read(req.params.id),
  );

  app.post(
    '/bookings/:id/payments',
    { schema: { params: idParams, body: paymentInputSchema, response: { 201: ledgerChangeSchema, ...errors } } },
    async (req, reply) =>
      reply.code(201).send(await ledger.record(req.params.id, req.body, await recorder(req), auditOf(req))),
  );

  app.get('/payments/refunds-due', { schema: { response: { 200: refundsDueSchema } } }, () => refundsDue(db));

  app.post(
    '/payments/:id/reverse',
    { schema: { params: idParams, body: reverseInputSchema, response: { 201: ledgerChangeSchema, ...errors } } },
    async (req, reply) =>
      reply.code(201).send(await ledger.reverse(req.params.id, req.body.reason, await recorder(req), auditOf(req))),
  );
};

const HOUR = 3_600_000;
/** She records the balance from 2 hours before the start until 3 days after the end. */
const BALANCE_WINDOW = { beforeMs: 2 * HOUR, afterMs: 72 * HOUR };

/**
 * POST /api/portal/bookings/{id}/balance, behind the portal guard: the balance she collected at
 * the event, in the ledger under her name. Only a confirmed booking she is on, around its night,
 * and no more than is due; another performer's booking is a 404.
 */
export const portalBalanceRoutes: FastifyPluginAsyncZod<{
  ledger: LedgerService;
  now: () => Date;
  /** The booking's start and end when she is on it, else null. */
  herBooking: (performerId: string, bookingId: string) => Promise<{ status: string; start: Date; end: Date } | null>;
}> = async (app, { ledger, now, herBooking }) => {
  app.post(
    '/bookings/:id/balance',
    {
      schema: {
        params: idParams,
        body: portalBalanceSchema,
        response: { 201: z.object({ paid: z.number(), due: z.number() }), ...errors },
      },
    },
    async (req, reply) => {
      const { performerId } = portalPerformerOf(req);
      const booking = isUuid(req.params.id) ? await herBooking(performerId, req.params.id) : null;
      if (!booking) throw notFound('Booking not found');
      const at = now().getTime();
      if (booking.status !== 'confirmed')
        throw new HttpError(409, 'Only a confirmed booking takes a balance.', 'LEDGER_REFUSED');
      if (at < booking.start.getTime() - BALANCE_WINDOW.beforeMs || at > booking.end.getTime() + BALANCE_WINDOW.afterMs)
        throw new HttpError(409, 'The balance is recorded on the night of the booking.', 'LEDGER_REFUSED');
      const { totals } = await ledger.read(req.params.id);
      if (toCents(req.body.amount) > toCents(totals.due))
        throw new HttpError(409, `Only $${totals.due.toFixed(2)} is due.`, 'LEDGER_REFUSED');
      const label = `performer:${performerId}`;
      const audit = {
        record: (tx: Database, change: AuditChange) =>
          recordAudit(tx, {
            actor: { id: null, email: label },
            action: 'POST /api/portal/bookings/:id/balance',
            ...change,
          }),
      };
      const done = await ledger.record(req.params.id, { kind: 'balance', ...req.body }, { id: null, label }, audit);
      return reply.code(201).send({ paid: done.totals.paid, due: done.totals.due });
    },
  );
};
