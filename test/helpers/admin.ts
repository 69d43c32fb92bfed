import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';
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
 * The fixture accounts' password hashes, made once per worker and password, at argon2id's lowest
 * cost. Signing in runs the app's own check (argon2 reads the cost from the stored hash) in well
 * under a millisecond instead of about 11 ms of CPU at the app's settings; tests sign these
 * accounts in some 150 times a run (three hashes each). Accounts the app makes (ensureAdmin,
 * invitations, password changes) keep its settings.
 */
const fixtureHashes = new Map<string, Promise<string>>();
function fixtureHash(password: string): Promise<string> {
  let made = fixtureHashes.get(password);
  if (!made) {
    made = hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
    fixtureHashes.set(password, made);
  }
  return made;
}

/** Creates (or puts back) an admin and a non-admin account and answers the session cookie of each. */
export async function signInAccounts(app: FastifyInstance, db: Database) {
  await upsertUser(db, {
    email: 'admin@example.test',
    firstName: 'Alex',
    passwordHash: await fixtureHash('admin password 123'),
    isAdmin: true,
    role: 'owner',
  });
  await upsertUser(db, {
    email: 'visitor@example.test',
    firstName: 'Val',
    passwordHash: await fixtureHash('visitor password 1'),
    isAdmin: false,
  });
  return {
    admin: await signIn(app, 'admin@example.test', 'admin password 123'),
    nonAdmin: await signIn(app, 'visitor@example.test', 'visitor password 1'),
  };
}

/** Headers for a state-changing admin call from our own origin. */
export const asUser = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });
