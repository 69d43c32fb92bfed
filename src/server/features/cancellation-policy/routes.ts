import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CancellationPolicy,
  type CancellationPolicyAnswer,
  cancellationPolicySchema,
  policyText,
  policyUpdateSchema,
} from '../../../shared/cancellation-policy';
import { errorSchema } from '../../../shared/schemas/error';
import { bumpCatalogVersion } from '../../db/catalog-version';
import type { Database } from '../../db/client';
import type { StaffOfRequest } from '../../http/staff-session';
import { auditOf } from '../audit';
import { insertPolicy, loadPolicyInForce } from './repository';

const answer = (policy: CancellationPolicy): CancellationPolicyAnswer => ({
  version: policy.version,
  tiers: policy.tiers,
  text: { en: policyText(policy, 'en'), es: policyText(policy, 'es') },
});

/**
 * GET /api/cancellation-policy: the policy in force and its words, for the wizard and the terms
 * page. No personal data: kept by the public read cache like the catalogue (http/read-cache.ts),
 * which a new policy empties (it bumps the catalogue version).
 */
export const cancellationPolicyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/cancellation-policy', { schema: { response: { 200: cancellationPolicySchema } } }, async () =>
    answer(await loadPolicyInForce(db)),
  );
};

/** PUT /api/admin/cancellation-policy, inside the admin API plugin: owners only, audited. */
export const adminCancellationPolicyRoutes: FastifyPluginAsyncZod<{ db: Database; staffOf: StaffOfRequest }> = async (
  app,
  { db, staffOf },
) => {
  app.put(
    '/cancellation-policy',
    {
      config: { ownerOnly: true },
      schema: { body: policyUpdateSchema, response: { 200: cancellationPolicySchema, 400: errorSchema } },
    },
    async (req) => {
      const owner = await staffOf(req);
      if (!owner) throw new Error('the admin guard let an anonymous request through');
      const policy = await db.transaction(async (tx) => {
        const before = await loadPolicyInForce(tx);
        const stored = await insertPolicy(tx, req.body.tiers, owner.email);
        // The terms page, the wizard and their cached copies show the policy in force.
        await bumpCatalogVersion(tx);
        await auditOf(req).record(tx, {
          entityType: 'cancellation_policies',
          entityId: String(stored.version),
          before,
          after: stored,
        });
        return stored;
      });
      req.log.info({ event: 'cancellation-policy.changed', version: policy.version }, 'cancellation policy changed');
      return answer(policy);
    },
  );
};
