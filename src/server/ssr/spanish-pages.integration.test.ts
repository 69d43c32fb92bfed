import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { seedDemoData } from '../db/seed';

/** The Spanish site as the server renders it (issue 17): words, language, alternates, links. */
describe('Spanish pages (built bundle)', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ ssr: 'built', publicUrl: 'https://sfl.example' });
    await seedDemoData(t.db, t.storage, { now: new Date('2026-11-20T18:00:00Z') });
  });
  afterAll(() => t.close());

  const page = async (url: string, status = 200) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(status);
    // Rendered whole on the server: no boundary left for the browser (the page's catalogs were there).
    expect(res.body, url).not.toContain('<!--$!-->');
    return res.body;
  };
  /** The page's own links to site pages. */
  const siteLinks = (html: string) => [...html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)].map((m) => m[1] ?? '');

  it('renders /es in Spanish, with lang="es", its canonical URL and both alternates', async () => {
    const html = await page('/es');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="es">/i);
    expect(html).toContain('<link rel="canonical" href="https://sfl.example/es" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://sfl.example/" />');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://sfl.example/es" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://sfl.example/" />');
    expect(html).toContain('Preguntas frecuentes');
    expect(html).toContain('Reservar');
    // Every link to a site page stays in the Spanish site, but the switcher's way back to English.
    const links = siteLinks(html).filter((href) => !href.startsWith('/objects/'));
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((href) => !href.startsWith('/es'))).toEqual(['/']);
  });

  it('keeps the English pages as they were, in English, pointing at the Spanish ones', async () => {
    for (const url of ['/', '/performers', '/performer/scarlett-rose', '/booking', '/terms', '/miami-exotic-dancers']) {
      expect(await page(url), url).toMatch(/<html lang="en">/);
    }
    const html = await page('/faq');
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<link rel="canonical" href="https://sfl.example/faq" />');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://sfl.example/es/faq" />');
    expect(html).toContain('Frequently Asked Questions');
    expect(html).toContain('href="/es/faq"');
  });

  it('renders every public page under /es in Spanish', async () => {
    const expected: [string, string][] = [
      ['/es/performers', 'Artistas'],
      ['/es/performer/scarlett-rose', 'Reservar a Scarlett Rose'],
      ['/es/booking', 'Seleccione'],
      ['/es/faq', '¿Necesito una cuenta para reservar?'],
      ['/es/terms', 'Términos del servicio'],
      ['/es/privacy', 'Política de privacidad'],
      ['/es/find-booking', 'Buscar mi reserva'],
      ['/es/miami-exotic-dancers', 'Miami nunca duerme'],
      ['/es/doral-exotic-dancers', 'Doral tiene resorts de golf'],
    ];
    for (const [url, words] of expected) {
      const html = await page(url);
      expect(html, url).toMatch(/<html lang="es">/);
      expect(html, url).toContain(words);
      expect(html, url).toContain(`<link rel="canonical" href="https://sfl.example${url}" />`);
    }
  });

  it('writes the structured data in the page language', async () => {
    const faq = await page('/es/faq');
    const jsonLd = faq.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '';
    expect(jsonLd).toContain('¿Necesito una cuenta para reservar?');
    expect(jsonLd).not.toContain('Do I need an account');
    const city = await page('/es/miami-exotic-dancers');
    const cityLd = city.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(cityLd).toContain('Strippers y bailarinas');
    // The structured data names the page it is on (issue 31).
    expect(cityLd).toContain('/es/miami-exotic-dancers"');
    const profile = await page('/es/performer/scarlett-rose');
    expect(profile.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1]).toContain(
      '/es/performer/scarlett-rose"',
    );
  });

  it("sends '/es/' to the Spanish home page's one address, keeping the query", async () => {
    const res = await t.app.inject('/es/?serviceAreaIds=miami');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/es?serviceAreaIds=miami');
  });

  it('answers 404 in Spanish for unknown Spanish pages, and has no Spanish staff pages', async () => {
    expect(await page('/es/nada-por-aqui/nunca', 404)).toMatch(/<html lang="es">/);
    await page('/es/admin', 404);
    await page('/es/login', 404);
    await page('/es/performer/nobody-at-all', 404);
  });

  it('keeps the English and Spanish pages apart in the page cache', async () => {
    const en = await page('/faq');
    const es = await page('/es/faq');
    expect(await page('/faq')).toBe(en);
    expect(await page('/es/faq')).toBe(es);
    expect(es).not.toBe(en);
  });
});
