import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import { alarmCounts, bookingCounts, messageCounts, queueBacklogs } from './repository';

export type AppMetrics = {
  /** One answer: its route pattern (never the raw URL), method, status and seconds taken. */
  observe(answer: { route: string; method: string; status: number; seconds: number }): void;
  /** The text a Prometheus scrape reads, with the database's figures read now. */
  scrape(): Promise<{ contentType: string; text: string }>;
};

/**
 * The app's Prometheus metrics, in a registry of its own (never prom-client's global one: tests
 * build several apps in one process). Request figures are counted as answers go out; the queue,
 * the outbox, bookings and alarms are read from the database at each scrape, as gauges, so every
 * instance reports the same shared figures (sum the request ones, not these, across instances).
 */
export function createMetrics(database: DatabaseHandle, onReadError: (err: unknown) => void): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labels = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP answers, by route pattern and status',
    labelNames: labels,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status',
    labelNames: labels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const databaseUp = gauge('database_up', '1 when the last scrape could read the database, else 0');
  const queueWaiting = gauge('job_queue_waiting', 'Jobs due and not yet taken, per queue', ['queue']);
  const queueAge = gauge('job_queue_oldest_waiting_seconds', 'How long the oldest due job has waited', ['queue']);
  const outbox = gauge('messages', 'Messages in the outbox, by channel and state', ['channel', 'state']);
  const bookings = gauge('bookings', 'Bookings, by status', ['status']);
  const alarms = gauge('safety_alarms', 'Safety alarms, open or acknowledged', ['state']);

  async function readDatabase(): Promise<void> {
    const { db } = database;
    const [queues, messages, booked, alarmed] = await Promise.all([
      queueBacklogs(db),
      messageCounts(db),
      bookingCounts(db),
      alarmCounts(db),
    ]);
    // Reset first: a label pair with no rows any more is dropped, not left at its last value.
    for (const g of [queueWaiting, queueAge, outbox, bookings, alarms]) g.reset();
    for (const q of queues) {
      queueWaiting.set({ queue: q.name }, q.waiting);
      queueAge.set({ queue: q.name }, q.oldestWaitingSeconds);
    }
    for (const m of messages) outbox.set({ channel: m.channel, state: m.status }, m.count);
    for (const b of booked) bookings.set({ status: b.status }, b.count);
    alarms.set({ state: 'open' }, alarmed.open);
    alarms.set({ state: 'acknowledged' }, alarmed.total - alarmed.open);
  }

  return {
    observe({ route, method, status, seconds }) {
      const l = { method, route, status: String(status) };
      requests.inc(l);
      durations.observe(l, seconds);
    },
    async scrape() {
      try {
        await readDatabase();
        databaseUp.set(1);
      } catch (err) {
        // The request figures are still worth a scrape: the database's are left out, and say so.
        onReadError(err);
        for (const g of [queueWaiting, queueAge, outbox, bookings, alarms]) g.reset();
        databaseUp.set(0);
      }
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
