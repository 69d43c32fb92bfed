/**
 * `npm run bench:bundle`: per public route, the gzip size of the JavaScript and CSS the page loads
 * before it is interactive (everything requested until the network is idle after hydration), from
 * the production build, in headless Chromium. Fails over budget, or when admin code loads.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/helpers/browser';
import { freePort, startServer, waitUntilReady } from '../test/helpers/server-process';

const BUDGET = { js: 110 * 1024, css: 25 * 1024 };
const ENGLISH_ROUTES = [
  '/',
  '/performers',
  '/miami-exotic-dancers',
  '/performer/scarlett-rose',
  '/booking',
  '/faq',
  '/terms',
  '/privacy',
];
// The same pages in Spanish (issue 17): the budget holds in both languages.
const ROUTES = [...ENGLISH_ROUTES, ...ENGLISH_ROUTES.map((route) => (route === '/' ? '/es' : `/es${route}`))];

/** Each language's catalog chunk (from the build manifest): a page must load its own language's only. */
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string }
>;
const catalogFile = (locale: string) => `/${manifest[`src/locales/${locale}.ts`]?.file ?? `missing-${locale}-catalog`}`;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzipOf = (path: string) => gzipSync(readFileSync(join('dist/client', path))).length;

const dataDir = await mkdtemp(join(tmpdir(), 'bench-bundle-'));
const server = startServer({ DATA_DIR: dataDir }, await freePort());
let failed = false;
try {
  await waitUntilReady(server);
  const browser = await launchBrowser();
  const rows: string[][] = [['route', 'JS (gzip)', 'CSS (gzip)', 'files', 'verdict']];
  for (const route of ROUTES) {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (/\.(js|css)$/.test(path) && path.startsWith('/assets/')) files.add(path);
    });
    await page.goto(server.baseURL + route, { waitUntil: 'networkidle' });
    // The main stylesheet is inlined in the HTML: count the <style> elements the server sent.
    const inlineCss = await page.evaluate(() =>
      [...document.querySelectorAll('head style')].map((s) => s.textContent ?? '').join(''),
    );
    await page.close();
    const js = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipOf(f), 0);
    const css =
      [...files].filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipOf(f), 0) + gzipSync(inlineCss).length;
    const adminCode = [...files].filter((f) => /admin/i.test(f));
    const [own, other] = route === '/es' || route.startsWith('/es/') ? ['es', 'en'] : ['en', 'es'];
    const problems = [
      files.has(catalogFile(own)) ? '' : `the ${own} catalog did not load`,
      files.has(catalogFile(other)) ? `the ${other} catalog loaded too` : '',
      js > BUDGET.js ? `JS over ${kb(BUDGET.js)}` : '',
      css > BUDGET.css ? `CSS over ${kb(BUDGET.css)}` : '',
      adminCode.length ? `admin code loaded: ${adminCode.join(', ')}` : '',
    ].filter(Boolean);
    if (problems.length) failed = true;
    rows.push([route, kb(js), kb(css), String(files.size), problems.length ? `FAIL: ${problems.join('; ')}` : 'ok']);
    if (process.env.BENCH_BUNDLE_FILES) {
      for (const f of [...files].sort()) console.log(`  ${route} ${f} ${kb(gzipOf(f))}`);
    }
  }
  await browser.close();
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  console.log(`\nBudgets: JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)} gzip per page.`);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
