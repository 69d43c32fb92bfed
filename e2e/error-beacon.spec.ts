import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ErrorReceiver, eventOf, startErrorReceiver } from '../test/helpers/error-receiver';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../test/helpers/server-process';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { gzipOf, loadPublicPage } from './helpers/public-pages';

/** The suite's server, which has no ERROR_REPORTING_DSN. */
const plainURL = inject('baseURL');
const BEACON = /^\/assets\/report-errors-[\w-]+\.js$/;

/**
 * Decision 047, the browser's part, in Chromium against the production build: with
 * ERROR_REPORTING_DSN set (a server of this file's own, its DSN a local receiver), an uncaught
 * error or unhandled rejection on a public page and on the staff sign-in page arrives at the
 * receiver as an envelope, through the site's own /api/client-errors; without it (the suite's
 * server) a page loads no beacon and not a byte more.
 */
describe('browser error reports', () => {
  let browser: Browser;
  let receiver: ErrorReceiver;
  let server: ServerProcess;
  let dataDir: string;
  let baseURL: string;
  const reportsOf = (page: string) => receiver.received.filter((r) => eventOf(r)?.transaction === page);

  beforeAll(async () => {
    receiver = await startErrorReceiver();
    dataDir = await mkdtemp(join(tmpdir(), 'e2e-beacon-'));
    const port = await freePort();
    baseURL = `http://localhost:${port}`;
    server = startServer(
      { DATA_DIR: dataDir, ERROR_REPORTING_DSN: receiver.dsn, PUBLIC_URL: baseURL, SEED_DEMO_DATA: 'false' },
      port,
    );
    await waitUntilReady(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await receiver?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Opens a page of the DSN server, noting the paths of the requests it makes and the answers' CSP. */
  async function open(path: string): Promise<{ page: Page; requests: string[]; csp: string }> {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (req) => requests.push(`${req.method()} ${req.url()}`));
    const answer = await page.goto(baseURL + path);
    await waitForHydration(page);
    return { page, requests, csp: (await answer?.headerValue('content-security-policy')) ?? '' };
  }

  it('reports an uncaught error and an unhandled rejection of a public page, scrubbed, through the site', async () => {
    const { page, requests, csp } = await open('/faq?email=ana.perez@example.com#question-3');
    try {
      expect(csp).toContain("connect-src 'self';");
      await page.evaluate(() => {
        queueMicrotask(() => {
          throw new TypeError('Beacon test on the FAQ for ana.perez@example.com');
        });
        void Promise.reject(new Error('Beacon test rejection'));
      });
      await expect.poll(() => reportsOf('/faq').length).toBe(2);
      const events = reportsOf('/faq').map(eventOf);
      const thrown = events.find((e) => e?.tags?.kind === 'error');
      expect(thrown).toMatchObject({
        platform: 'javascript',
        logger: 'browser',
        tags: { source: 'browser', kind: 'error' },
        request: { url: '/faq', headers: { 'user-agent': expect.stringContaining('Chrome') } },
        exception: { values: [{ type: 'TypeError', value: 'Beacon test on the FAQ for [email]' }] },
      });
      expect(events.find((e) => e?.tags?.kind === 'unhandledrejection')).toMatchObject({
        exception: { values: [{ type: 'Error', value: 'Beacon test rejection' }] },
      });
      for (const envelope of reportsOf('/faq')) {
        for (const secret of ['ana.perez', 'email=', 'question-3']) expect(envelope.raw).not.toContain(secret);
      }
      // The browser spoke to the site only: two posts to its own route, nothing to the DSN's host.
      expect(requests.filter((r) => r === `POST ${baseURL}/api/client-errors`)).toHaveLength(2);
      expect(requests.filter((r) => r.includes('127.0.0.1'))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('reports an uncaught error of the staff sign-in page', async () => {
    const { page } = await open('/login');
    try {
      await page.evaluate(() => {
        queueMicrotask(() => {
          throw new Error('Beacon test on the sign-in page');
        });
      });
      await expect.poll(() => reportsOf('/login').length).toBe(1);
      expect(eventOf(reportsOf('/login')[0])).toMatchObject({
        tags: { source: 'browser', kind: 'error' },
        exception: { values: [{ value: 'Beacon test on the sign-in page' }] },
      });
    } finally {
      await page.close();
    }
  });

  it('adds one small file to a page with the DSN, and none without it', async () => {
    const plain = await loadPublicPage(browser, plainURL, '/faq');
    const withDsn = await loadPublicPage(browser, baseURL, '/faq');
    expect(plain.files.filter((f) => BEACON.test(f))).toEqual([]);
    const added = withDsn.files.filter((f) => !plain.files.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(BEACON);
    expect(withDsn.files.filter((f) => BEACON.test(f))).toEqual(added);
    expect(gzipOf(added[0] ?? '')).toBeLessThan(1024);
    // The page's HTML names no beacon without the DSN; with it, never the DSN or its key.
    expect(await (await fetch(`${plainURL}/faq`)).text()).not.toContain('report-errors');
    const page = await (await fetch(`${baseURL}/faq`)).text();
    expect(page).toContain('report-errors');
    expect(page).not.toContain('public-key');
    expect(await (await fetch(baseURL + (added[0] ?? ''))).text()).not.toContain('public-key');
  });
});
