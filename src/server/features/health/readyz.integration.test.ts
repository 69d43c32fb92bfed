import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { DEFAULT_RETRY } from '../../jobs/queue';

/** Issue 32: /readyz reports the job queue's backlog as well as the database. */
describe('/readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers here: a job sent stays waiting, as on a web instance with RUN_JOBS=false.
    t = await createTestApp({ runJobs: false });
  });
  afterAll(() => t?.close());

  it('answers the database and an empty queue, then the jobs waiting and the oldest one', async () => {
    const empty = await t.app.inject('/readyz');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      queue: { waiting: 0, oldestWaitingSeconds: 0 },
    });
    await t.app.jobQueue.define('readyz-probe', DEFAULT_RETRY);
    const past = new Date(Date.now() - 90_000);
    await t.db.transaction(async (tx) => {
      await t.app.jobQueue.send(tx, 'readyz-probe', { n: 1 });
      await t.app.jobQueue.send(tx, 'readyz-probe', { n: 2 }, { startAfter: past });
      // Not due yet: not part of the backlog.
      await t.app.jobQueue.send(tx, 'readyz-probe', { n: 3 }, { startAfter: new Date(Date.now() + 3_600_000) });
    });
    const queue = (await t.app.inject('/readyz')).json().queue;
    expect(queue.waiting).toBe(2);
    expect(queue.oldestWaitingSeconds).toBeGreaterThanOrEqual(89);
  });
});
