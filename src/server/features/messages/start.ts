import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { DEFAULT_RETRY, type JobFailure, type JobQueue, type RetryPolicy, startJobQueue } from '../../jobs/queue';
import { deleteSubscription, findSubscription, loadVapidKeys } from '../push';
import { createCourier } from './deliver';
import {
  type BookingEvent,
  COMPOSE_QUEUE,
  createMessaging,
  DELIVER_QUEUE,
  LOOKUP_QUEUE,
  type Messaging,
  REMINDER_QUEUE,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
    /** The app's one job queue, for features with jobs of their own (the portal's sign-in links). */
    jobQueue: JobQueue;
    /** The server's VAPID public key: what a browser subscribes to push with. */
    vapidPublicKey: string;
  }
}

/** What messaging needs of the app's dependencies (app.ts passes its own, AppDeps). */
type MessagingDeps = {
  config: Pick<Config, 'publicUrl' | 'mail' | 'runJobs' | 'business'>;
  database: DatabaseHandle;
  jobs?: { retry?: RetryPolicy; pollingIntervalSeconds?: number };
  /** Tests: the https agent that trusts their local push service. */
  pushAgent?: Agent;
  /** The token of a booking's "Confirm your e-mail" link (decision 037). */
  emailConfirmToken?: (bookingId: string) => string;
};

/**
 * A failed try of a job, logged once with the job's id (an error when it was the last, a warning
 * when it will be retried) and reported once per job, at its first failure: a fault shows at
 * once, not a day later when the retries run out, and a job failing 160 times is one report.
 */
function jobFailed(app: FastifyInstance, { queue, id, retryCount, retryLimit, error }: JobFailure): void {
  const final = retryCount >= retryLimit;
  const entry = { jobId: id, queue, attempt: retryCount + 1, retriesLeft: retryLimit - retryCount, err: error };
  if (final) app.log.error(entry, 'job failed for good');
  else app.log.warn(entry, 'job failed; it will be retried');
  if (retryCount === 0) app.errorReporter.report(error, { jobId: id, queue, attempt: retryCount + 1 });
}

/**
 * Starts the job queue on the app's database and, unless this instance is web-only (RUN_JOBS),
 * the workers: composing a booking's messages, delivering them, "find my booking" look-ups, and
 * the reminder sweep each minute.
 */
export async function startMessaging(app: FastifyInstance, deps: MessagingDeps, now: () => Date): Promise<Messaging> {
  const { mail, publicUrl } = deps.config;
  const queue = await startJobQueue(deps.database, {
    onError: (err) => app.log.warn({ err }, 'job queue error'),
    onJobFailed: (failure) => jobFailed(app, failure),
    pollingIntervalSeconds: deps.jobs?.pollingIntervalSeconds,
    upkeep: deps.config.runJobs,
  });
  const retry = deps.jobs?.retry ?? DEFAULT_RETRY;
  await queue.define(DELIVER_QUEUE, retry);
  await queue.define(LOOKUP_QUEUE, retry);
  await queue.define(COMPOSE_QUEUE, retry);
  await queue.define(REMINDER_QUEUE, { ...retry, limit: 2 });
  const db = deps.database.db;
  const vapid = await loadVapidKeys(db, mail.push.vapid);
  const courier = createCourier({
    ...mail,
    host: new URL(publicUrl).hostname,
    now,
    push: {
      keys: vapid,
      subject: mail.push.subject,
      subscription: (id) => findSubscription(db, id),
      forget: (id) => deleteSubscription(db, id),
      agent: deps.pushAgent,
    },
  });
  const messaging = createMessaging({
    db: deps.database.db,
    queue,
    courier,
    now,
    clientEmailsPerDay: mail.clientEmailsPerDay,
    context: {
      publicUrl,
      teamEmails: mail.teamEmails,
      webhook: mail.webhook,
      sender: { ...deps.config.business, siteUrl: publicUrl },
      emailConfirmToken: deps.emailConfirmToken,
    },
  });
  if (deps.config.runJobs) {
    await queue.work<BookingEvent>(COMPOSE_QUEUE, messaging.composeJob);
    await queue.work<{ messageId: string }>(DELIVER_QUEUE, messaging.deliver);
    await queue.work<{ email: string; reference: string }>(LOOKUP_QUEUE, messaging.lookupJob);
    await queue.work(REMINDER_QUEUE, async () => {
      const queued = await messaging.sweepReminders();
      if (queued > 0) app.log.info({ queued }, 'reminders queued');
    });
    await queue.schedule(REMINDER_QUEUE, '* * * * *');
  }
  // Tests and scripts run the reminder sweep on their own clock through this.
  app.decorate('messaging', messaging);
  app.decorate('jobQueue', queue);
  app.decorate('vapidPublicKey', vapid.publicKey);
  app.addHook('onClose', async () => {
    await queue.stop();
    courier.close();
  });
  return messaging;
}
