import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { DEFAULT_RETRY } from './queue';

type Row = Record<string, unknown>;
const rows = async (t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('the job queue on a web-only and a working instance', () => {
  let web: TestApp;
  let worker: TestApp;
  beforeAll(async () => {
    web = await createTestApp({ runJobs: false });
    worker = await createTestApp({ runJobs: true });
  });
  afterAll(async () => {
    await web?.close();
    await worker?.close();
  });

  it("leaves pg-boss's upkeep and cron to instances that run jobs", async () => {
    for (const [t, upkeep] of [
      [web, false],
      [worker, true],
    ] as const) {
      const instances = await rows(t, sql`select supervise, schedule from pgboss.instance where stopped_on is null`);
      expect(instances).toEqual([{ supervise: upkeep, schedule: upkeep }]);
    }
  });

  it("writes a queue's settings only when they changed", async () => {
    const version = async () =>
      (
        await rows(web, sql`select xmin::text as v, retry_limit from pgboss.queue where name = 'queue-settings-probe'`)
      )[0];
    await web.app.jobQueue.define('queue-settings-probe', DEFAULT_RETRY);
    const created = await version();
    await web.app.jobQueue.define('queue-settings-probe', DEFAULT_RETRY);
    expect(await version()).toEqual(created);
    await web.app.jobQueue.define('queue-settings-probe', { ...DEFAULT_RETRY, limit: 3 });
    const changed = await version();
    expect(changed?.retry_limit).toBe(3);
    expect(changed?.v).not.toBe(created?.v);
  });
});
