import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

type Hits = { hits: number; ttl: number };

/**
 * A fixed-window counter in the database, so that every app instance on one PostgreSQL server
 * counts the same requests (with in-memory counts, N instances would allow N times the limit).
 * One atomic upsert per request: a window that has ended starts again at 1.
 */
export async function countHit(db: Database, bucket: string, key: string, windowMs: number, now: Date): Promise<Hits> {
  const result = await db.execute(sql`
    insert into rate_limits (bucket, key, window_start, hits) values (${bucket}, ${key}, ${now}, 1)
    on conflict (bucket, key) do update set
      hits = case when rate_limits.window_start + ${windowMs} * interval '1 millisecond' <= ${now}
        then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start + ${windowMs} * interval '1 millisecond' <= ${now}
        then ${now} else rate_limits.window_start end
    returning hits, window_start`);
  const row = (result as unknown as { rows: { hits: number; window_start: string | Date }[] }).rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  const started = new Date(row.window_start).getTime();
  return { hits: Number(row.hits), ttl: Math.max(0, started + windowMs - now.getTime()) };
}

/** Drops counters whose window started a day ago (app.ts calls it hourly, so the table stays small). */
export async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${new Date(now.getTime() - 86_400_000)}`);
}

/** A @fastify/rate-limit store over `countHit`, one bucket per plugin registration, on the app's clock. */
export function sharedRateLimitStore(db: Database, bucket: string, now: () => Date): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, bucket, key, timeWindow, now()).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (err: Error) => callback(err),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedStore;
}
