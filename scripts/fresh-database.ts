import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';

/**
 * A fresh database for one benchmark run: PGlite in `dir`, or a new PostgreSQL database made on
 * the server at `adminUrl` (dropped by `drop`). The production pool size (DB_POOL_MAX's default).
 */
export async function openFreshDatabase(
  kind: string,
  dir: string,
  adminUrl: string | undefined,
  prefix: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'PGlite') return { handle: await openDatabase({ kind: 'pglite', dataDir: dir }), drop: async () => {} };
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 10 });
  return { handle, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
