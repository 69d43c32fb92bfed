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
    return pooledPglite(source.snapshot);
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

/**
 * An embedded database as the snapshot left it, on a PGlite instance this worker may have used
 * for an earlier file. Loading the 40 MB snapshot into a new instance costs about 0.7 s of CPU
 * (more than 100 a run); putting an instance back costs a few milliseconds: every table is emptied
 * and the snapshot's rows copied back, the sequences set back, the session reset. An instance whose
 * structure a file changed (see STRUCTURE) is closed instead, so no file sees another's data or
 * objects (decision 052).
 */
async function pooledPglite(snapshotPath: string): Promise<DatabaseHandle> {
  const pooled = idle.pop() ?? (await loadPglite(snapshotPath));
  const handle = await openDatabase({ kind: 'pglite-client', client: pooled.client });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      if (await restore(pooled)) idle.push(pooled);
      else if (!pooled.client.closed) await pooled.client.close();
    },
  };
}

type Pooled = {
  client: PGlite;
  structure: string;
  tables: string[];
  rows: Map<string, Blob>;
  sequences: { name: string; value: string; called: boolean }[];
};
const idle: Pooled[] = [];

/**
 * Every user object's name and kind, every column, constraint, trigger (and whether it fires) and
 * role: equal before and after a file when it created, altered or dropped nothing.
 */
const STRUCTURE = `
  select string_agg(item, ',' order by item) as structure from (
    select c.relkind::text || ':' || n.nspname || '.' || c.relname as item from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
    union all select 'f:' || p.oid::regprocedure::text from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
    union all select 'a:' || a.attrelid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
        || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select 'c:' || conname || '@' || conrelid::regclass::text || ':' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all select 't:' || t.tgname || '@' || t.tgrelid::regclass::text || ':' || t.tgenabled::text
      from pg_trigger t where not t.tgisinternal
    union all select 'r:' || rolname from pg_roles
    union all select 'n:' || nspname from pg_namespace
    union all select 'y:' || t.typname::text from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and t.typtype in ('e', 'd', 'c')
  ) items`;

/** The tables a reset empties: every ordinary or partitioned table outside the system and the migrations' log. */
const TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition
      and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'drizzle')
    order by 1`;

async function loadPglite(snapshotPath: string): Promise<Pooled> {
  const client = new PGlite({ loadDataDir: await snapshot(snapshotPath) });
  await client.waitReady;
  const structure = (await client.query<{ structure: string }>(STRUCTURE)).rows[0]?.structure ?? '';
  const tables = (await client.query<{ name: string }>(TABLES)).rows.map((r) => r.name);
  const rows = new Map<string, Blob>();
  for (const table of tables) {
    const { rows: found } = await client.query(`select 1 from ${table} limit 1`);
    if (!found.length) continue;
    const copied = await client.query(`copy (select * from ${table}) to '/dev/blob'`);
    if (copied.blob) rows.set(table, copied.blob);
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
         last_value is not null as called from pg_sequences`,
    )
  ).rows;
  return { client, structure, tables, rows, sequences };
}

/** Puts the instance back as loaded; false when it cannot be (its structure changed, or it failed). */
async function restore(pooled: Pooled): Promise<boolean> {
  const { client } = pooled;
  try {
    await client.exec('rollback');
    await client.exec('discard all');
    const structure = (await client.query<{ structure: string }>(STRUCTURE)).rows[0]?.structure ?? '';
    if (structure !== pooled.structure) return false;
    // No trigger may add to what is restored (a catalogue version bump on a copied row, say); with
    // them off, foreign keys do not order the deletes either. DELETE, not TRUNCATE: a file leaves
    // a few rows, and TRUNCATE gives every table and index a new file (60 ms a reset on PGlite,
    // about 13 s of a run's CPU, against a few ms).
    await client.exec('set session_replication_role = replica');
    await client.exec(pooled.tables.map((table) => `delete from ${table};`).join('\n'));
    for (const [table, blob] of pooled.rows) await client.query(`copy ${table} from '/dev/blob'`, [], { blob });
    for (const s of pooled.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [s.name, s.value, s.called]);
    }
    await client.exec('reset session_replication_role');
    return true;
  } catch {
    // A failed transaction, a closed client: this instance is not reused.
    return false;
  }
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
