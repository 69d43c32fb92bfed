import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { type ApiPerformer, flexiblePerformer, workableDate } from './helpers/performers';

const baseURL = inject('baseURL');
const SUBMIT = { en: 'Submit Booking Request', es: 'Enviar solicitud de reserva' } as const;

/** The last tap of every booking (issue 26, items 14 and 15): the Submit button and what follows it, on phones. */
describe('submitting a booking on a phone', () => {
  let browser: Browser;
  let performer: ApiPerformer;
  let ids: { serviceAreaId: string; eventTypeId: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await flexiblePerformer(baseURL);
    const areas = (await (await fetch(`${baseURL}/api/service-areas`)).json()) as { id: string }[];
    const types = (await (await fetch(`${baseURL}/api/event-types`)).json()) as { id: string }[];
    ids = { serviceAreaId: areas[0]?.id ?? '', eventTypeId: types[0]?.id ?? '' };
  });
  afterAll(() => browser?.close());

  /** The wizard at step 4 with everything filled in, as a visitor who came back to it. */
  async function atStep4(width: number, locale: 'en' | 'es', clientName: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // The confirmation page opens Cash App in a new tab: keep the test on one tab.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const prefix = locale === 'es' ? '/es' : '';
    await page.goto(`${baseURL}${prefix}/booking`);
    await waitForHydration(page);
    const draft = {
      step: 4,
      performerIds: [performer.id],
      eventDate: workableDate(performer),
      eventTime: '21:00',
      serviceType: 'hourly',
      durationHours: 2,
      ...ids,
      eventLocation: '1 Ocean Drive, Miami Beach',
      clientName,
      clientEmail: 'phone.submit@example.test',
      clientPhone: '305 555 0142',
      acceptRules: true,
    };
    await page.evaluate((d) => sessionStorage.setItem('booking-draft', JSON.stringify(d)), draft);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('button', { name: SUBMIT[locale] }).count()).toBe(1);
    return page;
  }

  for (const width of [360, 390]) {
    for (const locale of ['en', 'es'] as const) {
      it(`fits "${SUBMIT[locale]}" inside its button at ${width} px`, async () => {
        const page = await atStep4(width, locale, 'Fit Tester');
        const button = page.getByRole('button', { name: SUBMIT[locale] });
        const fit = await button.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(el);
          const text = range.getBoundingClientRect();
          return {
            overflowX: el.scrollWidth - el.clientWidth,
            overflowY: el.scrollHeight - el.clientHeight,
            textInside:
              text.width > 0 &&
              text.left >= box.left &&
              text.right <= box.right &&
              text.top >= box.top &&
              text.bottom <= box.bottom,
            inViewport: box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight,
          };
        });
        expect(fit).toEqual({ overflowX: 0, overflowY: 0, textInside: true, inViewport: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.context().close();
      });
    }
  }

  it('shows the success toast clear of the confirmation heading and the header (390 px)', async () => {
    const page = await atStep4(390, 'en', 'Toast Phone');
    await page.getByRole('button', { name: SUBMIT.en }).click();
    await page.waitForURL(/\/booking-confirmation\//);
    const toast = page.locator('[data-toast]');
    await expect.poll(() => toast.getByText('Booking Submitted Successfully!').count()).toBe(1);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.count()).toBe(1);
    const boxes = async () => {
      const [t, h, header] = await Promise.all([
        toast.boundingBox(),
        heading.boundingBox(),
        page.locator('header').first().boundingBox(),
      ]);
      return { t, h, header };
    };
    const overlap = (
      a: { x: number; y: number; width: number; height: number } | null,
      b: { x: number; y: number; width: number; height: number } | null,
    ) => Boolean(a && b && a.y < b.y + b.height && b.y < a.y + a.height && a.x < b.x + b.width && b.x < a.x + a.width);
    const { t, h, header } = await boxes();
    expect(t).not.toBeNull();
    expect(overlap(t, h)).toBe(false);
    expect(overlap(t, header)).toBe(false);
    await page.context().close();
  });
});
