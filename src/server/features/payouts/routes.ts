import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import { earningsSchema, payoutInputSchema, payoutSchema } from '../../../shared/schemas/payouts';
import { auditOf } from '../audit';
import { type SessionManager, signedInAccount } from '../auth';
import { portalPerformerOf } from '../portal';
import type { Payouts } from './service';

const idParams = z.object({ id: z.string() });

/** /api/admin/performers/{id}/payouts, inside the admin API plugin: what she is owed, and paying it. */
export const adminPayoutRoutes: FastifyPluginAsyncZod<{ payouts: Payouts; sessions: SessionManager }> = async (
  app,
  { payouts, sessions },
) => {
  app.get(
    '/performers/:id/payouts',
    { schema: { params: idParams, response: { 200: earningsSchema, 404: errorSchema } } },
    (req) => payouts.earnings(req.params.id),
  );
  app.post(
    '/performers/:id/payouts',
    {
      schema: {
        params: idParams,
        body: payoutInputSchema,
        response: { 201: payoutSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req, reply) => {
      const user = await signedInAccount(req, sessions);
      return reply.code(201).send(await payouts.record(req.params.id, req.body, user, auditOf(req)));
    },
  );
};

/** GET /api/portal/earnings, behind the portal guard: her own shares and payouts, nobody else's. */
export const portalEarningsRoutes: FastifyPluginAsyncZod<{ payouts: Payouts }> = async (app, { payouts }) => {
  app.get('/earnings', { schema: { response: { 200: earningsSchema } } }, (req) =>
    payouts.earnings(portalPerformerOf(req).performerId),
  );
};
