import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { StaffOfRequest } from '../../http/staff-session';
import { listAudit } from './audit';

const entrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

/**
 * GET /api/admin/audit: the latest admin changes, optionally for one entity. Inside the admin API
 * plugin, whose guard has looked up the signed-in account: agents do not read the rows about staff
 * accounts and invitations (docs/product.md, Staff roles).
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database; staffOf: StaffOfRequest }> = async (
  app,
  { db, staffOf },
) => {
  app.get(
    '/audit',
    {
      schema: {
        querystring: z.object({
          entityId: z.string().max(64).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: z.array(entrySchema) },
      },
    },
    async (req) => {
      const ownerView = (await staffOf(req))?.role === 'owner';
      return (await listAudit(db, { ...req.query, ownerView })).map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  );
};
