import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../../shared/schemas/error';
import type { MetricsSettings } from '../../config';
import type { AppMetrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics, never public (decision 045): with METRICS_PORT on a listener of its own (that
 * port only, no token; started and stopped with the app), else on the main port behind
 * METRICS_TOKEN. With neither, no route is added: /metrics is a 404 like any unknown path.
 */
export function installMetricsEndpoint(app: FastifyInstance, settings: MetricsSettings, metrics: AppMetrics): void {
  if (settings.port !== null) {
    installMetricsListener(app, settings.port, settings.host, metrics);
    return;
  }
  const { token } = settings;
  if (token === null) return;
  app.get('/metrics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(req.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'The metrics token is missing or wrong', code: 'UNAUTHENTICATED' } satisfies ApiError);
    const { contentType, text } = await metrics.scrape();
    return reply.type(contentType).send(text);
  });
}

function installMetricsListener(app: FastifyInstance, port: number, host: string, metrics: AppMetrics): void {
  const answer = (res: ServerResponse, status: number, body: ApiError) =>
    res
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return answer(res, 404, { message: `Route ${path} not found`, code: 'NOT_FOUND' });
    if (req.method !== 'GET') return answer(res, 405, { message: 'Only GET', code: 'METHOD_NOT_ALLOWED' });
    metrics.scrape().then(
      ({ contentType, text }) =>
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      (err) => {
        app.log.error({ err }, 'metrics scrape failed');
        answer(res, 500, { message: 'Internal server error', code: 'INTERNAL' });
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ port, host }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
