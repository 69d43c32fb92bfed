import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/error';
import { reportQuerySchema, reportSchema } from '../../../shared/schemas/report';
import type { Database } from '../../db/client';
import { buildReport } from './repository';

/** /api/admin/reports, inside the admin API plugin (admin-api.ts): the dashboard's figures for a period. */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/reports',
    { schema: { querystring: reportQuerySchema, response: { 200: reportSchema, 400: errorSchema } } },
    (req) => buildReport(db, req.query.from, req.query.to),
  );
};
