import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import {
  ledgerChangeSchema,
  ledgerSchema,
  paymentInputSchema,
  reverseInputSchema,
} from '../../../shared/schemas/ledger';
import { auditOf } from '../audit';
import { type SessionManager, signedInAccount } from '../auth';
import type { LedgerService } from './service';

const idParams = z.object({ id: z.string() });
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * /api/admin/bookings/{id}/ledger, /payments and /api/admin/payments/{entryId}/reverse, inside the
 * admin API plugin: any staff member records money (agents too); reports on money are for owners.
 */
export const ledgerRoutes: FastifyPluginAsyncZod<{ ledger: LedgerService; sessions: SessionManager }> = async (
  app,
  { ledger, sessions },
) => {
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

  app.post(
    '/payments/:id/reverse',
    { schema: { params: idParams, body: reverseInputSchema, response: { 201: ledgerChangeSchema, ...errors } } },
    async (req, reply) =>
      reply.code(201).send(await ledger.reverse(req.params.id, req.body.reason, await recorder(req), auditOf(req))),
  );
};
