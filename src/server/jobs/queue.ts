import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type JobResult, PgBoss, type QueueResult } from 'pg-boss';
import { BUSINESS_TIME_ZONE } from '../../shared/business-day';
import type { Database, DatabaseHandle } from '../db/client';

/** A transaction (or the database itself): a job sent through it commits or rolls back with it. */
export type Tx = Database;

export type RetryPolicy = {
  /** Seconds before the first retry; each next one waits about twice as long. */
  delaySeconds: number;
  /** The longest wait between two tries, in seconds. */
  maxDelaySeconds: number;
  /** Tries after the first one before the job is failed for good. */
  limit: number;
};

/**
 * First retry within 15 s (jittered 7.5 to 15 s), doubling up to 10 minutes; 160 retries keep a
 * message trying for about 25 hours before it is failed and shown to staff for a manual retry.
 */
export const DEFAULT_RETRY: RetryPolicy = { delaySeconds: 15, maxDelaySeconds: 600, limit: 160 };

export type JobQueue = {
  /**
   * Adds a job inside the caller's transaction. With an `id` (a UUID), a job of that queue and id
   * already stored is left as it is: the same timer asked for twice is one job.
   */
  send(
    tx: Tx,
    queue: string,
    data: object,
    options?: { startAfter?: Date; singletonKey?: string; id?: string; priority?: number },
  ): Promise<void>;
  /** Creates a queue (or brings its retry and retention settings up to date). */
  define(
    queue: string,
    retry: RetryPolicy,
    options?: { expireInSeconds?: number; policy?: 'standard' | 'stately' },
  ): Promise<void>;
  work<T extends object>(
    queue: string,
    handler: (job: { id: string; data: T; retryCount: number; retryLimit: number }) => Promise<void>,
  ): Promise<void>;
  /** Runs a job on a cron schedule; across instances each run is made once. */
  schedule(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
};

/** One failed try of a job: `retryCount` tries were made before this one, of `retryLimit` retries. */
export type JobFailure = { queue: string; id: string; retryCount: number; retryLimit: number; error: unknown };

/**
 * pg-boss on the app's own database: the embedded PGlite instance through its adapter, or a small
 * pool of its own on PostgreSQL. Its tables live in the `pgboss` schema, which it migrates itself.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  options: {
    onError: (err: Error) => void;
    /** Each failed try of a job, once (the job's id, its queue, and whether retries are left). */
    onJobFailed?: (failure: JobFailure) => void;
    pollingIntervalSeconds?: number;
    /**
     * pg-boss's upkeep on this instance (expiring, retrying and deleting jobs, cron): true unless
     * it is web-only (RUN_JOBS=false), which only sends jobs and leaves the upkeep to the workers.
     */
    upkeep?: boolean;
  },
): Promise<JobQueue> {
  const connection = database.jobConnection;
  const upkeep = options.upkeep ?? true;
  const common = { useListenNotify: true, supervise: upkeep, schedule: upkeep };
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', ...common })
      : new PgBoss({ connectionString: connection.url, max: 3, ...common });
  boss.on('error', options.onError);
  await boss.start();
  const polling = options.pollingIntervalSeconds ?? 2;
  // Every queue stored, read once at the first define() instead of once per queue: a start defines
  // every queue, one after another.
  let stored: Promise<Map<string, object>> | undefined;
  return {
    async send(tx, queue, data, sendOptions = {}) {
      await boss.send(queue, data, { db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql), ...sendOptions });
    },
    async define(queue, retry, queueOptions = {}) {
      const settings = {
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
        retryDelayMax: retry.maxDelaySeconds,
        expireInSeconds: queueOptions.expireInSeconds ?? 120,
        // Waiting jobs outlive the retry window; finished ones are kept a week for inspection.
        retentionSeconds: 3 * 24 * 3600,
        deleteAfterSeconds: 7 * 24 * 3600,
        notify: true,
      };
      stored ??= storedQueues(boss);
      const queues = await stored;
      const existing = queues.get(queue);
      // 'stately': at most one job waiting and one running, across instances (a poll that must not overlap).
      if (!existing) await boss.createQueue(queue, { ...settings, policy: queueOptions.policy ?? 'standard' });
      // Every start defines every queue; an update takes a lock across instances, so only a
      // changed setting (a new release's) is written.
      else if (!sameSettings(existing, settings)) await boss.updateQueue(queue, settings);
      queues.set(queue, { ...existing, ...settings });
    },
    async work(queue, handler) {
      // Up to 10 jobs a fetch, each settled on its own (one failing send does not retry the
      // others), and fetching again at once while batches come back full. NOTIFY wakes an idle
      // worker as soon as a job commits; polling is only the backstop.
      await boss.work(
        queue,
        {
          includeMetadata: true,
          perJobResults: true,
          batchSize: 10,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: polling,
          notifyPollingIntervalSeconds: polling,
        },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await handler({
                id: job.id,
                data: job.data as never,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              });
              results.push({ id: job.id, status: 'completed' });
            } catch (err) {
              options.onJobFailed?.({
                queue,
                id: job.id,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
                error: err,
              });
              results.push({
                id: job.id,
                status: 'failed',
                output: { message: err instanceof Error ? err.message : String(err) },
              });
            }
          }
          return results;
        },
      );
    },
    async schedule(queue, cron) {
      // Cron times are the business's wall clock (a 9:00 job runs at 9:00 in Miami, summer or winter).
      await boss.schedule(queue, cron, null, { tz: BUSINESS_TIME_ZONE });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

/** Every queue pg-boss stores, by name (read a page of 1,000 at a time). */
async function storedQueues(boss: PgBoss): Promise<Map<string, object>> {
  const queues = new Map<string, object>();
  let page: QueueResult[] = [];
  do {
    const after = page.at(-1)?.name;
    page = await boss.getQueues(undefined, { limit: 1000, ...(after ? { after } : {}) });
    for (const queue of page) queues.set(queue.name, queue);
  } while (page.length === 1000);
  return queues;
}

/** Whether a stored queue already has each of these settings. */
function sameSettings(stored: object, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(([key, value]) => (stored as Record<string, unknown>)[key] === value);
}
