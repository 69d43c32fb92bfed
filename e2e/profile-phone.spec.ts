import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../src/shared/money';
import { type Performer, performerSchema } from '../src/shared/schemas/performer';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { workableDate } from './helpers/performers';
import { inViewport, keepScreenshot, type ViewportName, viewportContext } from './helpers/viewports';

const baseURL = inject('baseURL');
const POLL = { timeout: 10_000, interval: 50 };

/** The figures of the phone-first profile (docs/product.md, Pages), at a phone's and a laptop's size. */
describe('profile on a phone and a laptop', () => {
  let browser: Browser;
  let performer: Performer;
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = performerSchema.parse(await (await fetch(`${baseURL}/api/performers/by-slug/scarlett-rose`)).json());
    expect(performer.photos.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => browser?.close());

  async function open(size: ViewportName): Promise<Page> {
    const context = await browser.newContext(viewportContext(size));
    const page = await context.newPage();
    await page.goto(`${baseURL}/performer/${performer.slug}`);
    await waitForHydration(page);
    return page;
  }
  const active = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

  for (const size of ['phone', 'wide'] as ViewportName[]) {
    it(`keeps 'Book ${'{name}'}' in view without scrolling (${size})`, async () => {
      const page = await open(size);
      const book = page.getByRole('link', { name: `Book ${performer.name}`, exact: true });
      expect(await book.getAttribute('href')).toBe(`/booking/${performer.id}`);
      expect(await inViewport(book)).toBe(true);
      if (size === 'phone') {
        // A sticky bar: still there at the bottom of a long profile.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        expect(await inViewport(book)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size === 'phone' ? 390 : 1440,
      );
      await keepScreenshot(page, 'profile', size);
      await page.context().close();
    });

    it(`shows every photo, and a full-screen viewer run by the keyboard (${size})`, async () => {
      const page = await open(size);
      const n = performer.photos.length;
      const carousel = page.getByRole('region', { name: `Photos of ${performer.name}` });
      expect(await carousel.getByRole('img').count()).toBe(n);
      expect(await carousel.getByText(`Photo 1 of ${n}`).count()).toBe(1);
      await carousel.getByRole('button', { name: 'Next photo' }).click();
      await expect.poll(() => carousel.getByText(`Photo 2 of ${n}`).count(), POLL).toBe(1);
      const second = carousel.getByRole('img', { name: `${performer.name}, photo 2 of ${n}` });
      await expect.poll(() => inViewport(second), POLL).toBe(true);

      // Open the second photo full screen from the keyboard.
      await carousel.getByRole('button', { name: `Open photo 2 of ${n} full screen` }).focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', { name: `Photos of ${performer.name}` });
      await viewer.waitFor();
      expect(await viewer.getByText(`Photo 2 of ${n}`).count()).toBe(1);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => viewer.getByText(`Photo 1 of ${n}`).count(), POLL).toBe(1);
      expect(await viewer.getByRole('img', { name: `${performer.name}, photo 1 of ${n}` }).count()).toBe(1);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => viewer.getByText(`Photo 2 of ${n}`).count(), POLL).toBe(1);
      expect(await axeFailures(page)).toEqual([]);
      await keepScreenshot(page, 'profile-viewer', size);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
      // The focus is back on the photo the viewer showed last.
      await expect.poll(() => active(page), POLL).toBe(`Open photo 2 of ${n} full screen`);
      await page.context().close();
    });
  }

  it('derives the schedule from the data, never "flexible" for a limited performer', async () => {
    const list = (await (await fetch(`${baseURL}/api/performers`)).json()) as Performer[];
    const limited = list.find((p) => p.eveningOnly || p.weekendsOnly);
    expect(limited).toBeDefined();
    // What a person reads: the markup without its data scripts (the cache holds the staff's raw attribute).
    const html = (await (await fetch(`${baseURL}/performer/${limited?.slug}`)).text()).replace(
      /<script[\s\S]*?<\/script>/g,
      '',
    );
    expect(html).not.toMatch(/flexible/i);
    expect(html).toMatch(
      limited?.eveningOnly ? /Evenings only \(6 PM to 2 AM\)/ : /Weekends only \(Friday to Sunday\)/,
    );
  });

  it("shows the stripper-gram price the server charges: the performer's appearance fee", async () => {
    const list = (await (await fetch(`${baseURL}/api/performers`)).json()) as Performer[];
    const withFee = list.find((p) => p.appearanceFee && Number(p.appearanceFee) !== 150);
    if (!withFee?.appearanceFee) throw new Error('no demo performer with an appearance fee other than $150');
    const fee = formatMoney(withFee.appearanceFee);
    const html = (await (await fetch(`${baseURL}/performer/${withFee.slug}`)).text()).replace(
      /<script[\s\S]*?<\/script>/g,
      '',
    );
    expect(html).toContain(`${fee} stripper gram`);
    const [area] = (await (await fetch(`${baseURL}/api/service-areas`)).json()) as { id: string }[];
    const [type] = (await (await fetch(`${baseURL}/api/event-types`)).json()) as { id: string }[];
    const booked = await fetch(`${baseURL}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        performerIds: [withFee.id],
        clientName: 'Gram Price',
        clientEmail: 'gram@example.test',
        clientPhone: '305 555 0123',
        eventDate: workableDate(withFee),
        eventTime: '21:00',
        serviceAreaId: area?.id,
        eventTypeId: type?.id,
        eventLocation: '1 Ocean Dr, Miami Beach',
        serviceType: 'stripper-gram',
        eventDuration: 15,
      }),
    });
    expect(booked.status).toBe(201);
    expect(formatMoney(((await booked.json()) as { totalAmount: string }).totalAmount)).toBe(fee);
  });
});
