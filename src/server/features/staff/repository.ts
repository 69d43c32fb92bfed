import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';
import { sessions, staffInvitations, users } from '../../db/schema';
import { mfaEnrolledColumn } from '../auth';

/** The admin's accounts, owners first, with when each last used a session. */
export async function listStaff(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      mfaEnrolled: mfaEnrolledColumn,
      createdAt: users.createdAt,
      lastActiveAt: sql<
        string | null
      >`(select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(sql`${users.role} = 'owner' desc`, sql`lower(${users.email})`);
}

/** A staff account (admin access) by id, or null. */
export async function findStaffMember(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAdmin, true)))
    .limit(1);
  return row ?? null;
}

/** Any account with this e-mail (staff or not), for an invitation to that address. */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * The owners' rows, locked until the transaction ends: two owners demoting or removing each other
 * at once cannot both see "another owner is left" (PostgreSQL; PGlite runs one transaction at a time).
 */
export async function lockOwners(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.role, 'owner')))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setStaffRole(tx: Database, id: string, role: StaffRole): Promise<void> {
  await tx.update(users).set({ role }).where(eq(users.id, id));
}

/** Takes away admin access; the account row stays (its notes and audit rows name it). */
export async function revokeStaffAccess(tx: Database, id: string): Promise<void> {
  await tx.update(users).set({ isAdmin: false }).where(eq(users.id, id));
}

const invitationColumns = {
  id: staffInvitations.id,
  email: staffInvitations.email,
  role: staffInvitations.role,
  invitedByEmail: staffInvitations.invitedByEmail,
  createdAt: staffInvitations.createdAt,
  expiresAt: staffInvitations.expiresAt,
};
export type InvitationRow = {
  id: string;
  email: string;
  role: StaffRole;
  invitedByEmail: string;
  createdAt: Date;
  expiresAt: Date;
};

const open = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

/** Invitations neither used nor withdrawn, newest first (expired ones included, marked by the caller). */
export async function listOpenInvitations(db: Database): Promise<InvitationRow[]> {
  return db.select(invitationColumns).from(staffInvitations).where(open).orderBy(desc(staffInvitations.createdAt));
}

export async function insertInvitation(
  tx: Database,
  row: typeof staffInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [inserted] = await tx.insert(staffInvitations).values(row).returning(invitationColumns);
  if (!inserted) throw new Error('invitation not stored');
  return inserted;
}

/** Withdraws the open invitations to an address (a new one replaces them); answers how many. */
export async function revokeInvitationsTo(tx: Database, email: string, at: Date): Promise<number> {
  const rows = await tx
    .update(staffInvitations)
    .set({ revokedAt: at })
    .where(and(open, eq(sql`lower(${staffInvitations.email})`, email.toLowerCase())))
    .returning({ id: staffInvitations.id });
  return rows.length;
}

/**
 * Withdraws the open invitations an account sent (it is removed, or is no longer an owner); answers
 * their ids.
 */
export async function revokeInvitationsBy(tx: Database, inviterId: string, at: Date): Promise<string[]> {
  const rows = await tx
    .update(staffInvitations)
    .set({ revokedAt: at })
    .where(and(open, eq(staffInvitations.invitedById, inviterId)))
    .returning({ id: staffInvitations.id });
  return rows.map((r) => r.id);
}

/** Whether the account that sent an invitation is still an owner with access. */
export async function inviterIsOwner(db: Database, invitationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.invitedById))
    .where(and(eq(staffInvitations.id, invitationId), eq(users.isAdmin, true), eq(users.role, 'owner')))
    .limit(1);
  return row !== undefined;
}

/** Withdraws one open invitation; null when there is none by that id. */
export async function revokeInvitation(tx: Database, id: string, at: Date): Promise<InvitationRow | null> {
  const [row] = await tx
    .update(staffInvitations)
    .set({ revokedAt: at })
    .where(and(open, eq(staffInvitations.id, id)))
    .returning(invitationColumns);
  return row ?? null;
}

/** The invitation a link's token opens, while it can still be used. */
export async function findUsableInvitation(db: Database, tokenHash: string, at: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(staffInvitations)
    .where(and(open, eq(staffInvitations.tokenHash, tokenHash), gt(staffInvitations.expiresAt, at)))
    .limit(1);
  return row ?? null;
}

/**
 * Uses the invitation, once: of two acceptances at the same moment only one update finds it open.
 * Null when the token opens nothing (unknown, used, withdrawn or expired).
 */
export async function claimInvitation(tx: Database, tokenHash: string, at: Date): Promise<InvitationRow | null> {
  const [row] = await tx
    .update(staffInvitations)
    .set({ acceptedAt: at })
    .where(and(open, eq(staffInvitations.tokenHash, tokenHash), gt(staffInvitations.expiresAt, at)))
    .returning(invitationColumns);
  return row ?? null;
}
