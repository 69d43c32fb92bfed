import { eq, sql } from 'drizzle-orm';
import type { Database } from './database';
import { catalogVersion } from './schema';

/** The catalogue's version: database triggers bump it on every change to what public pages show. */
export async function readCatalogVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Bumps the version from code, as the triggers do (and announces it the same way), for a change
 * that public pages show but no catalogue table holds: the cancellation policy in force (the
 * terms page, the wizard and their cached answers follow it). Run it in the change's transaction.
 */
export async function bumpCatalogVersion(tx: Database): Promise<void> {
  await tx.execute(sql`with bumped as (update catalog_version set version = version + 1 where id = 1 returning version)
    select pg_notify('catalog_version', version::text) from bumped`);
}
