import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { User } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

const userColumns = { id: users.id, email: users.email, firstName: users.firstName, isAdmin: users.isAdmin };

export async function findUserForLogin(db: Database, email: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Creates the account, or updates its name, password and admin flag when the e-mail exists. */
export async function upsertUser(
  db: Database,
  user: { email: string; firstName: string; passwordHash: string; isAdmin: boolean },
): Promise<void> {
  const existing = await findUserForLogin(db, user.email);
  if (existing) {
    await db
      .update(users)
      .set({ firstName: user.firstName, passwordHash: user.passwordHash, isAdmin: user.isAdmin })
      .where(eq(users.id, existing.id));
  } else {
    await db.insert(users).values(user);
  }
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
): Promise<(User & { lastSeenAt: Date }) | null> {
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
