import { eq } from 'drizzle-orm';
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
