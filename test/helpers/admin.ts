import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';
import { ensureAdmin } from '../../src/server/features/auth/accounts';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { upsertUser } from '../../src/server/features/auth/repository';

export const TEST_ORIGIN = 'https://example.test';

async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return String(res.headers['set-cookie']).split(';')[0] ?? '';
}

/**
 * The visitor's password hash, made once per worker: a hash at the app's argon2id settings costs
 * about 50 ms of CPU (more under load), tests call signInAccounts hundreds of times a run, and
 * any hash of the password is as good as another to sign in with.
 */
let visitorHash: Promise<string> | undefined;

/** Creates an admin and a non-admin account and answers the session cookie of each. */
export async function signInAccounts(app: FastifyInstance, db: Database) {
  await ensureAdmin(db, { email: 'admin@example.test', password: 'admin password 123', firstName: 'Alex' });
  visitorHash ??= hashPassword('visitor password 1');
  await upsertUser(db, {
    email: 'visitor@example.test',
    firstName: 'Val',
    passwordHash: await visitorHash,
    isAdmin: false,
  });
  return {
    admin: await signIn(app, 'admin@example.test', 'admin password 123'),
    nonAdmin: await signIn(app, 'visitor@example.test', 'visitor password 1'),
  };
}

/** Headers for a state-changing admin call from our own origin. */
export const asUser = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });
