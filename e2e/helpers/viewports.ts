import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** The two screens the phone-first figures are checked on (issue 16): a phone and a laptop. */
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  wide: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Browser context options for a viewport: a phone is a touch screen at 3x, like the devices people use. */
export function viewportContext(name: ViewportName) {
  return name === 'phone'
    ? { viewport: VIEWPORTS.phone, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
    : { viewport: VIEWPORTS.wide };
}

/** Whether the element's whole box lies inside the visible viewport, without scrolling. */
export async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });
}

/** Where screenshots are kept as test artifacts (git-ignored). */
const SCREENSHOT_DIR = join('test-results', 'screenshots');

/** Saves a full-viewport screenshot as test-results/screenshots/{name}-{viewport}.png. */
export async function keepScreenshot(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport}.png`) });
}
