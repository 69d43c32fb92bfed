import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The app's database, PGlite or PostgreSQL alike. Declared apart from client.ts (which re-exports
 * it for everyone else) so that the modules client.ts itself imports can name it without a cycle.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
