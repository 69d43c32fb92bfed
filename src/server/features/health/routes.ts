import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** /healthz: the process answers. /readyz: the database answers too (load balancers route on this one). */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed: database unreachable');
      return reply.code(503).send({ message: 'Database unavailable', code: 'DB_UNAVAILABLE' });
    }
  });
};
