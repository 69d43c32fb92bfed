import type { FastifyInstance } from 'fastify';
import { DEFAULT_RETRY, type RetryPolicy } from '../../jobs/queue';
import { createOwnerAlerts, type OwnerAlertDeps, type OwnerAlerts } from './alerts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests drive the owners' alerts on their own clock through this (ownerAlerts.check()). */
    ownerAlerts: OwnerAlerts;
  }
}

/** Each minute: mail and the job queue looked at once across instances (decision 047). */
const OWNER_ALERTS_QUEUE = 'owner-alerts';

/**
 * The owners' alerts (decision 047): a pg-boss job each minute, on the worker instances, looks at
 * the outbox and the queue, and tells the owners when mail has failed for 15 minutes or the queue
 * is 5 minutes behind, and again when it is over.
 */
export async function startOwnerAlerts(
  app: FastifyInstance,
  deps: OwnerAlertDeps & { runJobs: boolean; retry?: RetryPolicy },
): Promise<OwnerAlerts> {
  const queue = app.jobQueue;
  const alerts = createOwnerAlerts(deps);
  // 'stately': one run waiting and one running at most; a run that fails is not retried (the next minute's looks again).
  await queue.define(OWNER_ALERTS_QUEUE, { ...(deps.retry ?? DEFAULT_RETRY), limit: 0 }, { policy: 'stately' });
  if (deps.runJobs) {
    await queue.work(OWNER_ALERTS_QUEUE, async () => {
      for (const note of await alerts.check()) {
        app.log.warn({ alert: note.kind, step: note.step, incident: note.incident }, `owner alert ${note.step}`);
      }
    });
    await queue.schedule(OWNER_ALERTS_QUEUE, '* * * * *');
  }
  app.decorate('ownerAlerts', alerts);
  return alerts;
}
