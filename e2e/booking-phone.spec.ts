import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { type ApiPerformer, flexiblePerformer, workableDate } from './helpers/performers';
import { inViewport, keepScreenshot, type ViewportName, viewportContext } from './helpers/viewports';

const baseURL = inject('baseURL');

/** The figures of the phone-first wizard (docs/product.md, Bookings), at a phone's and a laptop's size. */
describe('booking wizard on a phone and a laptop', () => {
  let browser: Browser;
  let performer: ApiPerformer;
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await flexiblePerformer(baseURL);
  });
  afterAll(() => browser?.close());

  async function open(size: ViewportName, path: string): Promise<Page> {
    const context = await browser.newContext(viewportContext(size));
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`);
    await waitForHydration(page);
    return page;
  }

  for (const size of ['phone', 'wide'] as ViewportName[]) {
    it(`keeps Continue and the running estimate in view with a performer chosen (${size})`, async () => {
      const page = await open(size, '/booking');
      // Every demo performer is on step 1; pick the last one, far down the grid.
      const cards = page.locator('button[aria-pressed]');
      await cards.last().click();
      await page.evaluate(() => window.scrollTo(0, 0));
      const estimate = page.getByTestId('running-estimate');
      await expect.poll(() => estimate.textContent()).toMatch(/^Estimate \$[\d,]+\.\d\d$/);
      expect(await inViewport(page.getByRole('button', { name: 'Continue' }))).toBe(true);
      expect(await inViewport(estimate)).toBe(true);
      expect(await inViewport(page.getByText('1 performer selected', { exact: true }))).toBe(true);
      // The search narrows the grid by name.
      await page.getByLabel('Search performers by name').fill(performer.name);
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(1);
      expect(await cards.count()).toBeLessThan(24);
      await page.getByLabel('Search performers by name').fill('zzzz no such name');
      await expect.poll(() => page.getByText(/No performer named/).count()).toBe(1);
      expect(await axeFailures(page)).toEqual([]);
      await keepScreenshot(page, 'booking-step1', size);
      await page.context().close();
    });

    it(`focuses the first invalid field after Continue on step 2, in view (${size})`, async () => {
      const page = await open(size, `/booking/${performer.id}`);
      await expect.poll(() => page.getByRole('heading', { name: 'Event details' }).count()).toBe(1);
      // Start from the bottom of the page, where Continue was before it stuck to the screen.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: 'Continue' }).click();
      const dateButton = page.getByRole('button', { name: /Event date/ });
      await expect.poll(() => dateButton.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await inViewport(dateButton)).toBe(true);
      expect(await axeFailures(page)).toEqual([]);
      await keepScreenshot(page, 'booking-step2-errors', size);
      await page.context().close();
    });

    it(`stays on step 1 with a message for a performer who is not there (${size})`, async () => {
      const page = await open(size, '/booking/00000000-0000-4000-8000-000000000000');
      expect(await page.getByRole('heading', { name: 'Select performers' }).count()).toBe(1);
      const message = page.getByText('That performer is not available any more. Choose from the performers below.');
      expect(await message.count()).toBe(1);
      expect(await inViewport(message)).toBe(true);
      expect(await page.getByText('0 performers selected').count()).toBe(1);
      await page.context().close();
    });

    it(`shows the date and time in words and the 18+ terms line on step 4 (${size})`, async () => {
      const page = await open(size, '/booking');
      const date = workableDate(performer);
      await page.evaluate(
        ({ id, date }) =>
          sessionStorage.setItem(
            'booking-draft',
            JSON.stringify({
              step: 4,
              performerIds: [id],
              eventDate: date,
              eventTime: '21:00',
              serviceType: 'hourly',
              durationHours: 2,
              eventLocation: '1 Ocean Drive',
              clientName: 'Pat Tester',
              clientEmail: 'pat@example.test',
              clientPhone: '305 555 0100',
            }),
          ),
        { id: performer.id, date },
      );
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByRole('heading', { name: 'Review and submit' }).count()).toBe(1);
      const inWords = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });
      // Step 4's code loads after the page is live (booking-page.tsx).
      await expect.poll(() => page.getByText(inWords, { exact: true }).count()).toBe(1);
      expect(await page.getByText('9:00 PM', { exact: true }).count()).toBe(1);
      expect(await page.getByText(date).count()).toBe(0);
      expect(await page.getByText(/By submitting you confirm you are 18 or older and accept the/).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Terms', exact: true }).getAttribute('href')).toBe('/terms');
      expect(await inViewport(page.getByRole('button', { name: 'Submit Booking Request' }))).toBe(true);
      expect(await axeFailures(page)).toEqual([]);
      await keepScreenshot(page, 'booking-step4', size);
      await page.context().close();
    });
  }

  it('fits a 360 px wide screen on every step shown', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${baseURL}/booking/${performer.id}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Change Performers' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
