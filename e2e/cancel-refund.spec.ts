import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../src/shared/money';
import { axeFailures } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { flexiblePerformer } from './helpers/performers';
import { signInAsAdmin } from './helpers/staff';

const baseURL = inject('baseURL');
const admin = inject('admin');
const NAME = 'Rhoda Refundwell';

/** The business's calendar date (Miami) `days` from now: an event at 21:00 then is some 48 hours ahead or more. */
const miamiDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

/**
 * A paid booking cancelled at the desk by the client two days ahead (issue 29): the dialog asks who
 * and why, the toast says what is owed (everything paid, under the default and the 48-hour
 * policies alike), and Refunds due lists it until a refund settles it.
 */
describe('cancelling a paid booking at the desk', () => {
  let browser: Browser;
  let page: Page;
  let bookingId = '';
  let deposit = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsAdmin(page, baseURL, admin);

    const performer = await flexiblePerformer(baseURL);
    const areas = (await (await fetch(`${baseURL}/api/service-areas`)).json()) as { id: string }[];
    const types = (await (await fetch(`${baseURL}/api/event-types`)).json()) as { id: string }[];
    const made = await fetch(`${baseURL}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        performerIds: [performer.id],
        clientName: NAME,
        clientEmail: 'rhoda@example.test',
        clientPhone: '305 555 0142',
        eventDate: miamiDate(2),
        eventTime: '21:00',
        serviceAreaId: areas[0]?.id,
        eventTypeId: types[0]?.id,
        eventLocation: '48 Ocean Dr, Miami Beach',
        serviceType: 'hourly',
        eventDuration: 120,
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    bookingId = ((await made.json()) as { id: string }).id;
    const paid = await page.request.put(`${baseURL}/api/admin/bookings/${bookingId}/confirm-deposit`, {
      headers: { origin: baseURL },
      data: { method: 'cash' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    deposit = ((await paid.json()) as { depositAmount: string }).depositAmount;
  });
  afterAll(() => browser?.close());

  it('asks who cancelled and why, then says the refund due', async () => {
    await page.goto(`${baseURL}/admin/bookings#booking-${bookingId}`);
    const panel = page.getByRole('dialog', { name: /^Booking / });
    const cancel = panel.getByRole('button', { name: 'Cancel Booking' });
    await cancel.click();
    const ask = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect.poll(() => ask.count()).toBe(1);
    expect(await axeFailures(page), 'the cancel dialog').toEqual([]);
    // Escape closes the question and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    await expect.poll(() => cancel.evaluate((el) => el === document.activeElement)).toBe(true);

    await cancel.click();
    await ask.getByRole('radio', { name: 'The client' }).check();
    await ask.getByLabel('Why?').fill('Her plans changed');
    await ask.getByRole('button', { name: 'Cancel booking' }).click();
    await expect.poll(() => page.getByText(`Refund due: ${formatMoney(deposit)}`).count()).toBeGreaterThan(0);
    await expect.poll(() => ask.count()).toBe(0);
    await expect.poll(() => panel.getByText('Cancelled', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('lists it in Refunds due, linking back to the booking', async () => {
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('link', { name: 'Refunds due' }).click();
    await page.waitForURL(`${baseURL}/admin/refunds`);
    const reference = bookingId.slice(0, 8).toUpperCase();
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      reference,
      NAME,
      'The client',
      'Her plans changed',
      expect.any(String),
      formatMoney(deposit),
    ]);
    expect(await axeFailures(page), '/admin/refunds').toEqual([]);
    await row.getByRole('link', { name: `Booking ${reference}` }).click();
    await expect.poll(() => page.getByRole('dialog', { name: `Booking ${reference}` }).count()).toBe(1);
  });
});
