import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { markFailureLogged } from '../../http/failure-log';
import { queueBacklog } from './queue-backlog';

/**
 * /healthz: the process answers. /readyz: the database answers too (load balancers route on this
 * one), with the job queue's backlog: jobs due and not yet taken, and how long the oldest has
 * waited. A backlog does not make an instance unready (a web instance still serves pages); an
 * owner's System page and alerts watch it.
 */
export const healthRoutes: FastifyPluginAsync<{
  database: DatabaseHandle;
  /** True while the process drains before it stops (SHUTDOWN_DRAIN_SECONDS): /readyz says 503. */
  draining: () => boolean;
}> = async (app, { database, draining }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    if (draining()) {
      markFailureLogged(req);
      return reply.code(503).send({ message: 'Stopping: take this instance out of rotation', code: 'DRAINING' });
    }
    try {
      await database.ping();
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed: database unreachable');
      markFailureLogged(req);
      return reply.code(503).send({ message: 'Database unavailable', code: 'DB_UNAVAILABLE' });
    }
    try {
      return { status: 'ok', database: database.kind, queue: await queueBacklog(database.db) };
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed: job queue unreadable');
      markFailureLogged(req);
      return reply.code(503).send({ message: 'Job queue unavailable', code: 'QUEUE_UNAVAILABLE' });
    }
  });
};
