import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalInvitationSchema } from '../../../shared/schemas/admin-performer';
import { errorSchema } from '../../../shared/schemas/error';
import { auditOf } from '../audit';
import type { PortalAccess } from './access';

const idParams = z.object({ id: z.string() });

/**
 * /api/admin/performers/{id}/invitation and …/portal-access, inside the admin API plugin (its guard
 * and audit trail apply): staff invite a performer to the portal, or end her access at once.
 */
export const adminPortalRoutes: FastifyPluginAsyncZod<{
  access: PortalAccess;
  staffId: (req: Parameters<typeof auditOf>[0]) => Promise<string | null>;
}> = async (app, { access, staffId }) => {
  app.post(
    '/performers/:id/invitation',
    {
      schema: {
        params: idParams,
        response: { 201: portalInvitationSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req, reply) => {
      const invited = await access.invite(req.params.id, { id: await staffId(req) }, auditOf(req));
      return reply.code(201).send(invited);
    },
  );

  app.delete(
    '/performers/:id/portal-access',
    { schema: { params: idParams, response: { 204: z.null(), 404: errorSchema } } },
    async (req, reply) => {
      await access.endAccess(req.params.id, auditOf(req));
      return reply.code(204).send(null);
    },
  );
};
