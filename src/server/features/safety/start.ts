import type { FastifyInstance } from 'fastify';
import { DEFAULT_RETRY, type RetryPolicy } from '../../jobs/queue';
import { type AlarmJob, SAFETY_ALARM_QUEUE, SAFETY_TIMER_QUEUE, type SafetyDeps, type TimerJob } from './alarms';
import { createSafetyDesk } from './desk';
import { createNight } from './night';
import { createTimers, type SafetyTimers } from './timers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and the benchmark drive the night's timers on their own clock through this (safety.sweep()). */
    safety: SafetyTimers;
  }
}

/** Each minute: every night's timers (the backstop of the per-check-in jobs), once across instances. */
const SAFETY_SWEEP_QUEUE = 'safety-sweep';
/** Each day at 04:20 (Florida): locations of bookings 7 days past are deleted. */
const LOCATION_PURGE_QUEUE = 'safety-location-purge';

/**
 * The night's safety (decision 038): her check-ins and panic, the desk's Tonight board, and the
 * timers, as pg-boss jobs on the app's database: one per check-in at its due time and its grace's
 * end, one per alarm at its escalation time, a sweep each minute and at start, a daily purge.
 */
export async function startSafety(
  app: FastifyInstance,
  deps: Omit<SafetyDeps, 'queue'> & { runJobs: boolean; retry?: RetryPolicy },
) {
  const queue = app.jobQueue;
  const safety: SafetyDeps = { ...deps, queue };
  const timers = createTimers(safety);
  const retry = deps.retry ?? DEFAULT_RETRY;
  await queue.define(SAFETY_TIMER_QUEUE, retry);
  await queue.define(SAFETY_ALARM_QUEUE, retry);
  await queue.define(SAFETY_SWEEP_QUEUE, { ...retry, limit: 2 });
  await queue.define(LOCATION_PURGE_QUEUE, { ...retry, limit: 2 });
  const logged = ({ raised, escalated }: { raised: number; escalated: number }) => {
    if (raised > 0 || escalated > 0) app.log.warn({ raised, escalated }, 'safety alarms');
  };
  if (deps.runJobs) {
    await queue.work<TimerJob>(SAFETY_TIMER_QUEUE, async (job) => logged(await timers.runTimer(job.data)));
    await queue.work<AlarmJob>(SAFETY_ALARM_QUEUE, (job) => timers.notify(job.data));
    await queue.work(SAFETY_SWEEP_QUEUE, async () => logged(await timers.sweep()));
    await queue.work(LOCATION_PURGE_QUEUE, async () => {
      const deleted = await timers.purgeLocations();
      if (deleted > 0) app.log.info({ deleted }, 'old locations deleted');
    });
    await queue.schedule(SAFETY_SWEEP_QUEUE, '* * * * *');
    await queue.schedule(LOCATION_PURGE_QUEUE, '20 4 * * *');
    // After a restart, what fell due while no instance ran is raised at once, not at the next minute.
    app.addHook('onReady', async () => {
      await timers.sweep().then(logged, (err: unknown) => app.log.error({ err }, 'safety sweep at start failed'));
    });
  }
  app.decorate('safety', timers);
  return { night: createNight(safety), desk: createSafetyDesk(safety) };
}
