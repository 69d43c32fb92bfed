import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import {
  assignReceiptInputSchema,
  paymentReceiptSchema,
  unmatchedReceiptsSchema,
} from '../../../shared/schemas/receipts';
import { auditOf } from '../audit';
import { type SessionManager, signedInAccount } from '../auth';
import type { Receipts } from './service';

/**
 * /api/admin/payments/unmatched and /{id}/assign, inside the admin API plugin: any staff member
 * puts a receipt the mailbox could not match on a booking (agents record payments too).
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: Receipts; sessions: SessionManager }> = async (
  app,
  { receipts, sessions },
) => {
  app.get('/payments/unmatched', { schema: { response: { 200: unmatchedReceiptsSchema } } }, async () => ({
    receipts: await receipts.list(),
  }));

  app.post(
    '/payments/unmatched/:id/assign',
    {
      schema: {
        params: z.object({ id: z.string() }),
        body: assignReceiptInputSchema,
        response: { 200: paymentReceiptSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => {
      const user = await signedInAccount(req, sessions);
      return receipts.assign(req.params.id, req.body.bookingId, { id: user.id, label: user.email }, auditOf(req));
    },
  );
};
