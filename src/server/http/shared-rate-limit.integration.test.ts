import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../../../test/helpers/server-process';
import type { DatabaseHandle } from '../db/client';
import { loginFailures, rateLimits } from '../db/schema';
import { pruneLoginFailures } from '../features/auth/throttle';
import { countHit, pruneRateLimits } from './shared-rate-limit';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe('the shared rate-limit counter', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('counts hits per bucket and key within a window, and starts again after it', async () => {
    const first = await countHit(database.db, 'login', '10.0.0.1', 60_000, new Date());
    expect(first.hits).toBe(1);
    expect(first.ttl).toBeGreaterThan(59_000);
    expect((await countHit(database.db, 'login', '10.0.0.1', 60_000, new Date())).hits).toBe(2);
    expect((await countHit(database.db, 'login', '10.0.0.2', 60_000, new Date())).hits).toBe(1);
    expect((await countHit(database.db, 'bookings', '10.0.0.1', 60_000, new Date())).hits).toBe(1);
    // On the caller's clock: within the window the count grows; once it has ended it starts again.
    const at = new Date('2026-11-23T12:00:00Z');
    const later = (ms: number) => new Date(at.getTime() + ms);
    await countHit(database.db, 'short', 'k', 60_000, at);
    expect(await countHit(database.db, 'short', 'k', 60_000, later(59_999))).toEqual({ hits: 2, ttl: 1 });
    expect((await countHit(database.db, 'short', 'k', 60_000, later(60_000))).hits).toBe(1);
  });

  it('prunes counters and sign-in failures a day old, and keeps recent ones', async () => {
    const now = new Date();
    const dayAndMinuteAgo = new Date(now.getTime() - 86_460_000);
    await database.db.insert(rateLimits).values([
      { bucket: 'prune', key: 'old', windowStart: dayAndMinuteAgo, hits: 3 },
      { bucket: 'prune', key: 'recent', windowStart: now, hits: 1 },
    ]);
    await database.db.insert(loginFailures).values([
      {
        accountKey: 'password:old@example.test',
        address: '::1',
        failures: 9,
        lastFailedAt: dayAndMinuteAgo,
        blockedUntil: dayAndMinuteAgo,
      },
      { accountKey: 'password:recent@example.test', address: '::1', failures: 6, lastFailedAt: now, blockedUntil: now },
    ]);
    await pruneRateLimits(database.db, now);
    await pruneLoginFailures(database.db, now);
    const counters = await database.db.select().from(rateLimits).where(eq(rateLimits.bucket, 'prune'));
    expect(counters.map((r) => r.key)).toEqual(['recent']);
    const failures = await database.db.select().from(loginFailures);
    expect(failures.map((r) => r.accountKey)).toEqual(['password:recent@example.test']);
  });

  it('loses no hit when many arrive at once', async () => {
    const all = await Promise.all(
      Array.from({ length: 40 }, () => countHit(database.db, 'burst', 'k', 60_000, new Date())),
    );
    expect(all.map((h) => h.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

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
