import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import { pushSubscriptionSchema } from '../../../shared/schemas/portal';
import type { Database } from '../../db/client';
import type { AuditChange } from '../audit';
import { type PushOwner, saveSubscription } from './repository';

/** GET /api/push-key: the VAPID public key a browser subscribes with (not a secret). */
export const pushKeyRoute: FastifyPluginAsyncZod<{ publicKey: () => string }> = async (app, { publicKey }) => {
  app.get('/api/push-key', { schema: { response: { 200: z.object({ publicKey: z.string() }) } } }, () => ({
    publicKey: publicKey(),
  }));
};

/**
 * POST /push-subscriptions, registered inside the portal's guarded plugin and the admin API: the
 * signed-in performer's or staff member's browser agrees to notifications (staff opt in this way).
 */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  ownerOf: (req: FastifyRequest) => Promise<PushOwner>;
  /** Records the subscription in the audit log, in its transaction (who turned notifications on). */
  audit: (req: FastifyRequest, tx: Database, change: AuditChange) => Promise<void>;
}> = async (app, { db, ownerOf, audit }) => {
  app.post(
    '/push-subscriptions',
    { schema: { body: pushSubscriptionSchema, response: { 201: z.object({ id: z.string() }), 400: errorSchema } } },
    async (req, reply) => {
      const { endpoint, keys } = req.body;
      const owner = await ownerOf(req);
      const id = await db.transaction(async (tx) => {
        const saved = await saveSubscription(tx, { endpoint, ...keys }, owner);
        // The endpoint is a capability URL: the audit keeps only its host.
        const after = { ...owner, pushService: new URL(endpoint).host };
        await audit(req, tx, { entityType: 'push_subscriptions', entityId: saved, before: null, after });
        return saved;
      });
      return reply.code(201).send({ id });
    },
  );
};
