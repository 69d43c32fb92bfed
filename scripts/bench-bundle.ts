/**
 * `npm run bench:bundle`: per public route, the gzip size of the JavaScript and CSS the page loads
 * before it is interactive (everything requested until the network is idle after hydration), from
 * the production build, in headless Chromium. Fails over budget, or when staff or portal code loads
 * (vite.config.ts isStaffOrPortal). `npm test` checks the same (e2e/public-bundle.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/helpers/browser';
import {
  gzipOf,
  jsBudgetOf,
  loadPublicPage,
  modulesOf,
  PUBLIC_CSS_BUDGET,
  PUBLIC_JS_BUDGET,
  PUBLIC_ROUTES,
} from '../e2e/helpers/public-pages';
import { freePort, startServer, waitUntilReady } from '../test/helpers/server-process';
import { isStaffOrPortal } from '../vite.config';

/** Each language's catalog chunk (from the build manifest): a page must load its own language's only. */
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string }
>;
const catalogFile = (locale: string) => `/${manifest[`src/locales/${locale}.ts`]?.file ?? `missing-${locale}-catalog`}`;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const dataDir = await mkdtemp(join(tmpdir(), 'bench-bundle-'));
const server = startServer({ DATA_DIR: dataDir }, await freePort());
let failed = false;
try {
  await waitUntilReady(server, 180_000);
  const browser = await launchBrowser();
  const rows: string[][] = [['route', 'JS (gzip)', 'JS budget', 'CSS (gzip)', 'files', 'verdict']];
  for (const route of PUBLIC_ROUTES) {
    const load = await loadPublicPage(browser, server.baseURL, route);
    const { js, css } = load;
    const jsBudget = jsBudgetOf(route);
    const files = new Set(load.files);
    const staffCode = modulesOf(load).filter((m) => isStaffOrPortal(m));
    const [own, other] = route === '/es' || route.startsWith('/es/') ? ['es', 'en'] : ['en', 'es'];
    const problems = [
      files.has(catalogFile(own)) ? '' : `the ${own} catalog did not load`,
      files.has(catalogFile(other)) ? `the ${other} catalog loaded too` : '',
      js > jsBudget ? `JS over ${kb(jsBudget)}` : '',
      css > PUBLIC_CSS_BUDGET ? `CSS over ${kb(PUBLIC_CSS_BUDGET)}` : '',
      staffCode.length ? `staff or portal code loaded: ${staffCode.join(', ')}` : '',
    ].filter(Boolean);
    if (problems.length) failed = true;
    rows.push([
      route,
      kb(js),
      kb(jsBudget),
      kb(css),
      String(files.size),
      problems.length ? `FAIL: ${problems.join('; ')}` : 'ok',
    ]);
    if (process.env.BENCH_BUNDLE_FILES) {
      for (const f of [...files].sort()) console.log(`  ${route} ${f} ${kb(gzipOf(f))}`);
    }
  }
  await browser.close();
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  console.log(
    `\nBudgets (gzip per page): JS ${kb(PUBLIC_JS_BUDGET)}, text pages (FAQ, terms, privacy) as listed; CSS ${kb(PUBLIC_CSS_BUDGET)}.`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
