import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';

const baseURL = inject('baseURL');
/** Full-page screenshots for review; test-results/ is git-ignored. */
const SCREENSHOTS = join('test-results', 'screenshots');
/** A common phone. */
const PHONE = { width: 390, height: 844 };

/** Every public page, with the status it must answer; each in English and in Spanish (issue 17). */
const ENGLISH_PAGES: { name: string; path: string; status: number }[] = [
  { name: 'home', path: '/', status: 200 },
  { name: 'performers', path: '/performers', status: 200 },
  { name: 'profile', path: '/performer/scarlett-rose', status: 200 },
  { name: 'city-miami', path: '/miami-exotic-dancers', status: 200 },
  { name: 'faq', path: '/faq', status: 200 },
  { name: 'terms', path: '/terms', status: 200 },
  { name: 'privacy', path: '/privacy', status: 200 },
  { name: 'find-booking', path: '/find-booking', status: 200 },
  { name: 'not-found', path: '/no-such-page', status: 404 },
  { name: 'profile-not-found', path: '/performer/no-such-performer', status: 404 },
];
const PAGES = [
  ...ENGLISH_PAGES,
  ...ENGLISH_PAGES.map((p) => ({ ...p, name: `es-${p.name}`, path: p.path === '/' ? '/es' : `/es${p.path}` })),
];

describe('accessibility (axe: no serious or critical violation) on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(() => browser?.close());

  async function withPage(
    path: string,
    status: number,
    run: (page: Page) => Promise<void>,
    viewport: { width: number; height: number } = PHONE,
  ): Promise<void> {
    const context = await browser.newContext({ baseURL, viewport });
    try {
      const page = await context.newPage();
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(status);
      await waitForHydration(page);
      await run(page);
    } finally {
      await context.close();
    }
  }

  /** Screenshot first, so that a page failing axe can still be looked at. */
  async function screenshotAndAudit(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    expect(await axeFailures(page), name).toEqual([]);
  }

  for (const { name, path, status } of PAGES) {
    it(`${name} (${path})`, async () => {
      await withPage(path, status, (page) => screenshotAndAudit(page, name));
    });
  }

  it('fits every public page on a 360 px wide screen without sideways scrolling', async () => {
    for (const { path, status } of [
      ...PAGES,
      { path: '/booking', status: 200 },
      { path: '/es/booking', status: 200 },
    ]) {
      await withPage(
        path,
        status,
        async (page) => {
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
        },
        { width: 360, height: 740 },
      );
    }
  });

  it('home with the advanced filters open', async () => {
    await withPage('/', 200, async (page) => {
      const toggle = page.getByRole('button', { name: /Advanced Search Filters/ });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5_000 }).toBe('true');
      // On a phone the filters are a bottom sheet with collapsed groups: unfold them all to audit every box.
      const sheet = page.getByRole('dialog', { name: 'Advanced Search Filters' });
      await sheet.waitFor();
      const closed = sheet.locator('details:not([open]) > summary');
      while ((await closed.count()) > 0) await closed.first().click();
      await page.getByRole('checkbox', { name: 'Weekend only' }).waitFor();
      await screenshotAndAudit(page, 'home-advanced-filters');
    });
  });
});
