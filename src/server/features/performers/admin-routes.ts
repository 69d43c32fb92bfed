import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import { performerListSchema, performerSchema } from '../../../shared/schemas/performer';
import { performerInputSchema } from '../../../shared/schemas/performer-input';
import type { AdminPerformerService } from './admin-service';

const idParams = z.object({ id: z.string() });
const errors = { 400: errorSchema, 404: errorSchema };

/** /api/admin/performers: the admin guard (features/auth/guard.ts) has already checked the session. */
export const adminPerformerRoutes: FastifyPluginAsyncZod<{ performers: AdminPerformerService }> = async (
  app,
  { performers },
) => {
  app.get('/api/admin/performers', { schema: { response: { 200: performerListSchema } } }, () => performers.list());

  app.post(
    '/api/admin/performers',
    { schema: { body: performerInputSchema, response: { 201: performerSchema, ...errors } } },
    async (req, reply) => {
      const created = await performers.create(req.body);
      req.log.info({ performerId: created.id, slug: created.slug }, 'performer created');
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/admin/performers/:id',
    { schema: { params: idParams, body: performerInputSchema, response: { 200: performerSchema, ...errors } } },
    (req) => performers.update(req.params.id, req.body),
  );

  app.patch(
    '/api/admin/performers/:id/featured',
    {
      schema: {
        params: idParams,
        response: { 200: z.object({ id: z.string(), name: z.string(), featured: z.boolean() }), 404: errorSchema },
      },
    },
    (req) => performers.toggleFeatured(req.params.id),
  );

  app.patch(
    '/api/admin/performers/:id/hide',
    {
      schema: {
        params: idParams,
        response: { 200: z.object({ id: z.string(), name: z.string(), isActive: z.boolean() }), 404: errorSchema },
      },
    },
    (req) => performers.hide(req.params.id),
  );

  app.delete('/api/admin/performers/:id', { schema: { params: idParams } }, async (req, reply) => {
    await performers.remove(req.params.id);
    req.log.info({ performerId: req.params.id }, 'performer deleted');
    return reply.code(204).send();
  });
};
