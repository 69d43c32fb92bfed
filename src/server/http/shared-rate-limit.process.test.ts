import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../../../test/helpers/server-process';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/**
 * Two app instances on one PostgreSQL database (the way the app scales out): the per-address
 * sign-in limit and the per-account slow-down count across both, not per instance.
 */
describe.runIf(onPostgres)('limits shared by two instances on one PostgreSQL database', () => {
  const dbName = `limits_${randomBytes(4).toString('hex')}`;
  let url: string;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    await admin(`create database ${dbName}`);
    const target = new URL(process.env.TEST_DATABASE_URL ?? '');
    target.pathname = `/${dbName}`;
    url = target.toString();
    dataDir = await mkdtemp(join(tmpdir(), 'limits-'));
    for (let i = 0; i < 2; i++) {
      const server = startServer(
        { DATABASE_URL: url, DATA_DIR: join(dataDir, String(i)), LOGIN_RATE_LIMIT_MAX: '8', SEED_DEMO_DATA: 'false' },
        await freePort(),
      );
      servers.push(server);
      await waitUntilReady(server);
    }
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await admin(`drop database if exists ${dbName} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  const login = (server: ServerProcess | undefined, email: string) =>
    fetch(`${server?.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server?.baseURL ?? '' },
      body: JSON.stringify({ email, password: 'a wrong password' }),
    });

  it('slows guessing on one account after five failures, whichever instance gets them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(servers[i % 2], 'owner@example.test')).status);
    // Five free failures, then a sixth that starts the wait (three on each instance); the next must wait.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const throttled = await login(servers[1], 'owner@example.test');
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toMatchObject({ code: 'THROTTLED' });
  });

  it('counts one address across both instances against LOGIN_RATE_LIMIT_MAX', async () => {
    // Seven attempts came from this address above (on both instances); the eighth is the last allowed.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(servers[i % 2], `guess${i}@example.test`)).status);
    // With per-instance counts each instance would still allow four or more; shared, the address is spent.
    expect(statuses).toEqual([401, 429, 429, 429]);
  });
});
