import type { Database } from '../../db/client';
import { hashPassword } from './passwords';
import { upsertUser } from './repository';

/** Creates the admin account, or updates its password, name and admin flag when the e-mail exists. */
export async function ensureAdmin(db: Database, admin: { email: string; password: string; firstName: string }) {
  await upsertUser(db, {
    email: admin.email.trim(),
    firstName: admin.firstName.trim(),
    passwordHash: await hashPassword(admin.password),
    isAdmin: true,
  });
}
