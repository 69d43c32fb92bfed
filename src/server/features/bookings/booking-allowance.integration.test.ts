import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { buildApp } from '../../app';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { createDiskStorage } from '../../storage/disk-storage';

// Friday 2026-11-20, 12:00 in Miami.
const NOW = new Date('2026-11-20T17:00:00Z');
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/**
 * Security test finding: refused booking requests (400) used up the address's allowance, so a
 * visitor who mistyped a few times could no longer book. Only accepted requests count now.
 */
describe('the booking allowance counts accepted requests only', () => {
  const limit = { max: 2, windowMinutes: 60 };
  let t: TestApp;
  let second: FastifyInstance;
  let performerId: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, bookingRateLimit: limit });
    // A second instance on the same database, as when scaling out (shared counts on PostgreSQL).
    second = await buildApp({
      config: testConfig({ bookingRateLimit: limit }),
      database: t.database,
      storage: createDiskStorage(t.storageDir),
      ssr: 'off',
      now: () => NOW,
    });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performerId = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const valid = () => bookingRequest([performerId]);
  // Refused by the schema, by the service's rules (a past date), and for an unknown performer.
  const invalid = [
    { ...valid(), clientEmail: 'not an address' },
    { ...valid(), eventDate: '2026-11-01' },
    { ...valid(), performerIds: ['00000000-0000-4000-8000-000000000000'] },
  ];
  const send = (app: FastifyInstance, payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/bookings', payload, remoteAddress });
  const stored = async () =>
    (await t.db.execute(sql`select count(*)::int as n from bookings`)) as unknown as { rows: { n: number }[] };

  it('accepts a valid request after three refused ones; accepted ones still meet 429 past the max', async () => {
    const address = '203.0.113.50';
    for (const payload of invalid) expect((await send(t.app, payload, address)).statusCode).toBe(400);
    expect((await send(t.app, valid(), address)).statusCode).toBe(201);
    expect((await send(t.app, invalid[1] ?? {}, address)).statusCode).toBe(400);
    expect((await send(t.app, valid(), address)).statusCode).toBe(201);
    const before = (await stored()).rows[0]?.n;
    const over = await send(t.app, valid(), address);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      message: expect.stringMatching(/^Too many booking requests from your network\. Please try again in .+/),
      code: 'RATE_LIMITED',
    });
    expect(over.headers['retry-after']).toBeDefined();
    expect((await stored()).rows[0]?.n).toBe(before);
  });

  it('counts concurrent requests from one address exactly: never more than the max accepted', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(t.app, valid(), '203.0.113.51')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it.runIf(onPostgres)('shares the count across instances on PostgreSQL, refused requests still free', async () => {
    const address = '203.0.113.52';
    for (const payload of invalid) expect((await send(second, payload, address)).statusCode).toBe(400);
    expect((await send(t.app, valid(), address)).statusCode).toBe(201);
    expect((await send(second, valid(), address)).statusCode).toBe(201);
    // Per instance, each would still allow one more; shared, the address is spent.
    expect((await send(t.app, valid(), address)).statusCode).toBe(429);
    expect((await send(second, valid(), address)).statusCode).toBe(429);
  });
});
