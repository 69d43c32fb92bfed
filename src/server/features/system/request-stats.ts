/** An answer slower than this counts as slow on the System page (docs/decisions/045). */
export const SLOW_REQUEST_MS = 1_000;
/** How far back the System page's request figures look. */
export const REQUEST_WINDOW_MINUTES = 60;

const MINUTE = 60_000;

export type RequestStats = {
  record(statusCode: number, durationMs: number): void;
  /** The last REQUEST_WINDOW_MINUTES (this minute included): 5xx answers and slow answers. */
  lastHour(): { serverErrors: number; slow: number };
};

/**
 * This instance's request figures, in memory: one bucket per minute in a ring of
 * REQUEST_WINDOW_MINUTES, each stamped with its minute so a bucket left from an earlier round of
 * the ring is emptied before it is counted or reused. Nothing is kept per request.
 */
export function createRequestStats(now: () => Date): RequestStats {
  const buckets = Array.from({ length: REQUEST_WINDOW_MINUTES }, () => ({ minute: -1, serverErrors: 0, slow: 0 }));
  const minuteNow = () => Math.floor(now().getTime() / MINUTE);
  return {
    record(statusCode, durationMs) {
      const minute = minuteNow();
      const bucket = buckets[minute % REQUEST_WINDOW_MINUTES];
      if (!bucket) return;
      if (bucket.minute !== minute) Object.assign(bucket, { minute, serverErrors: 0, slow: 0 });
      if (statusCode >= 500) bucket.serverErrors++;
      if (durationMs > SLOW_REQUEST_MS) bucket.slow++;
    },
    lastHour() {
      const oldest = minuteNow() - REQUEST_WINDOW_MINUTES;
      let serverErrors = 0;
      let slow = 0;
      for (const b of buckets) {
        if (b.minute <= oldest) continue;
        serverErrors += b.serverErrors;
        slow += b.slow;
      }
      return { serverErrors, slow };
    },
  };
}
