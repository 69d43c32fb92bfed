import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Performer, performerListSchema, performerSchema } from '../src/shared/schemas/performer';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';

const baseURL = inject('baseURL');
const POLL = { timeout: 10_000, interval: 50 };

/** '$150.00': two decimals, as the profile shows money. */
const dollars = (amount: string | null) => `$${Number(amount).toFixed(2)}`;

async function bySlug(slug: string): Promise<Performer> {
  const res = await fetch(`${baseURL}/api/performers/by-slug/${slug}`);
  expect(res.status).toBe(200);
  return performerSchema.parse(await res.json());
}

describe('performer profile', () => {
  let browser: Browser;
  const pages: Page[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.context().close()));
    expect(pageErrors.splice(0)).toEqual([]);
  });

  /** A fresh browser context on `path`; answers the page and the HTTP status of the document. */
  async function open(path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; status?: number }> {
    const context = await browser.newContext({ baseURL, ...options });
    const page = await context.newPage();
    pages.push(page);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const res = await page.goto(path);
    if (options.javaScriptEnabled !== false) await waitForHydration(page);
    return { page, status: res?.status() };
  }

  async function expectProfile(page: Page, p: Performer): Promise<void> {
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Back to Gallery' }).getAttribute('href')).toBe('/');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(p.name);
    expect(await main.getByText(p.description, { exact: true }).count()).toBeGreaterThanOrEqual(1);
    // The main photo is the first one, first in the carousel of all of them.
    const n = p.photos.length;
    expect(await main.getByRole('img', { name: `${p.name}, photo 1 of ${n}`, exact: true }).getAttribute('src')).toBe(
      p.photos[0],
    );
    expect(await main.getByText(`${dollars(p.hourlyRate)} per hour`, { exact: true }).count()).toBe(1);
    expect(await main.getByText(`${dollars(p.appearanceFee)} stripper gram`, { exact: true }).count()).toBe(1);
    expect(await main.getByRole('heading', { name: 'Book This Performer' }).count()).toBe(1);
    expect(await main.getByRole('link', { name: `Book ${p.name}`, exact: true }).getAttribute('href')).toBe(
      `/booking/${p.id}`,
    );
    for (const area of p.serviceAreas) {
      expect(await main.getByText(area.name, { exact: true }).count(), area.name).toBeGreaterThanOrEqual(1);
    }
    for (const eventType of p.eventTypes) {
      expect(await main.getByText(eventType.name, { exact: true }).count(), eventType.name).toBeGreaterThanOrEqual(1);
    }
  }

  it('shows a seeded performer at /performer/{slug}, in the server HTML and once hydrated', async () => {
    const scarlett = await bySlug('scarlett-rose');
    expect(dollars(scarlett.hourlyRate)).toBe('$150.00');

    const html = await (await fetch(`${baseURL}/performer/scarlett-rose`)).text();
    expect(html).toContain('$150.00 per hour');
    expect(html).toContain(`${dollars(scarlett.appearanceFee)} stripper gram`);

    const noJs = await open('/performer/scarlett-rose', { javaScriptEnabled: false });
    expect(noJs.status).toBe(200);
    await expectProfile(noJs.page, scarlett);

    const { page, status } = await open('/performer/scarlett-rose');
    expect(status).toBe(200);
    expect(await page.title()).toContain(scarlett.name);
    await expectProfile(page, scarlett);
    // Some facts of the profile.
    expect(await page.getByText(scarlett.gender ?? '', { exact: true }).count()).toBeGreaterThanOrEqual(1);
    for (const specialty of scarlett.specialties) {
      expect(await page.getByRole('main').getByText(specialty, { exact: true }).count()).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers /performers/{slug} too', async () => {
    const andre = await bySlug('andre-knight');
    const { page, status } = await open('/performers/andre-knight');
    expect(status).toBe(200);
    await expectProfile(page, andre);
  });

  it('answers an unknown performer with HTTP 404 and "Performer Not Found", with a way back', async () => {
    for (const path of ['/performer/no-such-performer', '/performers/no-such-performer']) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Performer Not Found');
    }

    const { page, status } = await open('/performer/no-such-performer');
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Performer Not Found');
    const back = page.getByRole('main').getByRole('link', { name: 'Back to Gallery' });
    expect(await back.getAttribute('href')).toBe('/');
    await back.click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/');
    await page.getByText(/performer\(s\) available/).waitFor();
  });

  it("reaches the profile client-side from a gallery card's View Profile", async () => {
    const all = performerListSchema.parse(await (await fetch(`${baseURL}/api/performers`)).json());
    // Not the first card, and one whose photo loads.
    const target = all.find((p) => p.name === 'Diamond Reyes');
    if (!target) throw new Error('the demo data has Diamond Reyes');
    expect(all.indexOf(target)).toBeGreaterThan(0);
    const { page } = await open('/');
    // A full page load would lose this mark; a client-side navigation keeps it.
    await page.evaluate(() => {
      document.documentElement.dataset.e2eMark = 'same-document';
    });
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.isNavigationRequest()) documents.push(req.url());
    });

    const card = page
      .getByRole('region', { name: 'Performers', exact: true })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: target.name, exact: true }) });
    await card.getByRole('link', { name: 'View Profile' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(`/performer/${target.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).allTextContents(), POLL).toEqual([target.name]);
    await expectProfile(page, target);
    expect(await page.evaluate(() => document.documentElement.dataset.e2eMark)).toBe('same-document');
    expect(documents).toEqual([]);
    await expect.poll(() => page.title(), POLL).toContain(target.name);
  });

  it('fits a 360 px wide screen without horizontal scrolling', async () => {
    const { page } = await open('/performer/scarlett-rose', { viewport: { width: 360, height: 740 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
