import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { performers } from '../db/schema';
import { seedDemoData } from '../db/seed';

/** Cached pages must never show data older than the database: every kind of write is tried. */
describe('server-rendered page cache', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ ssr: 'built', now: () => new Date('2026-11-20T18:00:00Z') });
    await seedDemoData(t.db, t.storage, { now: new Date('2026-11-20T18:00:00Z') });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
  });
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const scarlett = async () => (await t.app.inject('/api/performers/by-slug/scarlett-rose')).json();

  it('serves a repeat anonymous visit from the cache', async () => {
    expect((await page('/performers')).headers['x-page-cache']).toBeUndefined();
    const again = await page('/performers');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Scarlett Rose');
  });

  it('shows an admin edit on the very next visit', async () => {
    await page('/performer/scarlett-rose');
    expect((await page('/performer/scarlett-rose')).headers['x-page-cache']).toBe('hit');
    const current = await scarlett();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/performers/${current.id}`,
      headers: admin,
      payload: { name: 'Scarlett Rose', description: 'Freshly edited description.' },
    });
    expect(res.statusCode).toBe(200);
    const after = await page('/performer/scarlett-rose');
    expect(after.headers['x-page-cache']).toBeUndefined();
    expect(after.body).toContain('Freshly edited description.');
  });

  it('drops a hidden performer from cached pages at once', async () => {
    await page('/');
    expect((await page('/')).body).toContain('Diamond Reyes');
    const diamond = (await t.app.inject('/api/performers/by-slug/diamond-reyes')).json();
    await t.app.inject({ method: 'PATCH', url: `/api/admin/performers/${diamond.id}/hide`, headers: admin });
    expect((await page('/')).body).not.toContain('Diamond Reyes');
    expect((await page('/performer/diamond-reyes')).statusCode).toBe(404);
  });

  it('follows writes made straight to the database (triggers, not application code)', async () => {
    await page('/performers?sortBy=popular');
    expect((await page('/performers?sortBy=popular')).headers['x-page-cache']).toBe('hit');
    await t.db.update(performers).set({ name: 'Renamed Directly' }).where(eq(performers.slug, 'jade-monroe'));
    const after = await page('/performers?sortBy=popular');
    expect(after.headers['x-page-cache']).toBeUndefined();
    expect(after.body).toContain('Renamed Directly');
  });

  it('never caches for a visitor with a session, nor a booking confirmation', async () => {
    await page('/faq', { cookie: admin.cookie ?? '' });
    expect((await page('/faq', { cookie: admin.cookie ?? '' })).headers['x-page-cache']).toBeUndefined();
    await page('/booking-confirmation/00000000-0000-4000-8000-000000000000');
    const again = await page('/booking-confirmation/00000000-0000-4000-8000-000000000000');
    expect(again.headers['x-page-cache']).toBeUndefined();
  });

  // Issue 26, 7d: any visitor emptied the cache with '?r=N' or a junk session cookie.
  it('keys a page by the query parameters it reads: a made-up one shares the entry and is not echoed', async () => {
    await page('/faq');
    for (const url of ['/faq?r=1', '/faq?r=2&utm_source=x', '/faq?']) {
      const res = await page(url);
      expect(res.headers['x-page-cache'], url).toBe('hit');
    }
    const marked = await page('/es/faq?r=zz-marker-zz');
    expect(marked.body.includes('zz-marker-zz')).toBe(false);
    expect((await page('/es/faq?r=other')).headers['x-page-cache']).toBe('hit');
    // The gallery reads its filters: they stay in the key, in any order, with made-up ones dropped.
    const cheap = await page('/performers?sortBy=price_low&r=1');
    const again = await page('/performers?utm_source=x&sortBy=price_low');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(cheap.body);
    const dear = await page('/performers?sortBy=price_high');
    expect(dear.headers['x-page-cache']).toBeUndefined();
    expect(dear.body).not.toBe(cheap.body);
  });

  it('skips the cache only for a well-formed session cookie', async () => {
    await page('/terms');
    expect((await page('/terms', { cookie: '__Host-sid=junk' })).headers['x-page-cache']).toBe('hit');
    expect((await page('/terms', { cookie: 'sid=junk; __Host-sid=' })).headers['x-page-cache']).toBe('hit');
    const shaped = `__Host-sid=${'a'.repeat(43)}`;
    expect((await page('/terms', { cookie: shaped })).headers['x-page-cache']).toBeUndefined();
  });

  it('keeps 404 pages in a small cache of their own: a flood of made-up paths evicts only them', async () => {
    await page('/privacy');
    await page('/no-such/page-0');
    expect((await page('/no-such/page-0')).headers['x-page-cache']).toBe('hit');
    for (let i = 1; i <= 60; i++) expect((await page(`/no-such/page-${i}`)).statusCode).toBe(404);
    expect((await page('/no-such/page-60')).headers['x-page-cache']).toBe('hit');
    expect((await page('/no-such/page-0')).headers['x-page-cache']).toBeUndefined();
    expect((await page('/privacy')).headers['x-page-cache']).toBe('hit');
  });

  it('answers paths a URL parser refuses ("//", found by the fuzz suite as a 500) with a page', async () => {
    for (const url of ['//', '/objects/..//photos/%2e%2e', '//performers?sortBy=popular']) {
      const res = await page(url);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('shows a new cancellation policy on the terms page and the wizard at once, in both languages', async () => {
    const before = await page('/terms');
    expect(before.body).toContain('Cancel 24 hours or more before the event: full refund of your deposit.');
    expect((await page('/terms')).headers['x-page-cache']).toBe('hit');
    await page('/es/terms');
    await page('/booking');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/cancellation-policy',
      headers: admin,
      payload: { tiers: [{ hoursBefore: 48, refundPercent: 100 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const terms = await page('/terms');
    expect(terms.headers['x-page-cache']).toBeUndefined();
    expect(terms.body).toContain('Cancel 2 days or more before the event: full refund of your deposit.');
    expect(terms.body).not.toContain('Cancel 24 hours or more');
    expect((await page('/es/terms')).body).toContain('Cancele con 2 días o más de anticipación al evento');
    // The wizard's page carries the policy in its reads, for step 4.
    expect((await page('/booking')).body).toContain('Less than 2 days before: no refund.');
  });
});
