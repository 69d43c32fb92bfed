import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { APP_FILES_ELEMENT_ID } from '../../client/ssr-contract';
import { seedDemoData } from '../db/seed';
import type { ViteManifest } from './module-preload';

/**
 * The page lists every script file its app needs (entry-client.tsx preloads them together once
 * the main photo has shown): the app's own code and the lazy page's chunk, so none waits for
 * another to load first. Decisions 024 and 025.
 */
describe("the app's script files on each page", () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ ssr: 'built' });
    await seedDemoData(t.db, t.storage);
  });
  afterAll(() => t.close());

  const appFiles = (html: string): string[] => {
    const json = new RegExp(`<script id="${APP_FILES_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html);
    return json?.[1] ? (JSON.parse(json[1]) as string[]) : [];
  };
  const preloadLinks = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1] ?? '');

  it("lists the app's code and the chunk of each lazy page, and the files exist", async () => {
    for (const [url, chunk] of [
      ['/booking', /\/assets\/booking-page-[\w-]+\.js/],
      ['/booking-confirmation/00000000-0000-4000-8000-000000000000', /\/assets\/confirmation-page-[\w-]+\.js/],
      ['/login', /\/assets\/login-page-[\w-]+\.js/],
      ['/', /\/assets\/gallery-page-[\w-]+\.js/],
      ['/performer/scarlett-rose', /\/assets\/profile-page-[\w-]+\.js/],
      ['/miami-exotic-dancers', /\/assets\/city-page-[\w-]+\.js/],
      ['/faq', /\/assets\/faq-page-[\w-]+\.js/],
    ] as const) {
      const files = appFiles((await t.app.inject(url)).body);
      expect(files[0], url).toMatch(/\/assets\/hydrate-[\w-]+\.js/);
      expect(
        files.some((href) => chunk.test(href)),
        `${url}: ${files.join(', ')}`,
      ).toBe(true);
      expect(new Set(files).size, url).toBe(files.length);
      for (const href of files) expect(existsSync(`dist/client${href}`), href).toBe(true);
    }
  });

  it('starts no download of the app before the main photo: only the small entry is linked', async () => {
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as ViteManifest;
    const entryImports = (manifest['index.html']?.imports ?? []).map((key) => `/${manifest[key]?.file}`);
    expect(entryImports.length).toBeGreaterThan(0);
    for (const url of ['/', '/performer/scarlett-rose', '/booking', '/es/faq']) {
      const html = (await t.app.inject(url)).body;
      // Only the entry's own imports (a few KB), linked beside it so that they load with it, not
      // a round trip after it, and at the entry's low priority.
      expect(preloadLinks(html).sort(), url).toEqual([...entryImports].sort());
      expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href=/);
      for (const href of preloadLinks(html)) expect(appFiles(html), url).not.toContain(href);
    }
  });

  it('links the staff sheet on staff and portal pages, and no sheet but the inline one on public pages', async () => {
    const sheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    for (const url of ['/login', '/admin/bookings', '/portal', '/es/portal/sign-in']) {
      const html = (await t.app.inject(url)).body;
      const linked = sheets(html);
      expect(linked, url).toEqual([expect.stringMatching(/^\/assets\/staff-[\w-]+\.css$/)]);
      // In the head, where the browser applies it before it paints the page below, and after the
      // inline public sheet, so that it wins where both set a property.
      expect(html.indexOf(`href="${linked[0]}"`), url).toBeLessThan(html.indexOf('</head>'));
      expect(html.indexOf(`href="${linked[0]}"`), url).toBeGreaterThan(html.indexOf('</style>'));
      expect(existsSync(`dist/client${linked[0]}`), url).toBe(true);
    }
    for (const url of ['/', '/es', '/faq', '/booking', '/performer/scarlett-rose', '/review']) {
      const html = (await t.app.inject(url)).body;
      expect(sheets(html), url).toEqual([]);
      expect(html, url).toContain('<style>');
    }
  });

  it('keeps admin code off public pages', async () => {
    for (const url of ['/', '/faq', '/booking', '/miami-exotic-dancers', '/performer/scarlett-rose']) {
      const files = appFiles((await t.app.inject(url)).body);
      expect(
        files.filter((f) => /admin|dashboard|bookings-page|performers-page|schemas/.test(f)),
        url,
      ).toEqual([]);
    }
  });
});
