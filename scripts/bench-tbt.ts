/**
 * `npm run bench:tbt`: the blocking time of each public page's load in Chromium at 4x CPU (the
 * browser's own throttling), from the page's long tasks after its first contentful paint (each
 * counts its time over 50 ms, as TBT does), median of BENCH_TBT_RUNS (7) loads at 412 × 823.
 *
 * Why beside `bench:lighthouse`: Lighthouse's simulation multiplies three runs' observed task times
 * by four, so on a shared machine it cannot tell two builds apart (docs/performance.md, "Intl on
 * the main thread"). Here, with BENCH_TBT_BASELINE set to another checkout that has been built
 * (`git worktree add ../base <commit>`, its `node_modules`, `npm run build` there), both builds are served side
 * by side and loaded alternately, so the machine's load falls on both alike. A comparison, not a
 * verdict: the figure itself is read from `npm run bench:lighthouse`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/helpers/browser';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../test/helpers/server-process';

const RUNS = Math.max(1, Number(process.env.BENCH_TBT_RUNS ?? 7));
const PAGES = (process.env.BENCH_TBT_PAGES ?? '/,/miami-exotic-dancers,/performer/jax-rivera,/booking,/faq,/es').split(
  ',',
);
const BASELINE = process.env.BENCH_TBT_BASELINE;

/** Long tasks as the page saw them: [start, duration] in ms, collected from the first byte on. */
const WATCH_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });`;

/** Serves the build in `dir` (another checkout's, for the baseline) on the embedded database with demo data. */
async function serve(dir: string, dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const publicURL = `http://127.0.0.1:${port}`;
  const env = { NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', PUBLIC_URL: publicURL };
  const server = startServer(env, port, dir);
  await waitUntilReady(server, 120_000);
  return server;
}

/** One load: the blocking time after first contentful paint, in ms. */
async function blockingTime(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(WATCH_LONG_TASKS);
    // The app hydrates after the main photo paints; its last tasks end before the network is idle.
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { __longTasks: [number, number][] }).__longTasks;
      return tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const builds = [{ name: 'this build', dir: process.cwd() }];
if (BASELINE) builds.push({ name: 'baseline', dir: resolve(BASELINE) });
const dataDirs = await Promise.all(builds.map(() => mkdtemp(join(tmpdir(), 'bench-tbt-'))));
const servers: ServerProcess[] = [];
let browser: Browser | undefined;
try {
  for (const [i, build] of builds.entries()) servers.push(await serve(build.dir, dataDirs[i] ?? ''));
  browser = await launchBrowser();
  console.log(`Blocking time after first paint, 4x CPU, median of ${RUNS} loads (ms; each load in brackets)\n`);
  const rows = [['page', ...builds.map((b) => b.name)]];
  for (const path of PAGES) {
    const times: number[][] = builds.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      // Alternate which build loads first, so neither always follows the other.
      const order = run % 2 === 0 ? servers.keys() : [...servers.keys()].reverse();
      for (const i of order) times[i]?.push(await blockingTime(browser, `${servers[i]?.baseURL}${path}`));
    }
    rows.push([path, ...times.map((t) => `${Math.round(median(t))} (${t.map(Math.round).join(', ')})`)]);
  }
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  '));
} finally {
  await browser?.close();
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
}
