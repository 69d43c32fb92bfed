import type { FastifyInstance } from 'fastify';
import type { MetricsSettings } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createMetrics } from './metrics';
import { installMetricsEndpoint } from './metrics-routes';
import { observeRequests } from './observe-requests';
import { createRequestStats, type RequestStats } from './request-stats';

/**
 * Watching the running app (decision 045): every answer counted for the owners' System page, and
 * /metrics when METRICS_PORT or METRICS_TOKEN is set (no registry at all otherwise). Installed
 * before any route, so its hook sees them all. Answers the request stats the System route reads.
 */
export function startSystemWatch(
  app: FastifyInstance,
  deps: { settings: MetricsSettings; database: DatabaseHandle; now: () => Date },
): RequestStats {
  const stats = createRequestStats(deps.now);
  const on = deps.settings.port !== null || deps.settings.token !== null;
  const metrics = on
    ? createMetrics(deps.database, (err) => app.log.warn({ err }, 'metrics: the database could not be read'))
    : null;
  observeRequests(app, stats, metrics);
  if (metrics) installMetricsEndpoint(app, deps.settings, metrics);
  return stats;
}
