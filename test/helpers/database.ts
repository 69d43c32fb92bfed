import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL when the project runs with TEST_DB_KIND=postgres.
 * Both are copies of the database the run's global setup migrated once (test/global-setup-database.ts);
 * openDatabase still runs the migrations, which find nothing left to do.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (process.env.TEST_DB_KIND !== 'postgres') {
    if (source?.kind !== 'pglite') return openDatabase({ kind: 'pglite-memory' });
    return openDatabase({ kind: 'pglite-memory', loadDataDir: await snapshot(source.snapshot) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = source?.kind === 'postgres' ? ` template ${source.template}` : '';
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}${template}`));
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolMax: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * Fills an embedded database folder (DATA_DIR) with a copy of the run's migrated database, so a
 * server process started on it skips initdb, the migrations and pg-boss's schema (several seconds
 * of each start on a fresh folder). For tests whose subject is not the first start; the server
 * still runs its migrations, which find nothing to do. Without the run's snapshot (a file run
 * under another config) the folder is left empty, and the server creates the database itself.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const source = inject('testDatabase');
  if (source?.kind !== 'pglite') return;
  await mkdir(dataDir, { recursive: true });
  const client = new PGlite(join(dataDir, 'pgdata'), { loadDataDir: await snapshot(source.snapshot) });
  await client.waitReady;
  await client.close();
}

/** The snapshot's bytes, read once per test file however many databases it opens. */
let loaded: { path: string; blob: Promise<Blob> } | undefined;
function snapshot(path: string): Promise<Blob> {
  if (loaded?.path !== path) loaded = { path, blob: readFile(path).then((bytes) => new Blob([bytes])) };
  return loaded.blob;
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
