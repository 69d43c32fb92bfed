import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { CITY_PAGES } from '../../../shared/city-pages';
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
      expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 150 });
      expect(data.url).toBe(`https://sfl.example${city.path}`);
      expect(data.address.addressLocality).toBe(city.city);
      expect(html.match(/>View Profile</g)?.length).toBe(6);
      expect(html).toContain('Book Now - Free Quote');
    });
  }

  it('answers an unknown city with City not found and status 404', async () => {
    const res = await t.app.inject('/atlantis-exotic-dancers');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('City not found');
    const other = await t.app.inject('/no-such-page');
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('404 Page Not Found');
  });
});
