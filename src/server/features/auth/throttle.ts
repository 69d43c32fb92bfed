import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Slows guessing on one account, whatever address it comes from: after FREE_FAILURES wrong
 * passwords in a row, each further attempt must wait twice as long as the last (1 s, 2 s, 4 s …,
 * at most 15 minutes). Unknown e-mails are tracked the same way, so the answer leaks nothing.
 */
const FREE_FAILURES = 5;
const MAX_WAIT_S = 15 * 60;
const MAX_TRACKED = 10_000;

export type LoginThrottle = {
  /** Seconds to wait before this account may try again; 0 when it may try now. */
  waitSeconds(email: string): Promise<number>;
  failed(email: string): Promise<void>;
  succeeded(email: string): Promise<void>;
};

const keyOf = (email: string) => email.trim().toLowerCase();
const waitAfter = (failures: number) =>
  failures > FREE_FAILURES ? Math.min(2 ** (failures - FREE_FAILURES - 1), MAX_WAIT_S) : 0;
const secondsUntil = (blockedUntil: number, now: Date) => Math.max(0, Math.ceil((blockedUntil - now.getTime()) / 1000));

/** In memory: the embedded database has one process, so one process's memory is the whole truth. */
export function createLoginThrottle(now: () => Date): LoginThrottle {
  const state = new Map<string, { failures: number; blockedUntil: number }>();
  return {
    async waitSeconds(email) {
      const entry = state.get(keyOf(email));
      return entry ? secondsUntil(entry.blockedUntil, now()) : 0;
    },
    async failed(email) {
      const key = keyOf(email);
      const failures = (state.get(key)?.failures ?? 0) + 1;
      state.delete(key);
      state.set(key, { failures, blockedUntil: now().getTime() + waitAfter(failures) * 1000 });
      // Oldest entries go first (a Map keeps insertion order), so memory stays bounded.
      if (state.size > MAX_TRACKED) state.delete(state.keys().next().value ?? key);
    },
    async succeeded(email) {
      state.delete(keyOf(email));
    },
  };
}

/** In the database: on PostgreSQL every app instance sees the same failures for an account. */
export function createSharedLoginThrottle(db: Database, now: () => Date): LoginThrottle {
  return {
    async waitSeconds(email) {
      const [row] = await db
        .select({ blockedUntil: loginFailures.blockedUntil })
        .from(loginFailures)
        .where(eq(loginFailures.emailKey, keyOf(email)));
      return row ? secondsUntil(row.blockedUntil.getTime(), now()) : 0;
    },
    async failed(email) {
      const at = now();
      // One atomic statement, so concurrent failures on several instances all count.
      await db.execute(sql`
        insert into login_failures (email_key, failures, blocked_until) values (${keyOf(email)}, 1, ${at})
        on conflict (email_key) do update set
          failures = login_failures.failures + 1,
          blocked_until = ${at}::timestamptz + make_interval(secs => case
            when login_failures.failures + 1 > ${FREE_FAILURES}
            then least(power(2, login_failures.failures - ${FREE_FAILURES}), ${MAX_WAIT_S})
            else 0 end)`);
    },
    async succeeded(email) {
      await db.delete(loginFailures).where(eq(loginFailures.emailKey, keyOf(email)));
    },
  };
}

/** Forgets accounts whose wait ended a day ago (app.ts calls it hourly, with the rate-limit prune). */
export async function pruneLoginFailures(db: Database, now: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.blockedUntil, new Date(now.getTime() - 86_400_000)));
}
