import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiError } from '../../../shared/schemas/error';
import { HttpError } from '../../http/errors';
import type { Account } from './repository';
import type { SessionManager } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only staff with the owner role (decision 028); any staff member otherwise. */
    ownerOnly?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, once `currentUser` has looked it up (cached per request). */
    sessionUser?: Promise<Account | null>;
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
const ACCOUNT_PREFIX = '/api/admin/account';
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
 * The admin check, as hooks of the admin API's own plugin (admin-api.ts): it runs first thing,
 * before the body is read or validated (an anonymous caller learns nothing about the schema), on
 * exactly the routes registered inside that plugin. With STAFF_MFA_REQUIRED it also asks for a
 * second factor, on all but the account routes (/api/admin/account/*, where one is set up); the
 * path checked is the route the router matched, never the raw URL.
 */
export function installAdminGuard(admin: FastifyInstance, sessions: SessionManager, settings: AccessSettings): void {
  admin.addHook('onRequest', async function requireAdmin(req, reply) {
    const user = await currentUser(req, sessions);
    if (!user) return reply.code(401).send({ message: 'Sign in required', code: 'UNAUTHENTICATED' } satisfies ApiError);
    if (!user.isAdmin)
      return reply.code(403).send({ message: 'Admin access required', code: 'FORBIDDEN' } satisfies ApiError);
    if (req.routeOptions.config.ownerOnly && user.role !== 'owner')
      return reply.code(403).send({ message: 'Only an owner can do this', code: 'OWNER_REQUIRED' } satisfies ApiError);
    const accountRoute = (req.routeOptions.url ?? '').startsWith(ACCOUNT_PREFIX);
    if (!accountRoute && mfaSetupRequired(user, settings))
      return reply.code(403).send({
        message: 'Set up two-factor sign-in first, on your account page (/admin/account).',
        code: 'MFA_SETUP_REQUIRED',
      } satisfies ApiError);
  });
}

/**
 * Cross-site refusal, on every route of the app: a state-changing call that carries a session
 * cookie, or takes a sign-in step, must come from one of our own origins: cross-site, 'null' and
 * missing Origin headers are refused (CSRF). The origins are configured, never read off the
 * request (a forged Host proves nothing), and the path checked is the one the router matched, so
 * '/api/%6cogin' is checked like '/api/login'.
 */
export function installOriginCheck(app: FastifyInstance, sessions: SessionManager, settings: AccessSettings): void {
  const allowed = new Set(settings.allowedOrigins);
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
