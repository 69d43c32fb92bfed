import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest, comingDate } from '../../../../test/helpers/booking';
import { CITY_PAGES } from '../../../shared/city-pages';
import { bumpCatalogVersion } from '../../db/catalog-version';
import { reviews } from '../../db/schema';
import { seedDemoData } from '../../db/seed';

describe('city landing pages (server HTML)', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ ssr: 'built', publicUrl: 'https://sfl.example' });
    await seedDemoData(t.db, t.storage, { now: new Date('2026-11-20T18:00:00Z') });
  });
  afterAll(() => t.close());

  for (const city of CITY_PAGES) {
    it(`${city.path}: title, description, canonical, LocalBusiness data and six performers`, async () => {
      const res = await t.app.inject(city.path);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain(`<title>${city.metaTitle.replace(/&/g, '&amp;')}</title>`);
      expect(html).toContain(`<meta name="description" content="${city.metaDescription.replace(/&/g, '&amp;')}" />`);
      expect(html).toContain(`<link rel="canonical" href="https://sfl.example${city.path}" />`);
      const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}';
      const data = JSON.parse(ld);
      // The demo has no published reviews: no rating (never a made-up one, decision 040).
      expect(data.aggregateRating).toBeUndefined();
      expect(data.url).toBe(`https://sfl.example${city.path}`);
      expect(data.address.addressLocality).toBe(city.city);
      expect(html.match(/>View Profile</g)?.length).toBe(6);
      expect(html).toContain('Book Now - Free Quote');
    });
  }

  it('rates a city page from the published reviews of the performers it shows', async () => {
    const [city] = CITY_PAGES;
    if (!city) throw new Error('no city pages');
    const shown = await t.app.inject(`/api/performers?serviceAreaIds=${city.serviceAreaId}&sortBy=rating&limit=6`);
    const [first, second] = shown.json() as { id: string }[];
    if (!first || !second) throw new Error('the city shows fewer than two performers');
    // Reviews of three real bookings, two for the first performer and one for the second, all five
    // stars: lower ones would drop them below the six best-rated the page shows.
    for (const [performer, stars] of [
      [first.id, 5],
      [first.id, 5],
      [second.id, 5],
    ] as const) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: bookingRequest([performer], comingDate()),
      });
      expect(made.statusCode, made.body).toBe(201);
      await t.db.insert(reviews).values({
        bookingId: made.json().id,
        expiresAt: new Date('2026-12-20T00:00:00Z'),
        state: 'published',
        stars,
        text: 'A great night.',
        authorName: 'Pat C.',
        submittedAt: new Date('2026-11-21T00:00:00Z'),
      });
    }
    // What publishing does besides the state: cached pages are rendered anew (reviews/service.ts).
    await bumpCatalogVersion(t.db);
    const html = (await t.app.inject(city.path)).body;
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}');
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 3, bestRating: 5 });
  });

  it('answers an unknown city with City not found and status 404', async () => {
    const res = await t.app.inject('/atlantis-exotic-dancers');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('City not found');
    const other = await t.app.inject('/no-such-page');
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('404 Page Not Found');
  });
});
