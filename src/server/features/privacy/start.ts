import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { DEFAULT_RETRY, type RetryPolicy } from '../../jobs/queue';
import { createRetention, type Retention } from './retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests run the retention job on their own clock through this (retention.run()). */
    retention: Retention;
  }
}

/** Each day at 03:40 (Florida): client details past RETENTION_YEARS and message bodies past 90 days are erased. */
const RETENTION_QUEUE = 'privacy-retention';

/** The retention job (decision 046) as a pg-boss cron job: once a day across instances. */
export async function startRetention(
  app: FastifyInstance,
  deps: { db: Database; now: () => Date; years: number; runJobs: boolean; retry?: RetryPolicy },
) {
  const retention = createRetention(deps);
  const queue = app.jobQueue;
  await queue.define(RETENTION_QUEUE, { ...(deps.retry ?? DEFAULT_RETRY), limit: 2 });
  if (deps.runJobs) {
    await queue.work(RETENTION_QUEUE, async () => {
      const erased = await retention.run();
      if (erased.bookings > 0 || erased.messages > 0) app.log.info(erased, 'retention: old details erased');
    });
    await queue.schedule(RETENTION_QUEUE, '40 3 * * *');
  }
  app.decorate('retention', retention);
  return retention;
}
