import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPrivatePath } from '../../shared/private-routes';

/**
 * Answers that may hold personal data or staff data (shared/private-routes.ts: bookings, the
 * confirmation page in every language, sign-in, the session's user, the admin API and pages).
 * Browsers and proxies must keep none of them, whatever the status, errors included.
 */
const isPrivate = (req: FastifyRequest) => isPrivatePath(req.routeOptions.url ?? '') || isPrivatePath(req.url);

/** `Cache-Control: no-store` on every answer to a private path (see also app.ts frameworkErrors). */
export function installNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    if (isPrivate(req)) reply.header('cache-control', 'no-store');
  });
}
