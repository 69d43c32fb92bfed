/**
 * Slows guessing on one account, whatever address it comes from: after FREE_FAILURES wrong
 * passwords in a row, each further attempt must wait twice as long as the last (1 s, 2 s, 4 s …,
 * at most 15 minutes). Unknown e-mails are tracked the same way, so the answer leaks nothing.
 */
const FREE_FAILURES = 5;
const MAX_WAIT_S = 15 * 60;
const MAX_TRACKED = 10_000;

export function createLoginThrottle(now: () => Date) {
  const state = new Map<string, { failures: number; blockedUntil: number }>();
  const keyOf = (email: string) => email.trim().toLowerCase();
  return {
    /** Seconds to wait before this account may try again; 0 when it may try now. */
    waitSeconds(email: string): number {
      const entry = state.get(keyOf(email));
      return entry ? Math.max(0, Math.ceil((entry.blockedUntil - now().getTime()) / 1000)) : 0;
    },
    failed(email: string): void {
      const key = keyOf(email);
      const failures = (state.get(key)?.failures ?? 0) + 1;
      const wait = failures > FREE_FAILURES ? Math.min(2 ** (failures - FREE_FAILURES - 1), MAX_WAIT_S) : 0;
      state.delete(key);
      state.set(key, { failures, blockedUntil: now().getTime() + wait * 1000 });
      // Oldest entries go first (a Map keeps insertion order), so memory stays bounded.
      if (state.size > MAX_TRACKED) state.delete(state.keys().next().value ?? key);
    },
    succeeded(email: string): void {
      state.delete(keyOf(email));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
