import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT } from '../../../shared/auth-cookie';
import type { Database } from '../../db/client';
import { cookieLifetime } from '../../http/cookie-lifetime';
import { hashToken } from '../../token-hash';
import {
  type Account,
  deleteExpiredSessions,
  deleteSession,
  findSessionUser,
  insertSession,
  listUserSessions,
  touchSession,
} from './repository';

/** A session's id on the account page: derived from its token hash, which never leaves the server. */
const sessionId = (tokenHash: string) =>
  createHash('sha256').update(`session-id:${tokenHash}`).digest('hex').slice(0, 16);

export type SessionSettings = { idleHours: number; absoluteDays: number; secure: boolean };

const HOUR = 3_600_000;
/** lastSeenAt is refreshed at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Server-side sessions: a 256-bit random token in an HttpOnly, SameSite=Lax cookie (Secure and
 * __Host- prefixed over https); only its SHA-256 hash is stored. Idle and absolute expiry.
 */
export function createSessionManager(db: Database, now: () => Date, settings: SessionSettings) {
  const cookieName = settings.secure ? '__Host-sid' : 'sid';
  /** Holds the code step between a right password and the code (mfa.ts), for a few minutes. */
  const stepCookieName = settings.secure ? '__Host-sid-step' : 'sid-step';
  const idleSince = (at: Date) => new Date(at.getTime() - settings.idleHours * HOUR);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: settings.secure } as const;

  const tokenIn = (req: FastifyRequest, name: string) => {
    const value = req.cookies[name];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  };
  const tokenOf = (req: FastifyRequest) => tokenIn(req, cookieName);

  return {
    cookieName,
    hasSessionCookie: (req: FastifyRequest) => req.cookies[cookieName] !== undefined,
    /** A session cookie shaped like one we issue: only such a visitor skips the page cache (junk does not). */
    hasSessionToken: (req: FastifyRequest) => tokenOf(req) !== null,

    /** Signs in: any session the browser held is ended first (rotation), then a fresh token is issued. */
    async start(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      const previous = tokenOf(req);
      if (previous) await deleteSession(db, hashToken(previous));
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + settings.absoluteDays * 24 * HOUR);
      // Times come from the app clock, not the database default, so expiry follows one clock.
      await insertSession(db, { tokenHash: hashToken(token), userId, expiresAt, createdAt: at, lastSeenAt: at });
      const maxAge = cookieLifetime(at, expiresAt);
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge });
      // Readable by the page, holds no secret: it only tells the browser a session may exist, so
      // visitors never ask GET /api/auth/user (and never log its 401 in the console).
      reply.setCookie(SIGNED_IN_HINT, '1', { ...cookieOptions, httpOnly: false, maxAge });
    },

    /** The stored hash of the browser's session token, e.g. to keep it while ending the others. */
    currentTokenHash(req: FastifyRequest): string | undefined {
      const token = tokenOf(req);
      return token ? hashToken(token) : undefined;
    },

    stepToken: (req: FastifyRequest) => tokenIn(req, stepCookieName),
    setStepCookie(reply: FastifyReply, token: string, expires: Date) {
      reply.setCookie(stepCookieName, token, {
        ...cookieOptions,
        sameSite: 'strict',
        maxAge: cookieLifetime(now(), expires),
      });
    },
    clearStepCookie(reply: FastifyReply) {
      reply.clearCookie(stepCookieName, { ...cookieOptions, sameSite: 'strict' });
    },

    async resolve(req: FastifyRequest): Promise<Account | null> {
      const token = tokenOf(req);
      if (!token) return null;
      const at = now();
      const found = await findSessionUser(db, hashToken(token), at, idleSince(at));
      if (!found) return null;
      if (at.getTime() - new Date(found.lastSeenAt).getTime() > TOUCH_EVERY_MS)
        await touchSession(db, hashToken(token), at);
      const { lastSeenAt: _seen, ...user } = found;
      return user;
    },

    async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(req);
      if (token) await deleteSession(db, hashToken(token));
      reply.clearCookie(cookieName, cookieOptions);
      reply.clearCookie(SIGNED_IN_HINT, { ...cookieOptions, httpOnly: false });
    },

    /**
     * The account's live sessions for its account page. Each gets an id derived from its token
     * hash (neither the token nor its hash leaves the server), and `current` marks the caller's.
     */
    async listFor(req: FastifyRequest, userId: string) {
      const at = now();
      const mine = tokenOf(req);
      const current = mine ? hashToken(mine) : null;
      const rows = await listUserSessions(db, userId, at, idleSince(at));
      return rows.map((r) => ({
        id: sessionId(r.tokenHash),
        createdAt: new Date(r.createdAt).toISOString(),
        lastSeenAt: new Date(r.lastSeenAt).toISOString(),
        expiresAt: new Date(r.expiresAt).toISOString(),
        current: r.tokenHash === current,
      }));
    },

    /**
     * The stored hash of one of the account's live sessions, by the id its list shows; null when
     * no live session of this account has it (ids of other accounts' sessions match nothing).
     */
    async tokenHashOf(userId: string, id: string): Promise<string | null> {
      const at = now();
      const rows = await listUserSessions(db, userId, at, idleSince(at));
      return rows.find((r) => sessionId(r.tokenHash) === id)?.tokenHash ?? null;
    },

    sweep: () => {
      const at = now();
      return deleteExpiredSessions(db, at, idleSince(at));
    },
  };
}
export type SessionManager = ReturnType<typeof createSessionManager>;
