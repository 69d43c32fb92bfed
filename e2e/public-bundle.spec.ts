import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isStaffOrPortal } from '../vite.config';
import { launchBrowser } from './helpers/browser';
import { jsBudgetOf, loadPublicPage, modulesOf, PUBLIC_CSS_BUDGET, PUBLIC_ROUTES } from './helpers/public-pages';

const baseURL = inject('baseURL');

/**
 * The production build as `npm run bench:bundle` measures it (issue 27, decisions 031 and 032):
 * nothing a public page loads before the network is idle, in either language, is staff or
 * performer-portal code (TanStack Query included), and its JS and CSS are within budget
 * (`jsBudgetOf`: 95 KB gzip, 88 KB for the text pages; docs/performance.md), and it builds no
 * `Intl` formatter while it loads (the first loads ICU's data: a long task on a slow phone).
 */
describe('what a public page loads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PUBLIC_ROUTES)('%s: no staff or portal code, JS and CSS within budget', async (route) => {
    const load = await loadPublicPage(browser, baseURL, route);
    expect(load.files.length).toBeGreaterThan(0);
    expect(modulesOf(load).filter((id) => isStaffOrPortal(id))).toEqual([]);
    expect(load.js, `${route}: JS gzip bytes`).toBeLessThanOrEqual(jsBudgetOf(route));
    expect(load.css, `${route}: CSS gzip bytes`).toBeLessThanOrEqual(PUBLIC_CSS_BUDGET);
    // The staff and portal pages' sheet (staff.css) is theirs alone.
    expect(load.files.filter((file) => /\/staff-[\w-]+\.css$/.test(file))).toEqual([]);
    // Money, counts, plurals, dates and "today" in Miami are written without ICU's data while it loads.
    expect(load.intl).toEqual([]);
  });
});
