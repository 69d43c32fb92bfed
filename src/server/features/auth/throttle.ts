import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { addressKey } from '../../http/address-rate-limit';
import { HttpError } from '../../http/errors';

/**
 * Slows guessing at a sign-in step (the password, or the second-factor code) for one account
 * *from one client address*: after FREE_FAILURES wrong answers from that address, each further
 * attempt from it must wait twice as long as the last (1 s, 2 s, 4 s …, at most MAX_WAIT_S).
 * Failures decay: every DECAY_S without a failure forgets one. Keying on the address as well
 * means a stranger failing on purpose slows only themselves: the owner, from an address that
 * has not been failing, is never refused. Guessing from many addresses is bounded by the
 * per-address rate limit on the sign-in routes. Unknown e-mails are tracked like real ones, so
 * the answer leaks nothing.
 */
const FREE_FAILURES = 5;
const MAX_WAIT_S = 15 * 60;
const DECAY_S = 5 * 60;
const MAX_TRACKED = 10_000;

/**
 * Which step is being guessed at: a password for an e-mail, or a code for an account; and from
 * where: the client's `addressKey` (an IPv6 /64 counts as one address).
 */
export type ThrottleKey = { account: string; address: string };
export const passwordKey = (email: string, address: string): ThrottleKey => ({
  account: `password:${email.trim().toLowerCase()}`,
  address: addressKey(address),
});
/**
 * The sign-in code step, counted per account whatever the address: whoever reaches it has the
 * password, so guessing from many addresses must not multiply the tries (issue 26). Each step
 * also ends at its fifth wrong code (mfa.ts), back to the password.
 */
export const codeStepKey = (userId: string): ThrottleKey => ({ account: `code:${userId}`, address: 'any' });
export const codeKey = (userId: string, address: string): ThrottleKey => ({
  account: `code:${userId}`,
  address: addressKey(address),
});

export type LoginThrottle = {
  /** Seconds to wait before this account may be tried again from this address; 0 when it may now. */
  waitSeconds(key: ThrottleKey): Promise<number>;
  failed(key: ThrottleKey): Promise<void>;
  succeeded(key: ThrottleKey): Promise<void>;
};

/** 429 while this step is slowed down for this account from this address. */
async function assertNotThrottled(throttle: LoginThrottle, key: ThrottleKey): Promise<void> {
  const wait = await throttle.waitSeconds(key);
  if (wait > 0) throw new HttpError(429, `Too many failed attempts. Try again in ${wait} seconds.`, 'THROTTLED');
}

/** Runs a step that answers 401 when guessed wrong, counting those failures (and forgetting them on success). */
export async function throttledStep<T>(throttle: LoginThrottle, key: ThrottleKey, run: () => Promise<T>): Promise<T> {
  await assertNotThrottled(throttle, key);
  try {
    const result = await run();
    await throttle.succeeded(key);
    return result;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 401) await throttle.failed(key);
    throw err;
  }
}

/** Failures still counted after `elapsedMs` without one. */
const decayed = (failures: number, elapsedMs: number) =>
  Math.max(0, failures - Math.floor(Math.max(0, elapsedMs) / (DECAY_S * 1000)));
const waitAfter = (failures: number) =>
  failures > FREE_FAILURES ? Math.min(2 ** (failures - FREE_FAILURES - 1), MAX_WAIT_S) : 0;
const secondsUntil = (blockedUntil: number, now: Date) => Math.max(0, Math.ceil((blockedUntil - now.getTime()) / 1000));
const mapKey = (key: ThrottleKey) => `${key.account}\u0000${key.address}`;

/** In memory: the embedded database has one process, so one process's memory is the whole truth. */
export function createLoginThrottle(now: () => Date): LoginThrottle {
  const state = new Map<string, { failures: number; lastFailedAt: number; blockedUntil: number }>();
  return {
    async waitSeconds(key) {
      const entry = state.get(mapKey(key));
      return entry ? secondsUntil(entry.blockedUntil, now()) : 0;
    },
    async failed(key) {
      const at = now().getTime();
      const entry = state.get(mapKey(key));
      const failures = (entry ? decayed(entry.failures, at - entry.lastFailedAt) : 0) + 1;
      state.delete(mapKey(key));
      state.set(mapKey(key), { failures, lastFailedAt: at, blockedUntil: at + waitAfter(failures) * 1000 });
      // Oldest entries go first (a Map keeps insertion order), so memory stays bounded.
      if (state.size > MAX_TRACKED) state.delete(state.keys().next().value ?? '');
    },
    async succeeded(key) {
      state.delete(mapKey(key));
    },
  };
}

/** In the database: on PostgreSQL every app instance sees the same failures. */
export function createSharedLoginThrottle(db: Database, now: () => Date): LoginThrottle {
  const where = (key: ThrottleKey) =>
    and(eq(loginFailures.accountKey, key.account), eq(loginFailures.address, key.address));
  return {
    async waitSeconds(key) {
      const [row] = await db.select({ blockedUntil: loginFailures.blockedUntil }).from(loginFailures).where(where(key));
      return row ? secondsUntil(row.blockedUntil.getTime(), now()) : 0;
    },
    async failed(key) {
      const at = now();
      // One atomic statement, so concurrent failures on several instances all count. `counted`
      // is the decayed count plus this failure, the same rule as `decayed` and `waitAfter`.
      const counted = sql`(greatest(0, login_failures.failures - floor(extract(epoch from (${at}::timestamptz - login_failures.last_failed_at)) / ${DECAY_S})::int) + 1)`;
      await db.execute(sql`
        insert into login_failures (account_key, address, failures, last_failed_at, blocked_until)
        values (${key.account}, ${key.address}, 1, ${at}, ${at})
        on conflict (account_key, address) do update set
          failures = ${counted},
          last_failed_at = ${at},
          blocked_until = ${at}::timestamptz + make_interval(secs => case
            when ${counted} > ${FREE_FAILURES}
            then least(power(2, ${counted} - ${FREE_FAILURES} - 1), ${MAX_WAIT_S})
            else 0 end)`);
    },
    async succeeded(key) {
      await db.delete(loginFailures).where(where(key));
    },
  };
}

/** Forgets failures whose wait ended a day ago (app.ts calls it hourly, with the rate-limit prune). */
export async function pruneLoginFailures(db: Database, now: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.blockedUntil, new Date(now.getTime() - 86_400_000)));
}
