import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { currentUser } from '../auth/guard';
import type { SessionManager } from '../auth/sessions';
import { findAdminBooking } from '../bookings/admin-repository';
import { findAnyPerformer } from '../performers/repository';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Snapshot = (id: string) => Promise<unknown>;
type Pending = { action: string; entityType: string; entityId: string | null; before: unknown; snapshot?: Snapshot };
const pendingOf = new WeakMap<FastifyRequest, Pending>();

/**
 * The audit log: every state-changing /api/admin call that succeeds writes one row with who did
 * it, what (method and route), when, and the entity as it was before and after. Attached
 * structurally to every admin route, like the access guard, so routes added later are covered.
 */
export function installAuditLog(app: FastifyInstance, { db, sessions }: { db: Database; sessions: SessionManager }) {
  const snapshots: Record<string, Snapshot> = {
    performers: (id) => findAnyPerformer(db, id),
    bookings: (id) => findAdminBooking(db, id),
  };

  const capture: preHandlerHookHandler = async (req) => {
    const route = req.routeOptions.url ?? req.url;
    const entityType = /^\/api\/admin\/([a-z-]+)/.exec(route)?.[1] ?? 'admin';
    const entityId = (req.params as { id?: string } | undefined)?.id ?? null;
    const snapshot = snapshots[entityType];
    const before = entityId && snapshot ? await snapshot(entityId).catch(() => null) : null;
    pendingOf.set(req, { action: `${req.method} ${route}`, entityType, entityId, before, snapshot });
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/admin') || !methods.some((m) => CHANGES.has(m))) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, capture];
  });

  // Written before the answer leaves, so an acknowledged change always has its audit row.
  app.addHook('onSend', async (req, reply, payload) => {
    const pending = pendingOf.get(req);
    if (!pending || reply.statusCode >= 400) return payload;
    pendingOf.delete(req);
    try {
      const user = await currentUser(req, sessions);
      let after: unknown = null;
      if (pending.entityId && pending.snapshot) after = await pending.snapshot(pending.entityId);
      else if (typeof payload === 'string' && payload.startsWith('{')) after = JSON.parse(payload);
      const entityId = pending.entityId ?? (after as { id?: string } | null)?.id ?? null;
      await db.insert(auditLog).values({
        actorId: user?.id ?? null,
        actorEmail: user?.email ?? 'unknown',
        action: pending.action,
        entityType: pending.entityType,
        entityId,
        before: pending.before ?? null,
        after: after ?? null,
      });
    } catch (err) {
      req.log.error({ err, action: pending.action }, 'audit log write failed');
    }
    return payload;
  });
}

export async function listAudit(db: Database, { entityId, limit }: { entityId?: string; limit: number }) {
  const query = db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(limit);
  return entityId ? query.where(eq(auditLog.entityId, entityId)) : query;
}
