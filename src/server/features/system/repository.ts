import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MESSAGE_CHANNELS, type MessageChannel } from '../../../shared/schemas/message';
import { STUCK_MESSAGE_MINUTES } from '../../../shared/schemas/system';
import type { Database, DatabaseHandle } from '../../db/client';
import { bookings, messages, safetyAlarms } from '../../db/schema';

/** The outbox by channel and state (sent, queued, failed…), every pair that has rows. */
export async function messageCounts(db: Database): Promise<{ channel: string; status: string; count: number }[]> {
  return db
    .select({ channel: messages.channel, status: messages.status, count: sql<number>`count(*)::int` })
    .from(messages)
    .groupBy(messages.channel, messages.status);
}

/**
 * Per channel: messages failed for good, and messages stuck: still queued STUCK_MESSAGE_MINUTES
 * after they were made (the app's clock made them; a delivery is tried within seconds).
 */
export async function messageTrouble(
  db: Database,
  now: Date,
): Promise<{ channel: MessageChannel; failed: number; stuck: number }[]> {
  const stuckBefore = new Date(now.getTime() - STUCK_MESSAGE_MINUTES * 60_000);
  const rows = await db
    .select({
      channel: messages.channel,
      failed: sql<number>`count(*) filter (where ${messages.status} = 'failed')::int`,
      stuck: sql<number>`count(*) filter (where ${messages.status} = 'queued' and ${messages.createdAt} < ${stuckBefore.toISOString()})::int`,
    })
    .from(messages)
    .where(sql`${messages.status} in ('failed', 'queued')`)
    .groupBy(messages.channel);
  return MESSAGE_CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return { channel, failed: row?.failed ?? 0, stuck: row?.stuck ?? 0 };
  });
}

/** Bookings by status. */
export async function bookingCounts(db: Database): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: bookings.status, count: sql<number>`count(*)::int` })
    .from(bookings)
    .groupBy(bookings.status);
}

/** Safety alarms still open (not acknowledged), and all of them. */
export async function alarmCounts(db: Database): Promise<{ open: number; total: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${safetyAlarms.acknowledgedAt} is null)::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(safetyAlarms);
  return { open: row?.open ?? 0, total: row?.total ?? 0 };
}

/**
 * The database's size in bytes: the embedded database's folder on disk (what a backup copies),
 * else what PostgreSQL (or an in-memory PGlite) counts for the current database.
 */
export async function databaseSize(database: DatabaseHandle): Promise<number> {
  if (database.dataDir) return folderSize(database.dataDir);
  const result = await database.db.execute(sql`select pg_database_size(current_database())::float8 as size`);
  const [row] = (result as unknown as { rows: { size: number }[] }).rows;
  return Math.round(row?.size ?? 0);
}

async function folderSize(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    // A file may go between the listing and its stat (PostgreSQL removes temporary files).
    total += await stat(join(entry.parentPath, entry.name)).then(
      (s) => s.size,
      () => 0,
    );
  }
  return total;
}

export type QueueBacklog = { name: string; waiting: number; oldestWaitingSeconds: number };

/**
 * Per queue of the app, from pg-boss's own tables: jobs due now and not yet taken (created, or
 * waiting to retry, their start time passed) and how long the oldest has waited; a queue with
 * nothing due answers 0 and 0. pg-boss's internal queues (`__pgboss__…`) are left out. The
 * total over all queues is /readyz's (features/health/queue-backlog.ts).
 */
export async function queueBacklogs(db: Database): Promise<QueueBacklog[]> {
  const result = await db.execute(
    sql`select q.name, count(j.id)::int as waiting,
          coalesce(extract(epoch from now() - min(j.start_after)), 0)::float8 as oldest
        from pgboss.queue q
        left join pgboss.job j on j.name = q.name and j.state < 'active' and j.start_after <= now()
        where q.name not like '\_\_pgboss\_\_%'
        group by q.name order by q.name`,
  );
  const { rows } = result as unknown as { rows: { name: string; waiting: number; oldest: number | null }[] };
  return rows.map((r) => ({
    name: r.name,
    waiting: r.waiting,
    oldestWaitingSeconds: Math.max(0, Math.floor(r.oldest ?? 0)),
  }));
}
