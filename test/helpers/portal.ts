import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';
import { insertToken } from '../../src/server/features/portal/repository';
import { hashToken } from '../../src/server/token-hash';
import { TEST_ORIGIN } from './admin';

/**
 * Signs a performer who has an account in through a sign-in link made for the test (the e-mailed
 * way is portal-access.integration.test.ts's): headers for her portal calls, from our own origin.
 */
export async function performerSession(app: FastifyInstance, db: Database, performerId: string, at: Date) {
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, {
    performerId,
    purpose: 'sign-in',
    tokenHash: hashToken(token),
    createdById: null,
    createdAt: at,
    expiresAt: new Date(at.getTime() + 15 * 60_000),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/portal/sign-in',
    headers: { origin: TEST_ORIGIN },
    payload: { token },
  });
  if (res.statusCode !== 204) throw new Error(`performer sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie']).match(/((?:__Host-)?psid=[^;]+)/)?.[1] ?? '';
  return { cookie, origin: TEST_ORIGIN };
}
