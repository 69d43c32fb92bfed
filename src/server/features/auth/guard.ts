import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ApiError } from '../../../shared/schemas/error';
import { HttpError } from '../../http/errors';
import type { Account } from './repository';
import type { SessionManager } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once `currentUser` has looked it up (cached per request). */
    sessionUser?: Promise<Account | null>;
  }
  interface FastifyInstance {
    /** Every route registered, for tests that must cover all of them (e.g. every admin route). */
    routeTable: { method: string; url: string }[];
  }
}

export function currentUser(req: FastifyRequest, sessions: SessionManager): Promise<Account | null> {
  req.sessionUser ??= sessions.resolve(req);
  return req.sessionUser;
}

/** The signed-in account, in a handler the guard has already let through (401 otherwise, to be safe). */
export async function signedInAccount(req: FastifyRequest, sessions: SessionManager): Promise<Account> {
  const user = await currentUser(req, sessions);
  if (!user) throw new HttpError(401, 'Sign in required', 'UNAUTHENTICATED');
  return user;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const ADMIN_PREFIX = '/api/admin';
/** Reachable without a second factor when STAFF_MFA_REQUIRED is on: where one is set up. */
export const ACCOUNT_PREFIX = '/api/admin/account';
/** The sign-in steps: the password, the code, and passkeys. */
const LOGIN_PREFIX = '/api/login';

export type AccessSettings = {
  /** PUBLIC_URL's origin and any ALLOWED_ORIGINS: the only origins a state-changing call may come from. */
  allowedOrigins: string[];
  /** STAFF_MFA_REQUIRED: staff without a second factor may only set one up. */
  mfaRequired: boolean;
};

/** Whether this account must set up a second factor before anything else (STAFF_MFA_REQUIRED). */
export const mfaSetupRequired = (account: Account, settings: Pick<AccessSettings, 'mfaRequired'>) =>
  settings.mfaRequired && !account.mfaEnrolled;

/**
 * Access rules, structural rather than per route:
 * - every route under /api/admin gets the admin check first thing, whoever registers it, and,
 *   with STAFF_MFA_REQUIRED, the second-factor check (all but the account routes);
 * - a state-changing call that carries a session cookie, or takes a sign-in step, must come from
 *   one of our own origins: cross-site, 'null' and missing Origin headers are refused (CSRF). The
 *   origins are configured, never read off the request (a forged Host proves nothing), and the
 *   path checked is the one the router matched, so '/api/%6cogin' is checked like '/api/login'.
 */
export function installAccessRules(app: FastifyInstance, sessions: SessionManager, settings: AccessSettings): void {
  const allowed = new Set(settings.allowedOrigins);
  const requireAdmin = (accountRoute: boolean): onRequestHookHandler =>
    async function requireAdmin(req: FastifyRequest, reply: FastifyReply) {
      const user = await currentUser(req, sessions);
      if (!user)
        return reply.code(401).send({ message: 'Sign in required', code: 'UNAUTHENTICATED' } satisfies ApiError);
      if (!user.isAdmin)
        return reply.code(403).send({ message: 'Admin access required', code: 'FORBIDDEN' } satisfies ApiError);
      if (!accountRoute && mfaSetupRequired(user, settings))
        return reply.code(403).send({
          message: 'Set up two-factor sign-in first, on your account page (/admin/account).',
          code: 'MFA_SETUP_REQUIRED',
        } satisfies ApiError);
    };
  const guardAdmin = requireAdmin(false);
  const guardAccount = requireAdmin(true);

  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeTable.push({ method, url: route.url });
    // onRequest, before the body is read or validated: an anonymous caller learns nothing about the schema.
    if (route.url.startsWith(ADMIN_PREFIX)) {
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [route.url.startsWith(ACCOUNT_PREFIX) ? guardAccount : guardAdmin, ...existing];
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const routed = req.routeOptions.url ?? '';
    const needsOrigin = sessions.hasSessionCookie(req) || routed.startsWith(LOGIN_PREFIX);
    const origin = req.headers.origin;
    if (needsOrigin && !(origin && allowed.has(origin))) {
      req.log.warn({ origin: origin ?? null }, 'cross-site state-changing request refused');
      return reply.code(403).send({ message: 'Cross-site request refused', code: 'BAD_ORIGIN' } satisfies ApiError);
    }
  });
}
