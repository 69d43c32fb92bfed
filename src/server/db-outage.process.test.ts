import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../../test/helpers/server-process';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

async function asAdmin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/**
 * Database loss (PostgreSQL only: the embedded database lives in the process). The server's
 * connections are terminated and new ones refused: answers are 503 in the one error shape,
 * /readyz reports the outage, and once the database is back the app recovers by itself.
 */
describe.runIf(onPostgres)('losing the PostgreSQL server', () => {
  let dataDir: string;
  let server: ServerProcess;
  const dbName = `outage_${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    dataDir = await mkdtemp(join(tmpdir(), 'outage-'));
    await asAdmin((c) => c.query(`create database ${dbName}`));
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${dbName}`;
    server = startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), SEED_DEMO_DATA: 'true' }, await freePort());
    await waitUntilReady(server);
  }, 120_000);
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await asAdmin(async (c) => {
      await c.query(`alter database ${dbName} with allow_connections true`).catch(() => {});
      await c.query(`drop database if exists ${dbName} with (force)`);
    });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is gone and recovers without a restart', async () => {
    const read = (i: number) => fetch(`${server.baseURL}/api/performers?limit=5&outage=${i}`);
    expect((await read(0)).status).toBe(200);

    await asAdmin(async (c) => {
      await c.query(`alter database ${dbName} with allow_connections false`);
      await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
    });
    const during = await Promise.all(Array.from({ length: 10 }, (_, i) => read(i + 1)));
    for (const res of during) {
      expect(res.status).toBe(503);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toEqual({ message: 'Service temporarily unavailable', code: 'UNAVAILABLE' });
    }
    const ready = await fetch(`${server.baseURL}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });
    expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);

    await asAdmin((c) => c.query(`alter database ${dbName} with allow_connections true`));
    await expect
      .poll(async () => (await fetch(`${server.baseURL}/readyz`)).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
    expect((await read(100)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});
