import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { rowsOf } from '../../../test/helpers/rows';
import { insertPerformers } from './factories';
import { refreshPlannerStatistics } from './statistics';

/** The planner's row count for a table: what it believes, not what is there. */
const plannedRows = async (t: TestApp, table: string) =>
  (await rowsOf<{ n: number }>(t.db, sql`select reltuples::int as n from pg_class where relname = ${table}`))[0]?.n;

describe("the planner's statistics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are refreshed for the app tables, so plans follow the rows that are there', async () => {
    await insertPerformers(
      t.db,
      Array.from({ length: 40 }, (_, i) => ({ name: `Stat Performer ${i}`, hourlyRate: 100 + i })),
    );
    await refreshPlannerStatistics(t.db);
    expect(await plannedRows(t, 'performers')).toBe(40);
    const analyzed = await rowsOf<{ relname: string }>(
      t.db,
      sql`select relname from pg_stat_user_tables where schemaname = 'public' and last_analyze is null`,
    );
    expect(analyzed).toEqual([]);
  });
});
