import type { FastifyRequest } from 'fastify';

const logged = new WeakSet<FastifyRequest>();

/**
 * Every 5xx is logged once, with its request id (the request's logger carries it). Code that logs
 * a failure itself (the error handler, the audit trail, /readyz) marks the request; the request
 * observer (features/system/observe-requests.ts) logs the 5xx answers nobody marked.
 */
export function markFailureLogged(req: FastifyRequest): void {
  logged.add(req);
}

export const failureLogged = (req: FastifyRequest): boolean => logged.has(req);
