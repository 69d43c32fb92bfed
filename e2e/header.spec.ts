import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { inViewport, keepScreenshot, type ViewportName, viewportContext } from './helpers/viewports';

const baseURL = inject('baseURL');

/** docs/product.md, Business identity: a compact header that stays, with call and text links on phones. */
describe('site header', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const size of ['phone', 'wide'] as ViewportName[]) {
    it(`stays in view while the gallery scrolls, at ${size} size`, async () => {
      const context = await browser.newContext(viewportContext(size));
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await waitForHydration(page);
      const header = page.getByRole('banner');
      const bookNow = header.getByRole('link', { name: 'Book Now' });
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
      await page.mouse.wheel(0, 2500);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
      expect(await inViewport(bookNow)).toBe(true);
      expect((await header.boundingBox())?.y).toBe(0);
      // The demo sets a (fictional) phone: on phones it is one tap to call or text, on wide screens
      // the text links to the gallery and the FAQ take that room.
      const call = header.getByRole('link', { name: 'Call us at (305) 555-0142', includeHidden: true });
      const text = header.getByRole('link', { name: 'Text us at (305) 555-0142', includeHidden: true });
      expect(await call.getAttribute('href')).toBe('tel:+13055550142');
      expect(await text.getAttribute('href')).toBe('sms:+13055550142');
      expect(await call.isVisible()).toBe(size === 'phone');
      expect(await text.isVisible()).toBe(size === 'phone');
      expect(await header.getByRole('link', { name: 'FAQ' }).isVisible()).toBe(size === 'wide');
      await keepScreenshot(page, 'header-scrolled', size);
      await context.close();
    });
  }

  it('fits a 360 px wide screen', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${baseURL}/faq`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await inViewport(page.getByRole('banner').getByRole('link', { name: 'Book Now' }))).toBe(true);
    await context.close();
  });
});
