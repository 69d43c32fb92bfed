import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { keepScreenshot, viewportContext } from './helpers/viewports';

const baseURL = inject('baseURL');
const POLL = { timeout: 10_000, interval: 50 };

/** Issue 31 at 390 x 844 (docs/product.md, Results and wizard context). */
describe('results a thumb can scan, and context carried into the wizard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function open(path: string): Promise<Page> {
    const context = await browser.newContext(viewportContext('phone'));
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`);
    await waitForHydration(page);
    return page;
  }
  const cards = (page: Page) => page.getByRole('region', { name: 'Performers', exact: true }).getByRole('article');
  const query = (page: Page) => new URL(page.url()).searchParams;

  /** The layout shifts not caused by input, summed from the moment this is called. */
  async function watchShifts(page: Page): Promise<() => Promise<number>> {
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });
    return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  }

  it('shows three or more cards in the first screen once an area is chosen, without a move', async () => {
    const page = await open('/');
    const shifts = await watchShifts(page);
    await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Miami' });
    await expect.poll(() => query(page).get('serviceAreaIds'), POLL).toBe('miami');
    await expect.poll(() => page.getByText(/^\d+ performer\(s\) available$/).count(), POLL).toBe(1);
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThanOrEqual(3);
    const tops = await cards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    const inFirstScreen = tops.filter((top) => top < 844);
    expect(inFirstScreen.length).toBeGreaterThanOrEqual(3);
    expect(tops[0]).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await shifts()).toBeLessThanOrEqual(0.02);
    // Each card: gender, "from $X", and a Book button at least 44 px tall.
    const first = cards(page).first();
    expect(await first.textContent()).toMatch(/(Female|Male) · from \$/);
    const book = first.getByRole('link', { name: 'Book Now' });
    expect((await book.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await keepScreenshot(page, 'results-area', 'phone');
    await page.context().close();
  });

  it('offers Female and Male dancers above the results', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Male dancers', exact: true }).click();
    await expect.poll(() => query(page).get('gender'), POLL).toBe('Male');
    expect(await page.getByRole('button', { name: 'Male dancers', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect
      .poll(async () => (await cards(page).allTextContents()).every((text) => text.includes('Male ·')), POLL)
      .toBe(true);
    await page.context().close();
  });

  it("opens step 2 with the city page's area chosen", async () => {
    const page = await open('/miami-exotic-dancers');
    const book = page
      .getByRole('region', { name: /Top performers in Miami/ })
      .getByRole('link', { name: /^Book / })
      .first();
    expect((await book.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await book.click();
    await expect.poll(() => page.getByRole('heading', { name: 'Event details' }).count(), POLL).toBe(1);
    await expect.poll(() => page.getByLabel('Service area').inputValue(), POLL).toBe('miami');
    // The address loses the context once it is in the draft.
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('opens step 2 with the event type chosen in the filter, and the budget names the durations that fit', async () => {
    const page = await open('/?underBudget=400');
    await page.getByLabel('Event type', { exact: true }).selectOption({ label: 'Birthday Party' });
    await expect.poll(() => query(page).get('eventTypeIds'), POLL).toBeTruthy();
    const eventTypeId = query(page).get('eventTypeIds');
    await expect.poll(() => page.getByText(/^\d+ performer\(s\) available$/).count(), POLL).toBe(1);
    await cards(page).first().getByRole('link', { name: 'Book Now' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Event details' }).count(), POLL).toBe(1);
    await expect.poll(() => page.getByLabel('Event type').inputValue(), POLL).toBe(eventTypeId);
    expect(await page.getByTestId('budget-hint').textContent()).toMatch(/^(Within \$400\.00: 1 hour|Over \$400\.00)/);
    await page.context().close();
  });

  it('adds another performer on step 2 and keeps what was typed', async () => {
    const page = await open('/miami-exotic-dancers');
    await page
      .getByRole('region', { name: /Top performers in Miami/ })
      .getByRole('link', { name: /^Book / })
      .first()
      .click();
    await expect.poll(() => page.getByRole('heading', { name: 'Event details' }).count(), POLL).toBe(1);
    await page.getByLabel('Event location').fill('1 Ocean Drive, Miami Beach');
    await page.getByLabel('Special requests').fill('Surprise at 10');
    await page.getByRole('button', { name: 'Add another performer' }).click();
    await page.getByRole('searchbox', { name: 'Search performers by name' }).waitFor();
    const other = page.locator('button:has(> span.font-semibold)').first();
    const name = (await other.locator('span').first().textContent()) ?? '';
    await other.click();
    await expect.poll(() => page.getByText('2 performers selected', { exact: true }).count(), POLL).toBe(1);
    expect(name).not.toBe('');
    expect(await page.getByRole('heading', { name: 'Event details' }).count()).toBe(1);
    expect(await page.getByLabel('Event location').inputValue()).toBe('1 Ocean Drive, Miami Beach');
    expect(await page.getByLabel('Special requests').inputValue()).toBe('Surprise at 10');
    expect(await page.getByLabel('Service area').inputValue()).toBe('miami');
    await page.context().close();
  });
});
