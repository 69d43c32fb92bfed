import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database';
import type { DatabaseHandle } from '../db/client';
import { loginFailures, rateLimits } from '../db/schema';
import { pruneLoginFailures } from '../features/auth/throttle';
import { countHit, pruneRateLimits } from './shared-rate-limit';

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
