import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ApiError } from '../../../shared/schemas/error';
import type { Database } from '../../db/client';
import { markFailureLogged } from '../../http/failure-log';
import type { StaffOfRequest } from '../../http/staff-session';
import { type AuditEntry, recordAudit } from './audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Fields of an admin route's audit rows whose values are never stored (at any depth). */
    auditRedact?: readonly string[];
  }
}

/** What a change records about one entity; who and which route are known from the request. */
export type AuditChange = Pick<AuditEntry, 'entityType' | 'entityId' | 'before' | 'after'>;

/** One state-changing admin request's audit: services call `record` inside the change's transaction. */
export type Audit = { record(tx: Database, change: AuditChange): Promise<void> };

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const trails = new WeakMap<FastifyRequest, { audit: Audit; recorded: number }>();

/**
 * The audit of the current request, for a state-changing /api/admin route: pass it to the
 * service, which records each change with its transaction handle. A route of its own does:
 *
 *   await db.transaction(async (tx) => {
 *     ...the change, with tx...
 *     await auditOf(req).record(tx, { entityType: 'users', entityId, before, after });
 *   });
 *
 * and leaves fields out of the stored rows with the route option `config: { auditRedact: ['field'] }`.
 */
export function auditOf(req: FastifyRequest): Audit {
  const trail = trails.get(req);
  if (!trail) throw new Error(`${req.method} ${req.routeOptions.url} is not an audited admin change`);
  return trail.audit;
}

/**
 * Hooks of the admin API's own plugin (admin-api.ts), so they reach exactly its routes: for a
 * state-changing call, a pre-handler prepares the request's audit (actor from the session, action
 * from the route), and a safety net refuses to acknowledge a change that recorded nothing: a 2xx
 * answer from such a route without an audit row becomes a logged 500, so a route added to the
 * admin API later cannot skip its audit. Each state-changing route the hooks reach is noted in
 * the app's `auditedRoutes` (http/route-table.ts), for tests that walk the route table.
 */
export function installAuditTrail(admin: FastifyInstance, { staffOf }: { staffOf: StaffOfRequest }) {
  const prepare: preHandlerHookHandler = async (req) => {
    if (!CHANGES.has(req.method)) return;
    const user = await staffOf(req);
    const actor = { id: user?.id ?? null, email: user?.email ?? 'unknown' };
    const action = `${req.method} ${req.routeOptions.url}`;
    const redactFields = req.routeOptions.config.auditRedact ?? [];
    const trail = {
      recorded: 0,
      audit: {
        async record(tx: Database, change: AuditChange) {
          await recordAudit(tx, { actor, action, ...change }, redactFields);
          trail.recorded++;
        },
      },
    };
    trails.set(req, trail);
  };

  // Only looks: the hooks below are the plugin's own, so they already apply to this route.
  admin.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (CHANGES.has(method)) admin.auditedRoutes.add(`${method} ${route.url}`);
  });

  admin.addHook('preHandler', prepare);

  admin.addHook('onSend', async (req, reply, payload) => {
    const trail = trails.get(req);
    if (!trail || reply.statusCode < 200 || reply.statusCode >= 300 || trail.recorded > 0) return payload;
    req.log.error({ route: `${req.method} ${req.routeOptions.url}` }, 'admin change answered without an audit row');
    markFailureLogged(req);
    reply.code(500).removeHeader('content-encoding').header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ message: 'Internal server error', code: 'UNAUDITED' } satisfies ApiError);
  });
}
