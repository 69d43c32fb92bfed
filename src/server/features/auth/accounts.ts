import type { StaffRole } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';
import { hashPassword, verifyPassword } from './passwords';
import {
  deleteUserChallenges,
  deleteUserSessions,
  findUserForLogin,
  insertUser,
  removeSecondFactors,
  updateUser,
} from './repository';

/**
 * Creates the admin account, or updates its name, admin flag, role (an owner unless said) and
 * password when the e-mail exists (`npm run admin:create`, and the start-up path when
 * ADMIN_PASSWORD_RESET asks for it: `ensureStartupAdmin`). A changed password ends every
 * session of the account and every sign-in step in progress, in the same transaction: whoever
 * knew the old one is out. The same password again (every restart with ADMIN_PASSWORD set) keeps
 * the hash and the sessions. `resetSecondFactors` (a lost phone or passkey) also removes the
 * authenticator app, the recovery codes and the passkeys, and ends the sessions likewise.
 * Answers how many sessions were ended.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string; firstName: string },
  { resetSecondFactors = false, role = 'owner' }: { resetSecondFactors?: boolean; role?: StaffRole } = {},
): Promise<{ sessionsEnded: number }> {
  const email = admin.email.trim();
  const firstName = admin.firstName.trim();
  const existing = await findUserForLogin(db, email);
  if (!existing) {
    await insertUser(db, { email, firstName, passwordHash: await hashPassword(admin.password), isAdmin: true, role });
    return { sessionsEnded: 0 };
  }
  const samePassword = await verifyPassword(existing.passwordHash, admin.password);
  if (samePassword && !resetSecondFactors) {
    await updateUser(db, existing.id, { firstName, isAdmin: true, role });
    return { sessionsEnded: 0 };
  }
  const passwordHash = samePassword ? existing.passwordHash : await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    await updateUser(tx, existing.id, { firstName, isAdmin: true, role, passwordHash });
    if (resetSecondFactors) await removeSecondFactors(tx, existing.id);
    await deleteUserChallenges(tx, existing.id);
    return { sessionsEnded: await deleteUserSessions(tx, existing.id) };
  });
}

/** What the start-up account step did, for its log line. */
export type StartupAdminResult =
  | { outcome: 'created' }
  | { outcome: 'kept' }
  | { outcome: 'password-reset'; sessionsEnded: number };

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start: the account is made when that e-mail has none. An
 * existing account is left as it is (its owner may have changed the password, or an owner its
 * role or access), unless ADMIN_PASSWORD_RESET asks for the password to be set again: then it is
 * an owner with that password, and its sessions end if the password changed (as `ensureAdmin`).
 */
export async function ensureStartupAdmin(
  db: Database,
  admin: { email: string; password: string; firstName: string; resetPassword: boolean },
): Promise<StartupAdminResult> {
  const existing = await findUserForLogin(db, admin.email.trim());
  if (!existing) {
    await ensureAdmin(db, admin);
    return { outcome: 'created' };
  }
  if (!admin.resetPassword) return { outcome: 'kept' };
  const { sessionsEnded } = await ensureAdmin(db, admin);
  return { outcome: 'password-reset', sessionsEnded };
}
