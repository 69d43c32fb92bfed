import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminPerformer, PerformerContact, PortalAccess } from '../../../shared/schemas/admin-performer';
import type { Performer } from '../../../shared/schemas/performer';
import type { Database } from '../../db/client';
import { performerAccounts, performerContacts, performerTokens } from '../../db/schema';

type StaffOnly = Omit<AdminPerformer, keyof Performer>;
const NO_CONTACT: StaffOnly = {
  email: null,
  phone: null,
  language: 'en',
  commissionPercent: null,
  emergencyContact: null,
  portalAccess: 'none',
};

/**
 * The staff-only part of each performer (decision 033): her contact, and whether she has joined the
 * portal or has an invitation out at `at`. Ids not given: every performer that has any.
 */
export async function staffOnlyOf(db: Database, at: Date, ids?: string[]): Promise<Map<string, StaffOnly>> {
  if (ids?.length === 0) return new Map();
  const c = performerContacts;
  const forIds = (column: PgColumn) => (ids ? inArray(column, ids) : undefined);
  const [contacts, accounts, invitations] = await Promise.all([
    db.select().from(c).where(forIds(c.performerId)),
    db
      .select({ id: performerAccounts.performerId })
      .from(performerAccounts)
      .where(forIds(performerAccounts.performerId)),
    db
      .selectDistinct({ id: performerTokens.performerId })
      .from(performerTokens)
      .where(
        and(
          forIds(performerTokens.performerId),
          eq(performerTokens.purpose, 'invitation'),
          isNull(performerTokens.usedAt),
          gt(performerTokens.expiresAt, at),
        ),
      ),
  ]);
  const access = new Map<string, PortalAccess>(invitations.map((r) => [r.id, 'invited']));
  for (const r of accounts) access.set(r.id, 'active');
  const out = new Map<string, StaffOnly>();
  for (const row of contacts) {
    const { email, phone, language, commissionPercent, emergencyContactName: name, emergencyContactPhone } = row;
    const emergencyContact = name && emergencyContactPhone ? { name, phone: emergencyContactPhone } : null;
    out.set(row.performerId, { email, phone, language, commissionPercent, emergencyContact, portalAccess: 'none' });
  }
  for (const [id, portalAccess] of access) out.set(id, { ...(out.get(id) ?? NO_CONTACT), portalAccess });
  return out;
}

/** A performer as staff read her: the published fields and the staff-only ones. */
export const withStaffOnly = (p: Performer, staffOnly: Map<string, StaffOnly>): AdminPerformer => ({
  ...p,
  ...(staffOnly.get(p.id) ?? NO_CONTACT),
});

/** Writes her contact (a row per performer, made on first save); an emergency contact left out stays as it is. */
export async function saveContact(tx: Database, performerId: string, contact: PerformerContact, at: Date) {
  const { emergencyContact, ...rest } = contact;
  const emergency =
    emergencyContact === undefined
      ? {}
      : {
          emergencyContactName: emergencyContact?.name ?? null,
          emergencyContactPhone: emergencyContact?.phone ?? null,
        };
  const values = { ...rest, ...emergency, updatedAt: at };
  await tx
    .insert(performerContacts)
    .values({ performerId, ...values })
    .onConflictDoUpdate({ target: performerContacts.performerId, set: values });
}

/** Whether another performer already has this e-mail (she signs in with it: one performer per address). */
export async function emailTaken(db: Database, email: string, exceptId: string | null): Promise<boolean> {
  const c = performerContacts;
  const [row] = await db
    .select({ id: c.performerId })
    .from(c)
    .where(and(sql`lower(${c.email}) = ${email.toLowerCase()}`, exceptId ? ne(c.performerId, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}
