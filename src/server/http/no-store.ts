import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Answers that may hold personal data or staff data: bookings (the API and the confirmation
 * page), sign-in and the session's user, and the whole admin API. Browsers and proxies must
 * keep none of them, whatever the status, errors included.
 */
const PRIVATE = /^\/(?:api\/(?:bookings|auth|admin)(?:[/?#]|$)|api\/log(?:in|out)|booking-confirmation(?:[/?#]|$))/;

/** True for a path (or route pattern) whose answers are never stored; `%`-escapes are read as the router reads them. */
export function isPrivatePath(url: string): boolean {
  if (PRIVATE.test(url)) return true;
  try {
    return PRIVATE.test(decodeURIComponent(url.split('?')[0] ?? ''));
  } catch {
    return false;
  }
}

const isPrivate = (req: FastifyRequest) => isPrivatePath(req.routeOptions.url ?? '') || isPrivatePath(req.url);

/** `Cache-Control: no-store` on every answer to a private path (see also app.ts frameworkErrors). */
export function installNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    if (isPrivate(req)) reply.header('cache-control', 'no-store');
  });
}
