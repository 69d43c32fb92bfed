import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { startJobQueue } from '../src/server/jobs/queue';
import { contentKey, keepNewest, TEST_CACHE, writeWhole } from './helpers/cache-folder';
import { databaseUrl, withAdmin } from './helpers/database';

/** Where each test file's database is copied from; see test/helpers/database.ts. */
export type TestDatabaseSource = { kind: 'pglite'; snapshot: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/**
 * Migrates one database for the whole integration or process run, so that each test file copies
 * it instead of creating and migrating its own (initdb and the migrations were most of a file's
 * setup): on PGlite a dump of the data folder that files load into a fresh in-memory instance (or
 * a server's DATA_DIR), kept between runs; on PostgreSQL a template database that files clone with
 * CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DB_KIND;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
    const template = `tmpl_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (c) => c.query(`create database ${template}`));
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, template), poolMax: 1 });
    await prepare(database);
    // A template can only be copied while nobody is connected to it: refuse connections from here on.
    await withAdmin(adminUrl, (c) =>
      c.query(`alter database ${template} with is_template true allow_connections false`),
    );
    project.provide('testDatabase', { kind: 'postgres', template });
    return async () => {
      await withAdmin(adminUrl, async (c) => {
        await c.query(`alter database ${template} with is_template false`);
        await c.query(`drop database if exists ${template} with (force)`);
      });
    };
  }
  const snapshot = resolve(TEST_CACHE, `${snapshotKey()}.tar`);
  if (!existsSync(snapshot)) {
    await mkdir(TEST_CACHE, { recursive: true });
    // Snapshots of other migrations, 40 MB each: the two newest stay (another run, or another
    // branch, may still use one). By order, not by age: CI runs some tiers on a clock 400 days
    // ahead, where every file looks old.
    await keepNewest(TEST_CACHE, /\.tar$/, 2);
    const database = await openDatabase({ kind: 'pglite-memory' });
    const client = (database.jobConnection as { client: PGlite }).client;
    await prepare(database, async () => {
      await writeWhole(snapshot, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    });
  }
  project.provide('testDatabase', { kind: 'pglite', snapshot });
}

/**
 * Migrated PGlite snapshots, kept between runs (about 4 s of wall time and 6.5 of CPU before the
 * first file could start). Inside node_modules, so a new install starts afresh; named by what
 * makes one: the migrations, the code that runs them and pg-boss's schema, and the versions of
 * PGlite, pg-boss and Drizzle (whose migrator writes its log). A change to any of them makes a new one.
 */
function snapshotKey(): string {
  const migrations = readdirSync('drizzle', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  return contentKey(
    [
      ...migrations,
      'src/server/db/client.ts',
      'src/server/jobs/queue.ts',
      'test/global-setup-database.ts',
      'node_modules/@electric-sql/pglite/package.json',
      'node_modules/pg-boss/package.json',
      'node_modules/drizzle-orm/package.json',
    ],
    // pg-boss stamps its version row with the clock: a run on a moved clock (libfaketime) keeps its own.
    `clock:${process.env.FAKETIME ?? ''}`,
  );
}

/**
 * What every app start does once to a new database, besides the migrations openDatabase ran:
 * pg-boss installing its schema. `save` runs before the handle closes.
 */
async function prepare(database: DatabaseHandle, save?: () => Promise<void>): Promise<void> {
  try {
    // Without pg-boss's upkeep, which stamps its timers with this process's clock: a snapshot
    // made on a clock 400 days ahead (CI's faketime step) would hold later runs' cron back.
    const queue = await startJobQueue(database, { onError: (err) => console.error('pg-boss:', err), upkeep: false });
    await queue.stop();
    await save?.();
  } finally {
    await database.close();
  }
}
