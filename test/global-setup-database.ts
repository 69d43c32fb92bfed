import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { startJobQueue } from '../src/server/jobs/queue';
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
  const snapshot = resolve(SNAPSHOTS, `${snapshotKey()}.tar`);
  if (!existsSync(snapshot)) {
    await mkdir(SNAPSHOTS, { recursive: true });
    await removeOldSnapshots();
    const database = await openDatabase({ kind: 'pglite-memory' });
    const client = (database.jobConnection as { client: PGlite }).client;
    const partial = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await prepare(database, async () => {
      await writeFile(partial, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    });
    // Whole or not at all: another run may be reading the same key.
    await rename(partial, snapshot);
  }
  project.provide('testDatabase', { kind: 'pglite', snapshot });
}

/**
 * Migrated PGlite snapshots, kept between runs (about 4 s of wall time and 6.5 of CPU before the
 * first file could start). Inside node_modules, so a new install starts afresh; named by what
 * makes one: the migrations, the code that runs them and pg-boss's schema, and both packages'
 * versions. A change to any of them makes a new one.
 */
const SNAPSHOTS = 'node_modules/.cache/test-database';

/** Snapshots of earlier migrations, 40 MB each; one made within the hour may be another run's. */
async function removeOldSnapshots(): Promise<void> {
  for (const name of await readdir(SNAPSHOTS)) {
    const path = join(SNAPSHOTS, name);
    if (Date.now() - (await stat(path)).mtimeMs > 3_600_000) await rm(path, { force: true });
  }
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync('drizzle', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort(),
    'src/server/db/client.ts',
    'src/server/jobs/queue.ts',
    'test/global-setup-database.ts',
    'node_modules/@electric-sql/pglite/package.json',
    'node_modules/pg-boss/package.json',
  ];
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 24);
}

/**
 * What every app start does once to a new database, besides the migrations openDatabase ran:
 * pg-boss installing its schema. `save` runs before the handle closes.
 */
async function prepare(database: DatabaseHandle, save?: () => Promise<void>): Promise<void> {
  try {
    const queue = await startJobQueue(database, { onError: (err) => console.error('pg-boss:', err) });
    await queue.stop();
    await save?.();
  } finally {
    await database.close();
  }
}
