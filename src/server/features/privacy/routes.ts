import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/error';
import { privacyClientSchema, privacyErasureSchema, privacyExportSchema } from '../../../shared/schemas/privacy';
import type { StaffOfRequest } from '../../http/staff-session';
import { auditOf } from '../audit';
import type { Privacy } from './service';

const ownerOnly = { ownerOnly: true } as const;

/**
 * /api/admin/privacy, inside the admin API plugin (decision 046): owners only. Answers are
 * no-store like every admin answer (http/no-store.ts).
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: Privacy; staffOf: StaffOfRequest }> = async (
  app,
  { privacy, staffOf },
) => {
  app.get(
    '/privacy/export',
    {
      config: ownerOnly,
      schema: { querystring: privacyClientSchema, response: { 200: privacyExportSchema, 400: errorSchema } },
    },
    async (req) => {
      const user = await staffOf(req);
      if (!user) throw new Error('the admin guard let an anonymous request through');
      return privacy.export(req.query, { id: user.id, email: user.email });
    },
  );
  app.post(
    '/privacy/erase',
    {
      config: ownerOnly,
      schema: { body: privacyClientSchema, response: { 200: privacyErasureSchema, 400: errorSchema } },
    },
    async (req) => privacy.erase(req.body, auditOf(req)),
  );
};
