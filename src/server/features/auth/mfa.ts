import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authChallenges, recoveryCodes, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hashToken } from '../../token-hash';
import type { Audit } from '../audit';
import { deleteUserSessions } from './repository';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpEnrolment, totpStep } from './totp';

/** How long the code step may follow a right password. */
const SECOND_STEP_MS = 5 * 60_000;
/** Wrong codes that end a code step: the password is asked again. */
const MAX_WRONG_CODES = 5;

/** The audit entry of a change to an account's authenticator app: never the secret or the codes. */
const totpChange = (userId: string, enabledBefore: boolean) => ({
  entityType: 'users',
  entityId: userId,
  before: { totp: enabledBefore },
});

export const wrongCode = () => new HttpError(401, 'That code is not right. Check the app and try again.', 'BAD_CODE');
export const codeStepEnded = () =>
  new HttpError(401, 'Too many wrong codes. Enter your e-mail and password again.', 'CODE_STEP_ENDED');
/** Turning the app off: one answer for a wrong password or a wrong code, so neither is confirmed alone. */
export const wrongPasswordOrCode = () => new HttpError(401, 'The password or the code is wrong.', 'BAD_CREDENTIALS');
const alreadyOn = () =>
  new HttpError(409, 'The authenticator app is already set up. Turn it off first.', 'TOTP_ENABLED');

/**
 * Second factors of staff accounts: the authenticator app (TOTP) with its recovery codes, and
 * the pending second sign-in step. Everything lives in the database, so any instance can take
 * any step. Passkeys are in passkeys.ts.
 */
/** `issuer`: the name authenticator apps list the staff code under. */
export function createMfaService(db: Database, now: () => Date, issuer: string) {
  async function readTotp(userId: string, executor: Database = db) {
    const [row] = await executor
      .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt, lastStep: users.totpLastStep })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  /** Takes a code once: moves the account's last step forward only if no other request did first. */
  async function takeTotp(tx: Database, userId: string, secret: string, code: string, lastStep: number | null) {
    const step = await totpStep(secret, code, now(), lastStep);
    if (step === null) return false;
    const taken = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken.length === 1;
  }

  async function takeRecoveryCode(tx: Database, userId: string, code: string) {
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: now() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length === 1;
  }

  /** A code from the app, or an unused recovery code (which is then spent). */
  async function checkCode(tx: Database, userId: string, code: string): Promise<'totp' | 'recovery' | null> {
    // Read in the caller's transaction: on the embedded database a read outside it would wait for it.
    const totp = await readTotp(userId, tx);
    if (!totp?.enabledAt || !totp.secret) return null;
    if (/^\d{6}$/.test(code)) return (await takeTotp(tx, userId, totp.secret, code, totp.lastStep)) ? 'totp' : null;
    return (await takeRecoveryCode(tx, userId, code)) ? 'recovery' : null;
  }

  async function replaceRecoveryCodes(tx: Database, userId: string) {
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    return codes;
  }

  return {
    checkCode: (userId: string, code: string) => checkCode(db, userId, code),

    /** After a right password: a token for the code step (the browser keeps it in a cookie). */
    async startSecondStep(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + SECOND_STEP_MS);
      await db.insert(authChallenges).values({ tokenHash: hashToken(token), kind: 'mfa', userId, expiresAt });
      return { token, expiresAt };
    },

    /** The account a live code-step token belongs to. */
    async secondStepUser(token: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: authChallenges.userId })
        .from(authChallenges)
        .where(
          and(
            eq(authChallenges.tokenHash, hashToken(token)),
            eq(authChallenges.kind, 'mfa'),
            gt(authChallenges.expiresAt, now()),
          ),
        );
      return row?.userId ?? null;
    },

    /**
     * A wrong code at this step, counted on the step in one atomic update: the fifth ends it (its
     * row is deleted), and `onEnded` runs in that same transaction (the audit row, the owners'
     * e-mail). Answers whether the step is over (also when it already was).
     */
    async wrongCodeAt(
      token: string,
      onEnded: (tx: Database, userId: string, wrongCodes: number) => Promise<void>,
    ): Promise<boolean> {
      const step = and(eq(authChallenges.tokenHash, hashToken(token)), eq(authChallenges.kind, 'mfa'));
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(authChallenges)
          .set({ failures: sql`${authChallenges.failures} + 1` })
          .where(step)
          .returning({ failures: authChallenges.failures, userId: authChallenges.userId });
        if (!row) return true;
        if (row.failures < MAX_WRONG_CODES) return false;
        await tx.delete(authChallenges).where(step);
        if (row.userId) await onEnded(tx, row.userId, row.failures);
        return true;
      });
    },

    /** Uses the step up, once: false when another request took it first (two codes at once). */
    async endSecondStep(token: string): Promise<boolean> {
      const gone = await db
        .delete(authChallenges)
        .where(and(eq(authChallenges.tokenHash, hashToken(token)), eq(authChallenges.kind, 'mfa')))
        .returning({ userId: authChallenges.userId });
      return gone.length === 1;
    },

    async summary(userId: string) {
      const totp = await readTotp(userId);
      const [left] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return { totpEnabled: Boolean(totp?.enabledAt), recoveryCodesLeft: left?.n ?? 0 };
    },

    /** A new secret to scan; not in force until a code from it is confirmed. */
    async beginTotp(userId: string, email: string, audit: Audit) {
      const totp = await readTotp(userId);
      if (totp?.enabledAt) throw alreadyOn();
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, userId));
        await audit.record(tx, { ...totpChange(userId, false), after: { totp: 'setup started' } });
      });
      return totpEnrolment(issuer, email, secret);
    },

    /**
     * A code from the new secret puts it in force, with ten fresh recovery codes (answered once),
     * and ends the account's other sessions, which were opened with the password alone.
     */
    async confirmTotp(userId: string, code: string, keepSessionHash: string | undefined, audit: Audit) {
      const totp = await readTotp(userId);
      if (totp?.enabledAt) throw alreadyOn();
      if (!totp?.secret)
        throw new HttpError(409, 'Start the set-up again: there is no new secret to confirm.', 'TOTP_NOT_STARTED');
      const secret = totp.secret;
      return db.transaction(async (tx) => {
        if (!(await takeTotp(tx, userId, secret, code, null))) throw wrongCode();
        await tx.update(users).set({ totpEnabledAt: now() }).where(eq(users.id, userId));
        const sessionsEnded = await deleteUserSessions(tx, userId, keepSessionHash);
        const codes = await replaceRecoveryCodes(tx, userId);
        await audit.record(tx, { ...totpChange(userId, false), after: { totp: true, sessionsEnded } });
        return codes;
      });
    },

    /** Turns the app off (the caller checked a fresh password); needs a code or a recovery code. */
    async disableTotp(userId: string, code: string, audit: Audit): Promise<void> {
      if (!(await readTotp(userId))?.enabledAt)
        throw new HttpError(409, 'The authenticator app is not set up.', 'TOTP_NOT_ENABLED');
      await db.transaction(async (tx) => {
        if (!(await checkCode(tx, userId, code))) throw wrongPasswordOrCode();
        await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await audit.record(tx, { ...totpChange(userId, true), after: { totp: false } });
      });
    },

    /** Forgets code steps and WebAuthn challenges that ran out (hourly, with the session sweep). */
    sweep: () => db.delete(authChallenges).where(lt(authChallenges.expiresAt, now())),
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
