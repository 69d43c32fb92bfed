import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/** The rows of a raw query, typed by the caller: PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
