import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';

const baseURL = inject('baseURL');

/**
 * Issue 31: moving between pages inside the app must not flash the footer up the screen and back
 * (a slow phone measured CLS 0.16–0.20 per navigation). The next page's data is held back by the
 * test itself, so the loading state is on screen for as long as the assertion needs, on any machine.
 */
describe('in-app navigation on a phone keeps the footer below the fold while the page loads', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    ).newPage();
  });
  afterAll(() => browser?.close());

  it.each(['', '/es'])('from the FAQ to a profile (%s)', async (base) => {
    const held: Route[] = [];
    let arrived: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    await page.route('**/api/performers/by-slug/**', (route) => {
      held.push(route);
      arrived();
    });
    await page.goto(`${baseURL}${base}/faq`);
    await waitForHydration(page);
    // An in-app link to a profile: the router's own navigation, as a visitor's tap on a card.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${base}/performer/scarlett-rose`);
    await requested;
    const footerTop = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(844);
    for (const route of held) await route.continue();
    await page.unroute('**/api/performers/by-slug/**');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Scarlett Rose');
  });
});
