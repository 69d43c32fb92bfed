import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { readCatalogVersion } from '../db/catalog-version';
import { performers } from '../db/schema';
import { seedDemoData } from '../db/seed';

/** Cached catalogue answers must never be older than the database: every kind of write is tried. */
describe('public read cache', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  /** The app's clock: a test moves it to age cached answers. */
  let clock = new Date('2026-11-20T18:00:00Z').getTime();
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock) });
    await seedDemoData(t.db, t.storage, { now: new Date('2026-11-20T18:00:00Z') });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject(url);

  it('answers a repeat read from the cache with the same body and headers', async () => {
    const first = await get('/api/performers?limit=5');
    expect(first.headers['x-api-cache']).toBeUndefined();
    const again = await get('/api/performers?limit=5');
    expect(again.headers['x-api-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('still compresses cached answers for clients that ask', async () => {
    await get('/api/performers');
    const res = await t.app.inject({ url: '/api/performers', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['x-api-cache']).toBe('hit');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('shows an admin edit on the very next read', async () => {
    const before = (await get('/api/performers/by-slug/scarlett-rose')).json();
    expect((await get('/api/performers/by-slug/scarlett-rose')).headers['x-api-cache']).toBe('hit');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/performers/${before.id}`,
      headers: admin,
      payload: { name: 'Scarlett Rose', description: 'Edited for the read cache.' },
    });
    expect(res.statusCode).toBe(200);
    const after = await get('/api/performers/by-slug/scarlett-rose');
    expect(after.headers['x-api-cache']).toBeUndefined();
    expect(after.json().description).toBe('Edited for the read cache.');
  });

  it('follows featured toggles, hides and deletes in every list', async () => {
    const featured = (await get('/api/performers/featured')).json() as { id: string; name: string }[];
    await get('/api/performers/featured');
    const first = featured[0];
    if (!first) throw new Error('demo data has featured performers');
    await t.app.inject({ method: 'PATCH', url: `/api/admin/performers/${first.id}/featured`, headers: admin });
    const after = (await get('/api/performers/featured')).json() as { id: string }[];
    expect(after.map((p) => p.id)).not.toContain(first.id);

    const list = (await get('/api/performers')).json() as { id: string }[];
    const victim = list[3];
    if (!victim) throw new Error('demo data has performers');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/performers/${victim.id}`, headers: admin });
    const shorter = await get('/api/performers');
    expect(shorter.json().map((p: { id: string }) => p.id)).not.toContain(victim.id);
    expect(Number(shorter.headers['x-total-count'])).toBe(list.length - 1);
  });

  it('follows writes made straight to the database', async () => {
    await get('/api/performers?sortBy=newest');
    expect((await get('/api/performers?sortBy=newest')).headers['x-api-cache']).toBe('hit');
    await t.db.update(performers).set({ name: 'Renamed In SQL' }).where(eq(performers.slug, 'jade-monroe'));
    const after = await get('/api/performers?sortBy=newest');
    expect(after.headers['x-api-cache']).toBeUndefined();
    expect(after.body).toContain('Renamed In SQL');
  });

  it('never caches a refused read', async () => {
    await get('/api/performers?sortBy=sideways');
    const again = await get('/api/performers?sortBy=sideways');
    expect(again.statusCode).toBe(400);
    expect(again.headers['x-api-cache']).toBeUndefined();
  });

  it('keeps every cache warm through a booking: booking counts do not bump the version', async () => {
    await get('/api/performers?sortBy=rating');
    await get('/api/performers?sortBy=popular');
    const version = await readCatalogVersion(t.db);
    const [first] = (await get('/api/performers?limit=2')).json() as { id: string }[];
    await t.db
      .update(performers)
      .set({ bookingCount: 999 })
      .where(eq(performers.id, first?.id ?? ''));
    expect(await readCatalogVersion(t.db)).toBe(version);
    expect((await get('/api/performers?sortBy=rating')).headers['x-api-cache']).toBe('hit');
    // The popular order may lag for up to POPULAR_MAX_AGE_MS (unit-tested in page-cache.test.ts).
    expect((await get('/api/performers?sortBy=popular')).headers['x-api-cache']).toBe('hit');
    await t.db
      .update(performers)
      .set({ bookingCount: 0, name: 'Renamed With Count' })
      .where(eq(performers.id, first?.id ?? ''));
    expect(await readCatalogVersion(t.db)).toBeGreaterThan(version);
  });

  it("ages the popular order on the app's clock, and only that order", async () => {
    await get('/api/performers?sortBy=popular&limit=3');
    await get('/api/performers?sortBy=rating&limit=3');
    expect((await get('/api/performers?sortBy=popular&limit=3')).headers['x-api-cache']).toBe('hit');
    clock += 61_000;
    expect((await get('/api/performers?sortBy=popular&limit=3')).headers['x-api-cache']).toBeUndefined();
    expect((await get('/api/performers?sortBy=rating&limit=3')).headers['x-api-cache']).toBe('hit');
  });
});
