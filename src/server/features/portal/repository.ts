import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locale';
import type { Database } from '../../db/client';
import {
  type PerformerTokenPurpose,
  performerAccounts,
  performerContacts,
  performerSessions,
  performers,
  performerTokens,
} from '../../db/schema';

/** The performer behind a portal session: who she is to the portal. */
export type PortalPerformer = {
  performerId: string;
  name: string;
  firstName: string | null;
  language: Locale;
  email: string | null;
};

/** A new token: the invitation, a sign-in link or a calendar feed (only its hash is kept). */
export async function insertToken(
  tx: Database,
  row: {
    performerId: string;
    purpose: PerformerTokenPurpose;
    tokenHash: string;
    createdById: string | null;
    createdAt: Date;
    expiresAt: Date | null;
  },
) {
  await tx.insert(performerTokens).values(row);
}

/** Ends every unused token of hers with this purpose (a new invitation replaces the old one). */
export async function revokeTokens(tx: Database, performerId: string, purpose: PerformerTokenPurpose, at: Date) {
  await tx
    .update(performerTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(performerTokens.performerId, performerId),
        eq(performerTokens.purpose, purpose),
        isNull(performerTokens.usedAt),
      ),
    );
}

/**
 * Uses a single-use token: one conditional update, so two uses at once give one performer id and
 * one null, on both databases. Null for an unknown, used, expired or other-purpose token.
 */
export async function consumeToken(
  tx: Database,
  purpose: PerformerTokenPurpose,
  tokenHash: string,
  at: Date,
): Promise<string | null> {
  const t = performerTokens;
  const [row] = await tx
    .update(t)
    .set({ usedAt: at })
    .where(and(eq(t.tokenHash, tokenHash), eq(t.purpose, purpose), isNull(t.usedAt), gt(t.expiresAt, at)))
    .returning({ performerId: t.performerId });
  return row?.performerId ?? null;
}

/** Sign-in links sent to her since `since` (the limit on asking again and again). */
export async function countTokensSince(tx: Database, performerId: string, purpose: PerformerTokenPurpose, since: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(performerTokens)
    .where(
      and(
        eq(performerTokens.performerId, performerId),
        eq(performerTokens.purpose, purpose),
        gt(performerTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function upsertAccount(tx: Database, performerId: string, firstName: string | null, at: Date) {
  await tx
    .insert(performerAccounts)
    .values({ performerId, firstName, joinedAt: at })
    .onConflictDoUpdate({
      target: performerAccounts.performerId,
      set: { firstName: sql`coalesce(${firstName}, ${performerAccounts.firstName})` },
    });
}

/** Ends her access: the account goes, and with it (cascade) her sessions and push subscriptions. */
export async function deleteAccount(tx: Database, performerId: string): Promise<boolean> {
  const rows = await tx
    .delete(performerAccounts)
    .where(eq(performerAccounts.performerId, performerId))
    .returning({ id: performerAccounts.performerId });
  return rows.length > 0;
}

/** Whether she has set a duress PIN (issue 30); its hash never leaves the server. */
export async function hasDuressPin(db: Database, performerId: string): Promise<boolean> {
  const [row] = await db
    .select({ set: sql<boolean>`${performerAccounts.duressPinHash} is not null` })
    .from(performerAccounts)
    .where(eq(performerAccounts.performerId, performerId));
  return row?.set ?? false;
}

const portalPerformer = {
  performerId: performers.id,
  name: performers.name,
  firstName: performerAccounts.firstName,
  language: sql<Locale>`coalesce(${performerContacts.language}, 'en')`,
  email: performerContacts.email,
};

/** A performer who has an account, by the e-mail staff keep for her (any letter case). */
export async function findAccountByEmail(db: Database, email: string): Promise<PortalPerformer | null> {
  const [row] = await db
    .select(portalPerformer)
    .from(performerAccounts)
    .innerJoin(performers, eq(performers.id, performerAccounts.performerId))
    .innerJoin(performerContacts, eq(performerContacts.performerId, performerAccounts.performerId))
    .where(sql`lower(${performerContacts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** The performer and her contact, account or not (for an invitation). */
export async function findPerformerForInvitation(db: Database, performerId: string) {
  const [row] = await db
    .select({
      performerId: performers.id,
      name: performers.name,
      email: performerContacts.email,
      language: sql<Locale>`coalesce(${performerContacts.language}, 'en')`,
    })
    .from(performers)
    .leftJoin(performerContacts, eq(performerContacts.performerId, performers.id))
    .where(eq(performers.id, performerId))
    .limit(1);
  return row ?? null;
}

export async function insertSession(
  db: Database,
  row: { tokenHash: string; performerId: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
) {
  await db.insert(performerSessions).values(row);
}

/** The live session's performer: not past its absolute expiry, nor idle since `idleSince`. */
export async function findSession(db: Database, tokenHash: string, at: Date, idleSince: Date) {
  const s = performerSessions;
  const [row] = await db
    .select({ ...portalPerformer, lastSeenAt: s.lastSeenAt })
    .from(s)
    .innerJoin(performerAccounts, eq(performerAccounts.performerId, s.performerId))
    .innerJoin(performers, eq(performers.id, s.performerId))
    .leftJoin(performerContacts, eq(performerContacts.performerId, s.performerId))
    .where(and(eq(s.tokenHash, tokenHash), gt(s.expiresAt, at), gt(s.lastSeenAt, idleSince)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, tokenHash: string, at: Date) {
  await db.update(performerSessions).set({ lastSeenAt: at }).where(eq(performerSessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(performerSessions).where(eq(performerSessions.tokenHash, tokenHash));
}

/** Sessions past either expiry, and tokens past theirs (calendar feeds have none and stay). */
export async function sweepExpired(db: Database, at: Date, idleSince: Date) {
  await db
    .delete(performerSessions)
    .where(or(lt(performerSessions.expiresAt, at), lt(performerSessions.lastSeenAt, idleSince)));
  await db.delete(performerTokens).where(lt(performerTokens.expiresAt, new Date(at.getTime() - 30 * 24 * 3_600_000)));
}
