import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { submitBooking } from './helpers/bookings';
import { launchBrowser } from './helpers/browser';
import { inViewport, keepScreenshot, type ViewportName, viewportContext } from './helpers/viewports';

const baseURL = inject('baseURL');

/** The confirmation page on a phone and a laptop (docs/product.md, The confirmation page). */
describe('booking confirmation on a phone and a laptop', () => {
  let browser: Browser;
  let id: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    id = await submitBooking(baseURL, 'Phone Confirmation');
  });
  afterAll(() => browser?.close());

  async function open(size: ViewportName): Promise<Page> {
    const context = await browser.newContext(viewportContext(size));
    const page = await context.newPage();
    // The page opens Cash App in a new tab once per visit: mark it as done so the test stays on one tab.
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), `cashapp-opened:${id}`);
    await page.goto(`${baseURL}/booking-confirmation/${id}`);
    await waitForHydration(page);
    return page;
  }

  for (const size of ['phone', 'wide'] as ViewportName[]) {
    it(`shows the reference and the Cash App button without scrolling, with no sideways scroll (${size})`, async () => {
      const page = await open(size);
      const pay = page.getByRole('link', { name: /^Pay \$[\d,]+\.\d\d with Cash App$/ });
      expect(await pay.count()).toBe(1);
      expect(await inViewport(pay)).toBe(true);
      const reference = page.getByRole('button', { name: /Copy/ }).first();
      expect(await inViewport(reference)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeFailures(page)).toEqual([]);
      await keepScreenshot(page, 'confirmation', size);
      await page.context().close();
    });
  }
});
