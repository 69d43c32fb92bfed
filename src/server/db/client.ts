import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from '../project-root';
import { readCatalogVersion } from './catalog-version';
import type { Database } from './database';
import { acquireDirectoryLock } from './lock';
import * as schema from './schema';
import { createVersionReader } from './version-reader';

export type { Database };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database's folder on disk (DATA_DIR/pgdata); absent in memory and on PostgreSQL. */
  dataDir?: string;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * The catalogue version (bumped by triggers on every change public pages show), never older
   * than any change committed before the call.
   */
  catalogVersion(): Promise<number>;
  /** How the job queue (pg-boss) reaches the same database: the embedded instance itself, or the server's URL. */
  jobConnection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  close(): Promise<void>;
};

const CATALOG_CHANNEL = 'catalog_version';
/**
 * PGlite's own start parameters, plus a smaller buffer pool: 128 MB of shared buffers live inside
 * the WebAssembly heap, which never shrinks. 8 MB keeps the hot pages of the catalogue and
 * keeps the process well under the memory budget (docs/performance.md); the OS caches the files.
 */
const PGLITE_START = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=8MB',
  '-c',
  'temp_buffers=1MB',
  '-c',
  'work_mem=2MB',
];
const migrationsFolder = join(projectRoot, 'drizzle');
/** Any constant will do: it only has to be the same in every instance of the app. */
const MIGRATION_LOCK_KEY = 72_310_455;

type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string }
  /** In memory; from a dump of a data folder (PGlite's dumpDataDir) when given, so tests skip initdb and migrations. */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  /** An embedded database the caller opened and keeps: closing the handle leaves it open (tests reuse one). */
  | { kind: 'pglite-client'; client: PGlite }
  | { kind: 'postgres'; url: string; poolMax: number; onPoolError?: (err: Error) => void };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolMax, options.onPoolError);
  if (options.kind === 'pglite-memory') {
    const { loadDataDir } = options;
    return openPglite(new PGlite(loadDataDir ? { loadDataDir } : undefined), async () => {});
  }
  if (options.kind === 'pglite-client') return openPglite(options.client, async () => {}, false);
  mkdirSync(options.dataDir, { recursive: true });
  const release = acquireDirectoryLock(join(options.dataDir, 'pglite.lock'));
  try {
    const pgdata = join(options.dataDir, 'pgdata');
    const handle = await openPglite(new PGlite(pgdata, { startParams: PGLITE_START }), async () => release());
    return { ...handle, dataDir: pgdata };
  } catch (err) {
    release();
    throw err;
  }
}

async function openPglite(client: PGlite, afterClose: () => Promise<void>, ownsClient = true): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  // One process owns an embedded database (the folder lock), so every change passes through this
  // client, and PGlite runs NOTIFY listeners before the committing call returns: the version can
  // be kept in memory, exactly, with no query per request.
  let version = await readCatalogVersion(db);
  const unlisten = await client.listen(CATALOG_CHANNEL, (payload) => {
    const announced = Number(payload);
    if (Number.isFinite(announced) && announced > version) version = announced;
  });
  return {
    db,
    kind: 'pglite',
    catalogVersion: async () => version,
    jobConnection: { kind: 'pglite', client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (ownsClient) await client.close();
      else await unlisten();
      await afterClose();
    },
  };
}

async function openPostgres(url: string, poolMax: number, onPoolError?: (err: Error) => void): Promise<DatabaseHandle> {
  await migratePostgres(url);
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  // An idle client whose server connection dies emits 'error'; without a listener that kills the process.
  pool.on('error', (err) => onPoolError?.(err));
  const db = drizzlePg({ client: pool, schema });
  // Other instances write too: read the version from the database, sharing reads among requests.
  const catalogVersion = createVersionReader(() => readCatalogVersion(db));
  return {
    db,
    kind: 'postgres',
    catalogVersion,
    jobConnection: { kind: 'postgres', url },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Several app instances may start together: an advisory lock lets one migrate at a time. */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
