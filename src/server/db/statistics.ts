import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Refreshes the planner's statistics of the app's own tables (ANALYZE). PostgreSQL's autovacuum
 * does this by itself; PGlite runs no autovacuum, so without it an embedded database plans every
 * query as if its tables were small and empty: with 10,000 bookings the booking desk's overlap
 * check read every booking line (24 ms) instead of a few hundred (docs/performance.md). Only the
 * public schema: the system catalogs would make it 60 to 80 ms instead of a few.
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  const result = (await db.execute(
    sql`select coalesce(string_agg(format('%I', tablename), ', '), '') as tables from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tables: string }[] };
  const tables = result.rows[0]?.tables ?? '';
  if (tables) await db.execute(sql.raw(`analyze ${tables}`));
}
