import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { viewportContext } from './helpers/viewports';

const baseURL = inject('baseURL');

/** Every layout shift from now on, counted whether or not it followed the tap (stricter than CLS). */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { shifted: number }).shifted);

/**
 * Issue 31: in-app navigation on a phone. A link opens the next page at its top, and nothing on
 * the screen jumps while its code and data arrive (`npm run bench:navigation` measures the same
 * taps under throttling with Lighthouse).
 */
describe('in-app navigation on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function open(path: string): Promise<Page> {
    const page = await (await browser.newContext(viewportContext('phone'))).newPage();
    await page.goto(`${baseURL}${path}`);
    await waitForHydration(page);
    return page;
  }

  for (const home of ['/', '/es']) {
    it(`opens a profile from far down the results at its top, the footer never rising (${home})`, async () => {
      const page = await open(home);
      const link = page.locator('a[href*="/performer/"]').filter({ visible: true }).last();
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
      await watchShifts(page);
      await link.click();
      await page.waitForURL(/\/performer\//);
      await page.locator('h1').waitFor();
      expect(await page.evaluate(() => scrollY)).toBe(0);
      expect(await shifted(page)).toBeLessThanOrEqual(0.02);
      // Back returns to the results.
      await page.goBack();
      await page.waitForURL(`${baseURL}${home}`);
      await page.context().close();
    });
  }

  it("opens the wizard from a profile's Book button without the form moving as her details arrive", async () => {
    const page = await open('/performer/jax-rivera');
    await watchShifts(page);
    await page.getByRole('link', { name: /^Book Jax Rivera/ }).click();
    await page.waitForURL(/\/booking\//);
    await page.getByLabel('Event time').waitFor();
    // Her details (and the form's notes about her) are in before the shifts are read.
    await page.waitForLoadState('networkidle');
    expect(await shifted(page)).toBeLessThanOrEqual(0.02);
    await page.context().close();
  });
});
