import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * Migrates one database for the whole integration run, so that each test file copies it instead
 * of creating and migrating its own (initdb and the migrations were most of a file's setup):
 * on PGlite a dump of the data folder that files load into a fresh in-memory instance, on
 * PostgreSQL a template database that files clone with CREATE DATABASE ... TEMPLATE.
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
  const dir = await mkdtemp(join(tmpdir(), 'pglite-snapshot-'));
  const snapshot = join(dir, 'migrated.tar');
  const database = await openDatabase({ kind: 'pglite-memory' });
  const client = (database.jobConnection as { client: PGlite }).client;
  await prepare(database, async () => {
    await writeFile(snapshot, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  });
  project.provide('testDatabase', { kind: 'pglite', snapshot });
  return () => rm(dir, { recursive: true, force: true });
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
