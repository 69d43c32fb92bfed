import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { seedDemoData } from '../db/seed';

/** A lazy page's chunk downloads with the entry, not after it: its HTML links it as a modulepreload. */
describe('module preloads for lazy pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ ssr: 'built' });
    await seedDemoData(t.db, t.storage);
  });
  afterAll(() => t.close());

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it('links the chunk of each lazy page, and the files exist', async () => {
    for (const [url, chunk] of [
      ['/booking', /\/assets\/booking-page-[\w-]+\.js/],
      ['/booking-confirmation/00000000-0000-4000-8000-000000000000', /\/assets\/confirmation-page-[\w-]+\.js/],
      ['/login', /\/assets\/login-page-[\w-]+\.js/],
      // Every public page is its own chunk too (route-level splitting, decision 024).
      ['/', /\/assets\/gallery-page-[\w-]+\.js/],
      ['/performer/scarlett-rose', /\/assets\/profile-page-[\w-]+\.js/],
      ['/miami-exotic-dancers', /\/assets\/city-page-[\w-]+\.js/],
      ['/faq', /\/assets\/faq-page-[\w-]+\.js/],
    ] as const) {
      const links = preloads((await t.app.inject(url)).body);
      expect(
        links.some((href) => chunk.test(href ?? '')),
        `${url}: ${links.join(', ')}`,
      ).toBe(true);
      for (const href of links) expect(existsSync(`dist/client${href}`), href).toBe(true);
    }
  });

  // Vite's own index.html already preloads the entry's imports; a page adds its own chunks.
  const entryPreloads = () => preloads(readFileSync('dist/client/index.html', 'utf8'));

  it("keeps the entry's preloads and adds the page's own on every public page", async () => {
    for (const url of ['/', '/faq', '/miami-exotic-dancers', '/performer/scarlett-rose']) {
      const links = preloads((await t.app.inject(url)).body);
      expect(links, url).toEqual(expect.arrayContaining(entryPreloads()));
      expect(links.length, url).toBeGreaterThan(entryPreloads().length);
      expect(new Set(links).size, url).toBe(links.length);
    }
  });

  it('never preloads a file twice', async () => {
    const links = preloads((await t.app.inject('/booking')).body);
    expect(links.length).toBeGreaterThan(entryPreloads().length);
    expect(new Set(links).size).toBe(links.length);
  });
});
