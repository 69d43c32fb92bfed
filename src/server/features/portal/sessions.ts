import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { cookieLifetime } from '../../http/cookie-lifetime';
import { hashToken } from '../../token-hash';
import {
  deleteSession,
  findSession,
  insertSession,
  type PortalPerformer,
  sweepExpired,
  touchSession,
} from './repository';

const DAY = 24 * 3_600_000;
/**
 * A performer signs in on her own phone and reads offers at any hour: a session lasts 30 days
 * without use and 90 in all (staff sessions are shorter: they reach every booking).
 */
const IDLE_DAYS = 30;
const ABSOLUTE_DAYS = 90;
const TOUCH_EVERY_MS = 60_000;

/**
 * Performer sessions (decision 033): a cookie and a table of their own, so that a staff session is
 * never a performer session and the other way round. Only the token's SHA-256 is stored.
 */
export function createPortalSessions(db: Database, now: () => Date, { secure }: { secure: boolean }) {
  const cookieName = secure ? '__Host-psid' : 'psid';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  const idleSince = (at: Date) => new Date(at.getTime() - IDLE_DAYS * DAY);
  const tokenOf = (req: FastifyRequest) => {
    const value = req.cookies[cookieName];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  };

  return {
    /** A cookie shaped like one we issue (whether or not it is still good). */
    hasSessionToken: (req: FastifyRequest) => tokenOf(req) !== null,

    /** Signs her in on this browser; a session it held before is ended first. */
    async start(req: FastifyRequest, reply: FastifyReply, performerId: string) {
      const previous = tokenOf(req);
      if (previous) await deleteSession(db, hashToken(previous));
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + ABSOLUTE_DAYS * DAY);
      await insertSession(db, { tokenHash: hashToken(token), performerId, createdAt: at, lastSeenAt: at, expiresAt });
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: cookieLifetime(at, expiresAt) });
    },

    async resolve(req: FastifyRequest): Promise<PortalPerformer | null> {
      const token = tokenOf(req);
      if (!token) return null;
      const at = now();
      const found = await findSession(db, hashToken(token), at, idleSince(at));
      if (!found) return null;
      if (at.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, hashToken(token), at);
      const { lastSeenAt: _seen, ...performer } = found;
      return performer;
    },

    async end(req: FastifyRequest, reply: FastifyReply) {
      const token = tokenOf(req);
      if (token) await deleteSession(db, hashToken(token));
      reply.clearCookie(cookieName, cookieOptions);
    },

    sweep: () => {
      const at = now();
      return sweepExpired(db, at, idleSince(at));
    },
  };
}
export type PortalSessions = ReturnType<typeof createPortalSessions>;
