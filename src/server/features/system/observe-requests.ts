import type { FastifyInstance } from 'fastify';
import { failureLogged } from '../../http/failure-log';
import type { AppMetrics } from './metrics';
import type { RequestStats } from './request-stats';

/** The label of a request no route matched (a 404): one label, whatever URL was asked for. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Every answer, as it goes out: counted for the System page (5xx and slow ones) and, when metrics
 * are on, for /metrics by its route pattern. A 5xx that nothing logged yet (the error handler logs
 * the ones it answers) is logged here, once, with its request id.
 */
export function observeRequests(app: FastifyInstance, stats: RequestStats, metrics: AppMetrics | null): void {
  app.addHook('onResponse', async (req, reply) => {
    const status = reply.statusCode;
    stats.record(status, reply.elapsedTime);
    metrics?.observe({
      route: req.routeOptions.url ?? UNMATCHED_ROUTE,
      method: req.method,
      status,
      seconds: reply.elapsedTime / 1000,
    });
    if (status >= 500 && !failureLogged(req))
      req.log.error({ statusCode: status, route: req.routeOptions.url }, 'answered with a server error');
  });
}
