import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { COMPOSE_QUEUE, DELIVER_QUEUE, LOOKUP_QUEUE } from '../../src/server/features/messages/service';
import { OFFER_SENT_QUEUE } from '../../src/server/features/offers/start';
import { SIGN_IN_LINK_QUEUE } from '../../src/server/features/portal/routes';
import { SAFETY_ALARM_QUEUE } from '../../src/server/features/safety/alarms';

/**
 * Waits until no message job is waiting, retrying or running: after that nothing more can be
 * composed or sent, so a test can check that something did NOT happen without sleeping. (A
 * delivery job completes only after the mail server took the message.) The reminder sweep is left
 * out: it is scheduled every minute and sends through the other queues; so are the safety timers,
 * which wait for their time (tests run them on their clock: app.safety). An alarm's own job, which
 * composes its pushes and e-mails, is counted.
 */
export async function jobsSettled(db: Database, timeoutMs = 15_000): Promise<void> {
  await vi.waitFor(
    async () => {
      const pending = await pendingMessageJobs(db);
      if (pending > 0) throw new Error(`${pending} message job(s) still pending after ${timeoutMs} ms`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/** How many message jobs are waiting, retrying or running. */
export async function pendingMessageJobs(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from pgboss.job
    where name in (${COMPOSE_QUEUE}, ${DELIVER_QUEUE}, ${LOOKUP_QUEUE}, ${SIGN_IN_LINK_QUEUE}, ${OFFER_SENT_QUEUE}, ${SAFETY_ALARM_QUEUE})
      and state in ('created', 'retry', 'active')`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}
