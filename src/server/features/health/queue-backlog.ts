import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type QueueBacklog = { waiting: number; oldestWaitingSeconds: number };

/**
 * The job queue's backlog from pg-boss's own table: jobs due now (created or waiting to retry,
 * their start time passed) and the age of the oldest. Read through the app's connection, so it
 * works on PGlite and on PostgreSQL alike.
 */
export async function queueBacklog(db: Database): Promise<QueueBacklog> {
  const result = await db.execute(
    sql`select count(*)::int as waiting,
          coalesce(extract(epoch from now() - min(start_after)), 0)::float8 as oldest
        from pgboss.job where state < 'active' and start_after <= now()`,
  );
  const [row] = (result as unknown as { rows: { waiting: number; oldest: number | null }[] }).rows;
  return { waiting: row?.waiting ?? 0, oldestWaitingSeconds: Math.max(0, Math.floor(row?.oldest ?? 0)) };
}
