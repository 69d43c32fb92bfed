import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';
import { authChallenges, passkeys, recoveryCodes, sessions, users } from '../../db/schema';

/** An account as the server knows it once signed in (the answer adds what the settings decide). */
export type Account = {
  id: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  role: StaffRole;
  mfaEnrolled: boolean;
};

/** A second factor is in force: an authenticator app, or a passkey (which verifies the user itself). */
export const mfaEnrolledColumn = sql<boolean>`("users"."totp_enabled_at" is not null or exists (select 1 from "passkeys" where "passkeys"."user_id" = "users"."id"))`;

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  isAdmin: users.isAdmin,
  role: users.role,
  mfaEnrolled: mfaEnrolledColumn,
};

export async function findUserForLogin(db: Database, email: string) {
  const [row] = await db
    .select({
      ...userColumns,
      passwordHash: users.passwordHash,
      totpEnabled: sql<boolean>`"users"."totp_enabled_at" is not null`,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findAccount(db: Database, id: string): Promise<Account | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

type NewUser = { email: string; firstName: string; passwordHash: string; isAdmin: boolean; role?: StaffRole };

/** Answers the new account's id. */
export async function insertUser(db: Database, user: NewUser): Promise<string> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('account not stored');
  return row.id;
}

export async function updateUser(db: Database, id: string, changes: Partial<Omit<NewUser, 'email'>>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

/** Creates the account, or updates its name, password and admin flag when the e-mail exists (tests, seeds). */
export async function upsertUser(db: Database, user: NewUser): Promise<void> {
  const existing = await findUserForLogin(db, user.email);
  if (existing) await updateUser(db, existing.id, user);
  else await insertUser(db, user);
}

/** Forgets the account's sign-in steps in progress (a code step after a password, passkey challenges). */
export async function deleteUserChallenges(db: Database, userId: string): Promise<void> {
  await db.delete(authChallenges).where(eq(authChallenges.userId, userId));
}

/** Removes the account's authenticator app, recovery codes and passkeys (`admin:create --reset-mfa`). */
export async function removeSecondFactors(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}

/** Ends every session of an account but the one kept (the caller's own); answers how many ended. */
export async function deleteUserSessions(db: Database, userId: string, keepTokenHash?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

export async function insertSession(
  db: Database,
  session: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date; lastSeenAt: Date },
) {
  await db.insert(sessions).values(session);
}

/** The user behind a live session: not past its absolute expiry, and seen within the idle window. */
export async function findSessionUser(
  db: Database,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<(Account & { lastSeenAt: Date }) | null> {
  const [row] = await db
    .select({ ...userColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Database, now: Date, idleSince: Date) {
  await db.delete(sessions).where(sql`${lt(sessions.expiresAt, now)} or ${lt(sessions.lastSeenAt, idleSince)}`);
}

/** An account's live sessions, newest first (the token hashes stay on the server). */
export async function listUserSessions(db: Database, userId: string, now: Date, idleSince: Date) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** The owners' e-mail addresses (the staff with the owner role and access). */
export async function ownerEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.role, 'owner')))
    .orderBy(sql`lower(${users.email})`);
  return rows.map((r) => r.email);
}
