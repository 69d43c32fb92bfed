import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import { performerListSchema, performerQuerySchema, performerSchema } from '../../../shared/schemas/performer';
import type { PerformerService } from './service';

const notFoundResponse = { 404: errorSchema };

export const performerRoutes: FastifyPluginAsyncZod<{ performers: PerformerService }> = async (app, { performers }) => {
  app.get(
    '/api/performers',
    { schema: { querystring: performerQuerySchema, response: { 200: performerListSchema } } },
    async (req, reply) => {
      const page = await performers.list(req.query);
      reply.header('x-total-count', String(page.total));
      return page.performers;
    },
  );

  app.get('/api/performers/featured', { schema: { response: { 200: performerListSchema } } }, () =>
    performers.featured(),
  );

  app.get(
    '/api/performers/by-slug/:slug',
    { schema: { params: z.object({ slug: z.string() }), response: { 200: performerSchema, ...notFoundResponse } } },
    (req) => performers.bySlug(req.params.slug),
  );

  app.get(
    '/api/performers/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: performerSchema, ...notFoundResponse } } },
    (req) => performers.byId(req.params.id),
  );
};
