import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * JS a public page may load (gzip) before the network is idle (issue 27; `npm run bench:bundle`,
 * decisions 031 and 032): 95 KB, and less for the text pages, which show no catalogue. Every page
 * met it on 2026-11-28 (docs/performance.md, "Public JS budget": the holds the catalogue pages had
 * while over it are gone).
 */
export const PUBLIC_JS_BUDGET = 95 * 1024;
const TEXT_PAGE_JS_BUDGET = 88 * 1024;
const TEXT_PAGES = new Set(['/faq', '/terms', '/privacy']);
/**
 * CSS a public page may load (gzip, the inline sheet included): the public sheet holds only the
 * classes public code uses (styles.css); 8.2 KB on every page on 2026-11-29, 9.7 KB while it held the
 * staff pages' classes too.
 */
export const PUBLIC_CSS_BUDGET = 9 * 1024;

/** The JS budget (gzip bytes) of a public route, in either language. */
export function jsBudgetOf(route: string): number {
  const path = route.replace(/^\/es(?=\/|$)/, '') || '/';
  return TEXT_PAGES.has(path) ? TEXT_PAGE_JS_BUDGET : PUBLIC_JS_BUDGET;
}

const ENGLISH_ROUTES = [
  '/',
  '/performers',
  '/miami-exotic-dancers',
  '/performer/scarlett-rose',
  '/booking',
  '/review',
  '/faq',
  '/terms',
  '/privacy',
];
/** The public pages measured, in English and (issue 17) in Spanish. */
export const PUBLIC_ROUTES = [
  ...ENGLISH_ROUTES,
  ...ENGLISH_ROUTES.map((route) => (route === '/' ? '/es' : `/es${route}`)),
];

export type PageLoad = { route: string; files: string[]; js: number; css: number; intl: string[] };

/**
 * Records each `Intl` formatter a page builds. A page's first `Intl.NumberFormat` (also built by
 * Lingui's `plural()`) or time-zone `DateTimeFormat` loads ICU data: a long task on a slow phone
 * (docs/performance.md, "Intl on the main thread").
 */
const WATCH_INTL = `
  window.__intlBuilt = [];
  for (const name of ['NumberFormat', 'PluralRules', 'DateTimeFormat', 'ListFormat']) {
    Intl[name] = new Proxy(Intl[name], {
      construct(target, args) {
        window.__intlBuilt.push(name + ' ' + JSON.stringify(args));
        return Reflect.construct(target, args);
      },
    });
  }`;

/** The gzip size of a built client file ('/assets/x.js'). */
export const gzipOf = (path: string) => gzipSync(readFileSync(join('dist/client', path))).length;

/**
 * Loads a page of the production build in Chromium and lists the JS and CSS files it requested
 * until the network was idle after hydration, with their gzip sizes (the inline stylesheet counts as CSS),
 * and the `Intl` formatters it built meanwhile.
 */
export async function loadPublicPage(browser: Browser, baseURL: string, route: string): Promise<PageLoad> {
  const page = await browser.newPage();
  const files = new Set<string>();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (/\.(js|css)$/.test(path) && path.startsWith('/assets/')) files.add(path);
  });
  await page.addInitScript(WATCH_INTL);
  try {
    await page.goto(baseURL + route, { waitUntil: 'networkidle' });
    const intl = await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt);
    const inlineCss = await page.evaluate(() =>
      [...document.querySelectorAll('head style')].map((s) => s.textContent ?? '').join(''),
    );
    const sorted = [...files].sort();
    const js = sorted.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipOf(f), 0);
    const css =
      sorted.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipOf(f), 0) + gzipSync(inlineCss).length;
    return { route, files: sorted, js, css, intl };
  } finally {
    await page.close();
  }
}

/** Each built chunk's modules (paths from the project's root) and their sizes before minifying (vite.config.ts). */
export function chunkModules(): Record<string, { name: string; modules: Record<string, number> }> {
  return JSON.parse(readFileSync('dist/client/.vite/chunk-modules.json', 'utf8'));
}

/** The modules in the files a page loaded. */
export function modulesOf(load: PageLoad): string[] {
  const chunks = chunkModules();
  return load.files.flatMap((file) => Object.keys(chunks[file.replace(/^\//, '')]?.modules ?? {}));
}
