import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { waitForMail } from './helpers/mail';
import { type ApiPerformer, flexiblePerformer, workableDate } from './helpers/performers';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

async function pickDate(page: Page, iso: string) {
  await page.getByRole('button', { name: /Event date/ }).click();
  // The calendar's code loads on first open.
  await page.getByRole('grid').first().waitFor();
  const target = new Date(`${iso}T12:00:00`);
  for (let i = 0; i < 3; i++) {
    const day = page.locator(`[data-day="${iso}"] button`);
    if (await day.count()) {
      await day.click();
      return;
    }
    await page.getByRole('button', { name: /next month/i }).click();
  }
  throw new Error(`day ${iso} (${target.toDateString()}) not found in the calendar`);
}

describe('booking path', () => {
  let browser: Browser;
  let context: BrowserContext;
  let performer: ApiPerformer;
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await flexiblePerformer(baseURL);
  });
  afterAll(() => browser?.close());

  it('goes from a Book Now button through four steps to the confirmation, with the right prices and one Cash App tab', async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route('https://cash.app/**', (route) =>
      route.fulfill({ body: 'cash app stand-in', contentType: 'text/plain' }),
    );
    const popups: Page[] = [];
    context.on('page', (p) => popups.push(p));
    const page = await context.newPage();
    popups.length = 0;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${baseURL}/performer/${performer.slug}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: `Book ${performer.name}` }).click();
    await page.waitForURL(`**/booking/${performer.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Event details' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Change Performers' }).count()).toBe(1);

    // Continue with nothing filled: the spec's messages, word for word.
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      'Event date is required',
      'Event time is required',
      'Service area is required',
      'Event type is required',
      'Event location is required',
    ]) {
      await expect.poll(() => page.getByText(message, { exact: true }).count()).toBe(1);
    }
    await page.getByLabel('Event location').fill('1 Ocean Drive, Miami Beach');
    expect(await page.getByText('Event location is required', { exact: true }).count()).toBe(0);

    const date = workableDate(performer);
    await pickDate(page, date);
    await page.getByLabel('Event time').fill('21:00');
    await page.getByLabel('Duration').selectOption('3');
    await page.getByLabel('Event type').selectOption({ label: 'Birthday Party' });
    await page.getByLabel('Service area').selectOption({ label: 'Miami' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Your information' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Your name is required', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Your email is required', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Your phone number is required', { exact: true }).count()).toBe(1);
    await page.getByLabel('Full name').fill('Pat Tester');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone').fill('305 555 0100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email address', { exact: true }).count()).toBe(1);
    await page.getByLabel('Email').fill('pat@example.test');

    // A reload keeps the draft.
    await page.reload();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Pat Tester');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Review and submit' }).count()).toBe(1);

    const total = Math.max(50, Number(performer.hourlyRate) * 3);
    const money = (n: number) =>
      `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(await page.getByTestId('estimate-total').textContent()).toBe(money(total));
    expect(await page.getByTestId('estimate-deposit').textContent()).toBe(money(total / 2));

    // The party rules must be ticked first (decision 037): Submit without them stays and says why.
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect
      .poll(() => page.getByText('Please tick the box to accept the party rules.', { exact: true }).count())
      .toBe(1);
    expect(await page.getByRole('heading', { name: 'Review and submit' }).count()).toBe(1);
    await page.getByRole('checkbox', { name: 'I accept the party rules for my event.' }).check();
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await page.waitForURL('**/booking-confirmation/**');
    // Radix also copies a toast's text into a screen-reader announcement for a moment: count the visible toast.
    await expect.poll(() => page.locator('[data-toast]').getByText('Booking Submitted Successfully!').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Booking Request Received' }).count()).toBe(1);
    expect(await page.getByText('Pending', { exact: true }).count()).toBe(1);
    expect(await page.getByText(money(total)).count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => popups.length, { timeout: 5000 }).toBe(1);
    await popups[0]?.waitForURL('https://cash.app/**');
    expect(popups[0]?.url()).toMatch(/^https:\/\/cash\.app\/\$[A-Za-z0-9]+\/\d+/);

    // Same visit, reloaded: no second tab. The page's own clock is run past the moment the tab
    // would open, and window.open calls are counted in the page, so no waiting on real time.
    await page.clock.install();
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      const counted = window as unknown as { openCalls: number };
      counted.openCalls = 0;
      window.open = (...args) => {
        counted.openCalls++;
        return open(...args);
      };
    });
    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(5_000);
    expect(await page.evaluate(() => (window as unknown as { openCalls: number }).openCalls)).toBe(0);
    expect(popups.length).toBe(1);
    expect(errors).toEqual([]);

    // The client's e-mail arrives with the reference and the link back; the link opens the booking.
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const reference = id.slice(0, 8).toUpperCase();
    expect(await page.getByText(reference).count()).toBeGreaterThanOrEqual(1);
    const mail = await waitForMail(mailDir, (m) => m.subject === `We received your booking request ${reference}`);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(['pat@example.test']);
    expect(mail.text).toContain(`Put ${reference} in the note`);
    const link = /https?:\/\/[^\s)\]]+\/booking-confirmation\/[0-9a-f-]{36}/.exec(mail.text ?? '')?.[0];
    expect(link).toBe(`${baseURL}/booking-confirmation/${id}`);
    const fromMail = await context.newPage();
    await fromMail.goto(link ?? '');
    await expect.poll(() => fromMail.getByRole('heading', { name: 'Booking Request Received' }).count()).toBe(1);
    expect(await fromMail.getByText(reference).count()).toBeGreaterThanOrEqual(1);
    // The rules the client ticked, and "Confirm your e-mail" (decision 037): the same page with the
    // token in its fragment, which thanks the client once and leaves the address bar clean.
    expect(mail.text).toContain('Every guest is 18 or over.');
    const confirm = /https?:\/\/\S+#confirm-email=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
    expect(confirm?.startsWith(`${baseURL}/booking-confirmation/${id}#confirm-email=`)).toBe(true);
    const confirming = await context.newPage();
    await confirming.goto(confirm ?? '');
    await expect
      .poll(() => confirming.getByText('Thank you! Your e-mail address is confirmed.', { exact: true }).count())
      .toBe(1);
    expect(new URL(confirming.url()).hash).toBe('');
    // Opened again from the e-mail (a new tab): already confirmed.
    const again = await context.newPage();
    await again.goto(confirm ?? '');
    await expect
      .poll(() => again.getByText('Your e-mail address is already confirmed. Thank you!', { exact: true }).count())
      .toBe(1);
    await context.close();
  });

  it('asks for at least one performer on /booking', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/booking`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Select performers' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Please select at least one performer', { exact: true }).count()).toBe(1);
    await page.locator('button[aria-pressed]').first().click();
    await expect.poll(() => page.getByText('1 performer selected').count()).toBe(1);
    await page.close();
  });

  it('shows Booking not found with status 404 for an unknown id', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${baseURL}/booking-confirmation/00000000-0000-4000-8000-000000000000`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Booking not found' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Return to Gallery' }).count()).toBe(1);
    await page.close();
  });
});
