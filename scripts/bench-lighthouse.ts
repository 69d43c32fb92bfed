/**
 * `npm run bench:lighthouse`: Lighthouse (default mobile settings, simulated throttling) in
 * Debian's Chromium against the production build on a fresh embedded database with demo data.
 * Three runs per page, median per figure. Exits 1 when a page misses a target:
 * Performance >= 98, Accessibility, Best Practices and SEO 100, LCP <= 1.5 s, TBT <= 50 ms,
 * CLS <= 0.01. BENCH_LIGHTHOUSE_RUNS changes the number of runs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startServer, waitUntilReady } from '../test/helpers/server-process';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const LIMITS = { lcp: 1500, tbt: 50, cls: 0.01 };

type Run = {
  scores: Record<keyof typeof TARGETS, number>;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const dataDir = await mkdtemp(join(tmpdir(), 'bench-lh-'));
const port = await freePort();
const server = startServer(
  { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
  port,
);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
let failed = false;
try {
  await waitUntilReady(server);
  const performers = (await (await fetch(`${server.baseURL}/api/performers`)).json()) as { slug: string }[];
  const pages = ['/', '/miami-exotic-dancers', `/performer/${performers[0]?.slug}`, '/booking', '/faq'];
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const path of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      const score = (id: keyof typeof TARGETS) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.categories).flatMap((category) =>
        category.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter(
            (a) =>
              a &&
              a.score !== null &&
              a.score < 1 &&
              !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode) &&
              (category.id !== 'performance' || (a.score ?? 1) < 0.9),
          )
          .map((a) => `${category.id}: ${a?.id} (${a?.title}) ${a?.displayValue ?? ''}`.trim()),
      );
      runs.push({
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY,
        failing,
      });
    }
    const med = {
      performance: median(runs.map((r) => r.scores.performance)),
      accessibility: median(runs.map((r) => r.scores.accessibility)),
      'best-practices': median(runs.map((r) => r.scores['best-practices'])),
      seo: median(runs.map((r) => r.scores.seo)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
    };
    const misses = [
      ...(Object.keys(TARGETS) as (keyof typeof TARGETS)[])
        .filter((k) => med[k] < TARGETS[k])
        .map((k) => `${k} ${med[k]} < ${TARGETS[k]}`),
      ...(med.lcp > LIMITS.lcp ? [`LCP ${Math.round(med.lcp)} ms`] : []),
      ...(med.tbt > LIMITS.tbt ? [`TBT ${Math.round(med.tbt)} ms`] : []),
      ...(med.cls > LIMITS.cls ? [`CLS ${med.cls.toFixed(3)}`] : []),
    ];
    if (misses.length > 0) {
      failed = true;
      const failingAudits = [...new Set(runs.flatMap((r) => r.failing))];
      notes.push(`${path}: ${misses.join(', ')}\n    ${failingAudits.join('\n    ') || '(no single failing audit)'}`);
    }
    rows.push([
      path,
      String(med.performance),
      String(med.accessibility),
      String(med['best-practices']),
      String(med.seo),
      `${Math.round(med.lcp)} ms`,
      `${Math.round(med.tbt)} ms`,
      med.cls.toFixed(3),
      misses.length ? 'FAIL' : 'ok',
    ]);
  }
  const header = ['page', 'perf', 'a11y', 'best pr.', 'seo', 'LCP', 'TBT', 'CLS', 'verdict'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  console.log(`Lighthouse, mobile, simulated throttling, median of ${RUNS} runs\n`);
  for (const row of all) console.log(row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
  console.log(
    `\nTargets: performance >= 98, accessibility/best practices/SEO 100, LCP <= 1500 ms, TBT <= 50 ms, CLS <= 0.01`,
  );
  if (notes.length) console.log(`\nMissed:\n${notes.join('\n')}`);
} finally {
  chrome.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
