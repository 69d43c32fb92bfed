import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  doNotBookEntrySchema,
  doNotBookInputSchema,
  doNotBookListSchema,
  doNotBookProposalListSchema,
  proposalAcceptSchema,
} from '../../../shared/schemas/do-not-book';
import { errorSchema } from '../../../shared/schemas/error';
import { clientRatingAnswerSchema, clientRatingInputSchema } from '../../../shared/schemas/portal';
import type { StaffOfRequest } from '../../http/staff-session';
import { auditOf } from '../audit';
import { portalPerformerOf } from '../portal';
import type { ClientRatings } from './ratings';
import type { DoNotBook, Staff } from './service';

const idParams = z.object({ id: z.string() });
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };
const ownerOnly = { ownerOnly: true } as const;

/**
 * /api/admin/do-not-book, inside the admin API plugin (decision 037): every staff member reads and
 * adds; owners delete entries and decide the performers' proposals. Reads are audited here, changes
 * through the request's audit.
 */
export const doNotBookRoutes: FastifyPluginAsyncZod<{ doNotBook: DoNotBook; staffOf: StaffOfRequest }> = async (
  app,
  { doNotBook, staffOf },
) => {
  const staff = async (req: Parameters<StaffOfRequest>[0]): Promise<Staff> => {
    const user = await staffOf(req);
    if (!user) throw new Error('the admin guard let an anonymous request through');
    return { id: user.id, email: user.email };
  };

  app.get('/do-not-book', { schema: { response: { 200: doNotBookListSchema } } }, async (req) =>
    doNotBook.list(await staff(req)),
  );
  app.post(
    '/do-not-book',
    { schema: { body: doNotBookInputSchema, response: { 201: doNotBookEntrySchema, ...errors } } },
    async (req, reply) => reply.code(201).send(await doNotBook.add(req.body, await staff(req), auditOf(req))),
  );
  app.delete(
    '/do-not-book/:id',
    { config: ownerOnly, schema: { params: idParams, response: { 204: z.null(), 404: errorSchema } } },
    async (req, reply) => {
      await doNotBook.remove(req.params.id, auditOf(req));
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/do-not-book/proposals',
    { config: ownerOnly, schema: { response: { 200: doNotBookProposalListSchema } } },
    async (req) => doNotBook.proposals(await staff(req)),
  );
  app.post(
    '/do-not-book/proposals/:id/accept',
    {
      config: ownerOnly,
      schema: { params: idParams, body: proposalAcceptSchema, response: { 201: doNotBookListSchema, ...errors } },
    },
    async (req, reply) =>
      reply.code(201).send(await doNotBook.accept(req.params.id, req.body, await staff(req), auditOf(req))),
  );
  app.post(
    '/do-not-book/proposals/:id/dismiss',
    { config: ownerOnly, schema: { params: idParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await doNotBook.dismiss(req.params.id, await staff(req), auditOf(req));
      return reply.code(204).send(null);
    },
  );
};

/** POST /api/portal/bookings/{bookingId}/client-rating, behind the portal guard: 404 for a booking not hers. */
export const clientRatingRoutes: FastifyPluginAsyncZod<{ ratings: ClientRatings }> = async (app, { ratings }) => {
  app.post(
    '/bookings/:bookingId/client-rating',
    {
      schema: {
        params: z.object({ bookingId: z.string() }),
        body: clientRatingInputSchema,
        response: { 201: clientRatingAnswerSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await ratings.rateClient(portalPerformerOf(req).performerId, req.params.bookingId, req.body)),
  );
};
