import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who made a change: the signed-in staff member. */
type Actor = { id: string | null; email: string };

/** One audit row: who, what (method and route), which entity, and the entity before and after. */
export type AuditEntry = {
  actor: Actor;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

/** Field names whose values are never stored, at any depth, on every route: credentials. */
const ALWAYS_REDACTED = ['password', 'passwordHash', 'token', 'tokenHash', 'secret', 'totpSecret', 'codeHash'];
const REDACTED = '[redacted]';

/** A copy of a JSON-like value with the values of the named fields replaced, at any depth. */
function redact(value: unknown, fields: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => redact(item, fields));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, fields.has(key) ? REDACTED : redact(v, fields)]),
  );
}

/**
 * Writes one audit row with the caller's transaction handle, so the row commits with the change
 * it records or not at all: a failed insert aborts the transaction and the change with it.
 * `redactFields` are left out of what is stored, on top of the credentials always left out.
 */
export async function recordAudit(tx: Database, entry: AuditEntry, redactFields: readonly string[] = []) {
  const fields = new Set([...ALWAYS_REDACTED, ...redactFields]);
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: redact(entry.before ?? null, fields),
    after: redact(entry.after ?? null, fields),
  });
}

/** Rows about staff accounts, their second factors and invitations: only owners read them. */
const OWNER_ONLY_ENTITIES = ['users', 'passkeys', 'staff_invitations'];

export async function listAudit(
  db: Database,
  { entityId, limit, ownerView }: { entityId?: string; limit: number; ownerView: boolean },
) {
  const where = and(
    entityId === undefined ? undefined : eq(auditLog.entityId, entityId),
    ownerView ? undefined : notInArray(auditLog.entityType, OWNER_ONLY_ENTITIES),
  );
  return db.select().from(auditLog).where(where).orderBy(desc(auditLog.at)).limit(limit);
}
