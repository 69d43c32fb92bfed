import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { User } from '../../../shared/schemas/auth';
import type { ApiError } from '../../../shared/schemas/error';
import type { SessionManager } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once `currentUser` has looked it up (cached per request). */
    sessionUser?: Promise<User | null>;
  }
  interface FastifyInstance {
    /** Every route registered, for tests that must cover all of them (e.g. every admin route). */
    routeTable: { method: string; url: string }[];
  }
}

export function currentUser(req: FastifyRequest, sessions: SessionManager): Promise<User | null> {
  req.sessionUser ??= sessions.resolve(req);
  return req.sessionUser;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const ADMIN_PREFIX = '/api/admin';

/** Same-site check: the Origin must be our public origin, or the origin the request was addressed to. */
function isSameOrigin(req: FastifyRequest, publicOrigin: string): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  return origin === publicOrigin || origin === `${req.protocol}://${req.headers.host ?? ''}`;
}

/**
 * Access rules, structural rather than per route:
 * - every route under /api/admin gets the admin check first thing, whoever registers it;
 * - a state-changing call that carries a session cookie (or signs in) must come from our own
 *   origin: cross-site, 'null' and missing Origin headers are refused (CSRF).
 */
export function installAccessRules(app: FastifyInstance, sessions: SessionManager, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  const requireAdmin: onRequestHookHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const user = await currentUser(req, sessions);
    if (!user) return reply.code(401).send({ message: 'Sign in required', code: 'UNAUTHENTICATED' } satisfies ApiError);
    if (!user.isAdmin)
      return reply.code(403).send({ message: 'Admin access required', code: 'FORBIDDEN' } satisfies ApiError);
  };

  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeTable.push({ method, url: route.url });
    // onRequest, before the body is read or validated: an anonymous caller learns nothing about the schema.
    if (route.url.startsWith(ADMIN_PREFIX)) {
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [requireAdmin, ...existing];
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const needsOrigin = sessions.hasSessionCookie(req) || req.url.split('?')[0] === '/api/login';
    if (needsOrigin && !isSameOrigin(req, publicOrigin)) {
      req.log.warn({ origin: req.headers.origin ?? null }, 'cross-site state-changing request refused');
      return reply.code(403).send({ message: 'Cross-site request refused', code: 'BAD_ORIGIN' } satisfies ApiError);
    }
  });
}
