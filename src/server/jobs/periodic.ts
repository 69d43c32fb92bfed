import type { FastifyInstance } from 'fastify';

export type PeriodicJob = {
  /** Time between runs. */
  everyMs: number;
  run: () => Promise<unknown>;
  /** The warning logged when a run fails; the next run tries again. */
  failure: string;
};

/**
 * Housekeeping that runs in every instance while the app is up (expired sessions, old rate-limit
 * counts): the timer never holds the process open, and it is cleared when the app closes.
 */
export function installPeriodicJob(app: FastifyInstance, { everyMs, run, failure }: PeriodicJob): void {
  const timer = setInterval(() => {
    run().catch((err) => app.log.warn({ err }, failure));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
