import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ApiError } from '../shared/schemas/error';
import { installAuditTrail } from './features/audit/trail';
import { type AccessSettings, currentUser, installAdminGuard } from './features/auth/guard';
import type { SessionManager } from './features/auth/sessions';

export type AdminApiOptions = {
  sessions: SessionManager;
  access: AccessSettings;
  /**
   * Whether the request carries another audience's session (a performer's, decision 033): without a
   * staff session it is refused with 403, not asked to sign in.
   */
  otherAudience?: (req: FastifyRequest) => boolean;
  /** Registers the admin route plugins, with paths below /api/admin ('/bookings', '/account/…'). */
  routes: (admin: FastifyInstance) => Promise<void>;
};

/**
 * The whole admin API, in one encapsulated plugin registered with the prefix /api/admin: its
 * hooks, the admin guard (features/auth/guard.ts) and the audit trail (features/audit/trail.ts),
 * apply to exactly the routes registered inside it and to nothing else. A route outside it (the
 * public API, sign-in, the pages) never sees them; a route inside it cannot skip them.
 */
export const adminApi: FastifyPluginAsync<AdminApiOptions> = async (
  admin,
  { sessions, access, routes, otherAudience },
) => {
  if (otherAudience) {
    admin.addHook('onRequest', async (req, reply) => {
      if (sessions.hasSessionToken(req) || !otherAudience(req)) return;
      return reply
        .code(403)
        .send({ message: 'The staff area is for staff accounts.', code: 'STAFF_ONLY' } satisfies ApiError);
    });
  }
  installAdminGuard(admin, sessions, access);
  installAuditTrail(admin, { staffOf: (req) => currentUser(req, sessions) });
  await routes(admin);
};
