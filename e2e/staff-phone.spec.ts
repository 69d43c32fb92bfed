import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { submitBooking } from './helpers/bookings';
import { launchBrowser } from './helpers/browser';
import { waitForMail } from './helpers/mail';
import { signInAsAdmin } from './helpers/staff';

const baseURL = inject('baseURL');
const admin = inject('admin');
const mailDir = inject('mailDir');
const PHONE = { width: 390, height: 844 };

/** What the team hit on the staff pages in a week of bookings (issue 26, item 17). */
describe('staff pages on a phone and with a toast showing', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    await signInAsAdmin(page, baseURL, admin);
  });
  afterAll(() => browser?.close());

  it('shows the dashboard and its reports without sideways scrolling at 390 px', async () => {
    await page.goto(`${baseURL}/admin`);
    // The reports' screen-reader tables are the widest thing on the page.
    await expect
      .poll(() => page.getByRole('table', { name: 'Bookings per week: requested and confirmed' }).count())
      .toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Screen-reader-only content takes no room at all: a wide table marked sr-only keeps its width
    // (a table is never narrower than its content) and pushes the page sideways with more data.
    const srOnlyWidths = await page.evaluate(() =>
      [...document.querySelectorAll('.sr-only')].map((el) => Math.round(el.getBoundingClientRect().width)),
    );
    expect(srOnlyWidths.filter((width) => width > 1)).toEqual([]);
  });

  it('closes the booking panel, not the toast, on the first Escape after an action', async () => {
    const id = await submitBooking(baseURL, 'Escape Tester');
    const reference = id.slice(0, 8).toUpperCase();
    await page.goto(`${baseURL}/admin/bookings#booking-${id}`);
    const panel = page.getByRole('dialog', { name: `Booking ${reference}` });
    await expect.poll(() => panel.getByLabel('Add a note').count()).toBe(1);
    await panel.getByLabel('Add a note').fill('Client asked for a call back.');
    await panel.getByRole('button', { name: 'Add note' }).click();
    const toast = page.locator('[data-toast]').getByText('Note added');
    await expect.poll(() => toast.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // The toast was not what the Escape closed: it is still there, to time out on its own.
    expect(await toast.count()).toBe(1);
  });

  it('sends a staff invitation e-mail that fits a 390 px screen', async () => {
    const invited = 'narrow.phone@example.test';
    await page.goto(`${baseURL}/admin/staff`);
    await expect.poll(() => page.getByRole('heading', { name: 'Staff', exact: true }).count()).toBe(1);
    await page.getByLabel('E-mail').fill(invited);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const mail = await waitForMail(mailDir, (m) => m.to !== undefined && JSON.stringify(m.to).includes(invited));
    expect(mail.html).toBeTruthy();
    const reader = await (await browser.newContext({ viewport: PHONE })).newPage();
    await reader.setContent(mail.html || '');
    const widths = await reader.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      widest: Math.max(...[...document.body.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right)),
    }));
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    expect(widths.widest).toBeLessThanOrEqual(PHONE.width);
    await reader.context().close();
  });
});
