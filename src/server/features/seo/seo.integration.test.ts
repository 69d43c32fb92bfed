import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { insertPerformers } from '../../db/factories';
import { CITY_PATHS } from './routes';

describe('sitemap and robots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://sfl.example' });
    await insertPerformers(t.db, [{ name: 'Shown One' }, { name: 'Hidden One', isActive: false }, { name: 'A & B' }]);
  });
  afterAll(() => t.close());

  it('lists home, the static pages, the ten city pages and every public profile in both languages, and no hidden one', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://sfl.example/',
        'https://sfl.example/performers',
        'https://sfl.example/faq',
        'https://sfl.example/terms',
        'https://sfl.example/privacy',
        'https://sfl.example/miami-exotic-dancers',
        'https://sfl.example/doral-exotic-dancers',
        'https://sfl.example/performer/shown-one',
        'https://sfl.example/performer/a-b',
        'https://sfl.example/es',
        'https://sfl.example/es/faq',
        'https://sfl.example/es/miami-exotic-dancers',
        'https://sfl.example/es/performer/shown-one',
      ]),
    );
    expect(CITY_PATHS).toHaveLength(10);
    expect(locs).toHaveLength(2 * (5 + 10 + 2));
    // Each entry names both languages and the default, as the pages' own heads do.
    expect(res.body).toContain(
      '<url><loc>https://sfl.example/es/faq</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://sfl.example/faq"/>' +
        '<xhtml:link rel="alternate" hreflang="es" href="https://sfl.example/es/faq"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://sfl.example/faq"/></url>',
    );
    expect(res.body).not.toContain('hidden-one');
  });

  it('keeps crawlers out of /api and the private pages in both languages, and points at the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /booking-confirmation\n');
    expect(res.body).toContain('Disallow: /es/booking-confirmation\n');
    expect(res.body).toContain('Sitemap: https://sfl.example/sitemap.xml');
  });
});
