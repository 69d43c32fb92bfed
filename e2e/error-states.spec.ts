import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './helpers/axe';
import { submitBooking } from './helpers/bookings';
import { launchBrowser } from './helpers/browser';
import { type ApiPerformer, flexiblePerformer } from './helpers/performers';

const baseURL = inject('baseURL');

/** The words of each failure, in each language: never the words of "empty" or "not found". */
const WORDS = {
  en: {
    prefix: '',
    retry: 'Try again',
    reload: 'Reload page',
    gallery: 'We could not load the performers',
    empty: 'No performers found',
    profile: 'We could not load this performer',
    profileMissing: 'Performer Not Found',
    booking: 'We could not load your booking',
    bookingMissing: 'Booking not found',
    update: 'Something went wrong',
  },
  es: {
    prefix: '/es',
    retry: 'Intentar de nuevo',
    reload: 'Recargar la página',
    gallery: 'No pudimos cargar los artistas',
    empty: 'No se encontraron artistas',
    profile: 'No pudimos cargar este artista',
    profileMissing: 'Artista no encontrado',
    booking: 'No pudimos cargar su reserva',
    bookingMissing: 'Reserva no encontrada',
    update: 'Algo salió mal',
  },
} as const;

const failing = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ message: 'Service Unavailable' }),
};

/** Moves to a page the way a link does (the router follows history), so the page loads in the browser. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Issue 26, item 16: a failed load is an error with a way out, never "empty" or "not found". */
describe('error states', () => {
  let browser: Browser;
  let performer: ApiPerformer;
  let bookingId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await flexiblePerformer(baseURL);
    bookingId = await submitBooking(baseURL, 'Error State');
  });
  afterAll(() => browser?.close());

  async function home(locale: 'en' | 'es'): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`${baseURL}${WORDS[locale].prefix || '/'}`);
    await waitForHydration(page);
    return page;
  }

  for (const locale of ['en', 'es'] as const) {
    const w = WORDS[locale];

    it(`shows a failed gallery load as an error with a retry, not "no performers" (${locale})`, async () => {
      const page = await home(locale);
      await page.route('**/api/performers?**', (route) => route.fulfill(failing));
      await navigate(page, `${w.prefix}/?sortBy=price_high`);
      const alert = page.getByRole('alert').filter({ hasText: w.gallery });
      await expect.poll(() => alert.count()).toBe(1);
      expect(await page.getByText(w.empty).count()).toBe(0);
      await page.unroute('**/api/performers?**');
      await alert.getByRole('button', { name: w.retry }).click();
      await expect.poll(() => page.locator('a[href*="/performer/"]').count()).toBeGreaterThan(0);
      expect(await page.getByText(w.gallery).count()).toBe(0);
      await page.close();
    });

    it(`shows a failed profile load as an error with a retry, not "not found" (${locale})`, async () => {
      const page = await home(locale);
      await page.route('**/api/performers/by-slug/**', (route) => route.fulfill(failing));
      await navigate(page, `${w.prefix}/performer/${performer.slug}`);
      const alert = page.getByRole('alert').filter({ hasText: w.profile });
      await expect.poll(() => alert.count()).toBe(1);
      expect(await page.getByText(w.profileMissing).count()).toBe(0);
      await page.unroute('**/api/performers/by-slug/**');
      await alert.getByRole('button', { name: w.retry }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1, name: performer.name }).count()).toBe(1);
      await page.close();
    });

    it(`shows a failed confirmation load as an error with a retry, not "not found" (${locale})`, async () => {
      const page = await home(locale);
      const api = `**/api/bookings/${bookingId}`;
      await page.route(api, (route) => route.fulfill(failing));
      await navigate(page, `${w.prefix}/booking-confirmation/${bookingId}`);
      const alert = page.getByRole('alert').filter({ hasText: w.booking });
      await expect.poll(() => alert.count()).toBe(1);
      expect(await page.getByText(w.bookingMissing).count()).toBe(0);
      await page.unroute(api);
      await alert.getByRole('button', { name: w.retry }).click();
      const reference = page.getByText(bookingId.slice(0, 8).toUpperCase(), { exact: true });
      await expect.poll(() => reference.count()).toBeGreaterThan(0);
      expect(await page.getByText(w.booking).count()).toBe(0);
      await page.close();
    });

    it(`offers a reload when a page's code fails to load after a deploy (${locale})`, async () => {
      const page = await home(locale);
      // The files of the build the page was opened with are gone from the server.
      await page.route(/\/assets\/.+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
      await navigate(page, `${w.prefix}/faq`);
      const alert = page.getByRole('alert').filter({ hasText: w.update });
      await expect.poll(() => alert.count()).toBe(1);
      await page.unroute(/\/assets\/.+\.js$/);
      const reloaded = page.waitForEvent('load');
      await alert.getByRole('button', { name: w.reload }).click();
      await reloaded;
      expect(new URL(page.url()).pathname).toBe(`${w.prefix}/faq`);
      await waitForHydration(page);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.getByText(w.update).count()).toBe(0);
      await page.close();
    });
  }
});
