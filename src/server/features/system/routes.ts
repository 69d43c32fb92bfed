import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemStatusSchema } from '../../../shared/schemas/system';
import { type SystemDeps, systemStatus } from './service';

/** GET /api/admin/system, inside the admin API (admin-api.ts): owners only; no-store like all of /api/admin. */
export const systemRoutes: FastifyPluginAsyncZod<SystemDeps> = async (app, deps) => {
  app.get('/system', { config: { ownerOnly: true }, schema: { response: { 200: systemStatusSchema } } }, () =>
    systemStatus(deps),
  );
};
