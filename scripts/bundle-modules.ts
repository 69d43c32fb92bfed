/**
 * `npm run bundle:modules`: where each public page's bytes go. Per page, the JS files it loads
 * before the network is idle (gzip), and in each file its modules by size (before minifying, the
 * best per-module measure a bundle gives). `BUNDLE_MODULES_ROUTES=/faq,/es/booking` picks pages;
 * `BUNDLE_MODULES_TOP=20` shows more modules per file. Needs `npm run build` first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/helpers/browser';
import { chunkModules, gzipOf, loadPublicPage, PUBLIC_ROUTES } from '../e2e/helpers/public-pages';
import { freePort, startServer, waitUntilReady } from '../test/helpers/server-process';

const routes = process.env.BUNDLE_MODULES_ROUTES?.split(',') ?? PUBLIC_ROUTES;
const top = Number(process.env.BUNDLE_MODULES_TOP ?? 10);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const chunks = chunkModules();

const dataDir = await mkdtemp(join(tmpdir(), 'bundle-modules-'));
const server = startServer({ DATA_DIR: dataDir }, await freePort());
try {
  await waitUntilReady(server, 180_000);
  const browser = await launchBrowser();
  for (const route of routes) {
    const load = await loadPublicPage(browser, server.baseURL, route);
    const js = load.files.filter((f) => f.endsWith('.js'));
    console.log(`\n${route}: ${kb(load.js)} JS gzip in ${js.length} files`);
    for (const file of js.sort((a, b) => gzipOf(b) - gzipOf(a))) {
      const modules = Object.entries(chunks[file.slice(1)]?.modules ?? {}).sort((a, b) => b[1] - a[1]);
      const raw = modules.reduce((sum, [, n]) => sum + n, 0);
      console.log(`  ${kb(gzipOf(file)).padStart(8)} gzip  ${file}  (${modules.length} modules, ${kb(raw)} raw)`);
      for (const [id, n] of modules.slice(0, top)) console.log(`  ${kb(n).padStart(17)} raw   ${id}`);
      if (modules.length > top) {
        const rest = modules.slice(top).reduce((sum, [, n]) => sum + n, 0);
        console.log(`  ${kb(rest).padStart(17)} raw   (${modules.length - top} more)`);
      }
    }
  }
  await browser.close();
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
