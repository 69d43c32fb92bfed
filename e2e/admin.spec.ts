import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { submitBooking } from './helpers/bookings';
import { launchBrowser } from './helpers/browser';
import { flexiblePerformer } from './helpers/performers';

const baseURL = inject('baseURL');
const admin = inject('admin');
const NAME = 'Zara Testwood';

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 60, b: 120 } } })
    .jpeg()
    .toBuffer();
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).count();

describe('admin', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => d.accept());
  });
  afterAll(() => browser?.close());

  it('asks visitors to log in, and signs an admin in back to the dashboard', async () => {
    await page.goto(`${baseURL}/admin`);
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Access Required' }).count()).toBe(1);
    expect(await visible(page, 'Please log in with admin credentials to access the dashboard.')).toBe(1);
    expect(await axeFailures(page), '/admin as a visitor').toEqual([]);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL('**/login?returnTo=%2Fadmin');
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Staff sign-in' }).count()).toBe(1);
    expect(await axeFailures(page), '/login').toEqual([]);

    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => visible(page, 'The e-mail or password is wrong')).toBe(1);

    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${baseURL}/admin`);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Robin' }).count()).toBe(1);
    for (const label of ['Total Performers', 'Pending Bookings', 'Service Areas', 'Avg Rating']) {
      expect(await page.getByText(label, { exact: true }).count()).toBe(1);
    }
    await expect.poll(() => page.getByText('Coming soon').count()).toBe(1);
    expect(await visible(page, 'Getting Started')).toBe(1);
    await expect.poll(() => page.getByText('…').count()).toBe(0);
    // The reports: charts drawn for the eye, the same numbers as tables for screen readers.
    await expect
      .poll(() => page.getByRole('table', { name: 'Bookings per week: requested and confirmed' }).count())
      .toBe(1);
    expect(await page.getByRole('heading', { name: 'Top performers' }).count()).toBe(1);
    // The suite signs in as an owner: the money from the ledger, and its CSV for the accountant.
    await expect.poll(() => page.getByRole('heading', { name: 'By the month money moved' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Download the ledger (CSV)' }).count()).toBe(1);
    expect(await axeFailures(page), '/admin').toEqual([]);
  });

  it('adds a performer with an uploaded photo, shows, features and hides it', async () => {
    await page.getByRole('link', { name: /Manage Performers/ }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Manage Performers' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count()).toBeGreaterThan(0);
    expect(await axeFailures(page), '/admin/performers').toEqual([]);
    await page.getByRole('button', { name: 'Add New Performer' }).click();
    const dialog = page.getByRole('dialog');
    expect(await axeFailures(page), 'performer dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Create Performer' }).click();
    await expect.poll(() => dialog.getByText('Performer name is required').count()).toBe(1);

    await dialog.getByLabel('Name', { exact: true }).fill(NAME);
    await dialog.getByLabel('Hourly rate ($)').fill('275');
    await dialog.getByLabel('Gender').selectOption('Female');
    await dialog.getByLabel('Doral', { exact: true }).check();
    await dialog.getByLabel('Hip Hop').first().check();
    // A text file pretending to be an image is refused in the browser.
    await dialog
      .getByLabel('Photo file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect.poll(() => page.locator('[data-toast]').getByText('Invalid file type').count()).toBe(1);
    await dialog
      .getByLabel('Photo file')
      .setInputFiles({ name: 'zara.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
    // Exact: 'No photos yet. The first photo added is the main photo.' matches a loose 'Main photo' before
    // the upload ends, and the upload's toast would then replace the next step's toast.
    await expect.poll(() => dialog.getByText('Main photo', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await dialog.getByLabel('External photo URL').fill('/objects/photos/whatever.webp');
    await dialog.getByRole('button', { name: 'Add URL' }).click();
    await expect.poll(() => page.locator('[data-toast]').getByText('Invalid URL type').count()).toBe(1);
    await dialog.getByLabel('Unavailable date').fill('2030-05-02');
    await dialog.getByRole('button', { name: 'Add Date' }).click();
    await dialog.getByLabel('Unavailable date').fill('2030-05-01');
    await dialog.getByRole('button', { name: 'Add Date' }).click();
    expect(
      await dialog
        .getByRole('listitem')
        .filter({ hasText: /^2030-05-0\d/ })
        .allTextContents(),
    ).toEqual(['2030-05-01×', '2030-05-02×']);
    await dialog.getByRole('button', { name: 'Create Performer' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: NAME }).count()).toBe(1);

    // On the public gallery, with its uploaded photo.
    const api = (await (await fetch(`${baseURL}/api/performers?keyword=Testwood`)).json()) as {
      slug: string;
      photos: string[];
    }[];
    expect(api).toHaveLength(1);
    expect(api[0]?.photos[0]).toMatch(/^\/objects\/photos\/[0-9a-f]+\.webp$/);
    const photo = await fetch(`${baseURL}${api[0]?.photos[0]}`);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    await page.goto(`${baseURL}/performers?keyword=Testwood`);
    await expect.poll(() => page.getByRole('heading', { name: NAME }).count()).toBeGreaterThanOrEqual(1);

    // Featured from the profile.
    await page.goto(`${baseURL}/performer/${api[0]?.slug}`);
    await page.getByRole('button', { name: 'Add to Featured' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Remove from Featured' }).count()).toBe(1);
    const featured = (await (await fetch(`${baseURL}/api/performers/featured`)).json()) as { name: string }[];
    expect(featured.map((p) => p.name)).toContain(NAME);

    // Hidden: gone from the public gallery, still in the admin list.
    // Hide asks first; Cancel keeps the performer visible.
    await page.goto(`${baseURL}/admin/performers`);
    await page.getByLabel('Search by name').fill('testwood');
    await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count()).toBe(1);
    await page.getByRole('button', { name: `Hide ${NAME}` }).click();
    const ask = page.getByRole('dialog', { name: `Hide ${NAME}?` });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('button', { name: `Hide ${NAME}` }).count()).toBe(1);
    await page.getByRole('button', { name: `Hide ${NAME}` }).click();
    await ask.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: `Unhide ${NAME}` }).count()).toBe(1);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
    expect(await card.getByText('Hidden', { exact: true }).count()).toBe(1);
    await page.getByLabel('Visibility').selectOption('hidden');
    expect(await page.getByRole('heading', { name: NAME }).count()).toBe(1);
    await page.goto(`${baseURL}/performers?keyword=Testwood`);
    await expect.poll(() => page.getByText('No performers found').count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('heading', { name: NAME }).count()).toBe(0);

    // Unhide brings it back; a bulk action takes it off the front page again.
    await page.goto(`${baseURL}/admin/performers`);
    await page.getByRole('button', { name: `Unhide ${NAME}` }).click();
    await expect.poll(() => page.getByRole('button', { name: `Hide ${NAME}` }).count()).toBe(1);
    await page.getByLabel(`Select ${NAME}`).check();
    await page.getByRole('button', { name: 'Remove from Front Page (1)' }).click();
    await expect
      .poll(() => page.locator('[data-toast]').getByText('1 performer is off the front page.').count())
      .toBe(1);
    const after = (await (await fetch(`${baseURL}/api/performers/featured`)).json()) as { name: string }[];
    expect(after.map((p) => p.name)).not.toContain(NAME);
  });

  it('imports a CSV and shows each failed row', async () => {
    await page.goto(`${baseURL}/admin/performers`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('link', { name: 'Download the CSV template' }).count()).toBe(1);
    const csv = 'name,hourlyRate,serviceAreas\n"Quinn, the Quick",220,Miami\n,100,Miami\nNoel North,200,Atlantis\n';
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'batch.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect.poll(() => dialog.getByText('3 rows: 1 imported, 2 failed').count()).toBe(1);
    expect(await dialog.getByRole('row').count()).toBe(3);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('heading', { name: 'Quinn, the Quick' }).count()).toBe(1);
    // Permanent delete, from the row's More menu, once confirmed: this also leaves the catalogue as
    // the other suites expect it.
    for (const name of ['Quinn, the Quick', NAME]) {
      await page
        .getByText(`More`, { exact: true })
        .and(page.getByLabel(`More actions for ${name}`))
        .click();
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page
        .getByRole('dialog', { name: `Delete ${name}?` })
        .getByRole('button', { name: 'Delete permanently' })
        .click();
      await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(0);
    }
    expect((await (await fetch(`${baseURL}/api/performers`)).json()).length).toBe(24);
  });

  it('finds a booking at the desk, notes the call and walks it from pending to confirmed', async () => {
    const id = await submitBooking(baseURL, 'Walker Pending');
    const reference = id.slice(0, 8).toUpperCase();
    // The team webhook's staff link opens the desk searching for the reference.
    await page.goto(`${baseURL}/admin/bookings?q=${reference}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Booking Management' }).count()).toBe(1);
    await expect.poll(() => page.getByLabel('Search').inputValue()).toBe(reference);
    const row = page.getByRole('row').filter({ hasText: 'Walker Pending' });
    await expect.poll(() => row.count()).toBe(1);

    await page.goto(`${baseURL}/admin/bookings`);
    await expect.poll(() => page.getByRole('heading', { name: 'Booking Management' }).count()).toBe(1);
    await page.getByLabel('Search').fill('walker pend');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('Pending', { exact: true }).count()).toBe(1);
    expect(await row.getByText('Not paid', { exact: true }).count()).toBe(1);
    expect(await axeFailures(page), '/admin/bookings').toEqual([]);

    // The reference opens the panel, and the address keeps it.
    await row.getByRole('link', { name: `Open booking ${reference}` }).click();
    await page.waitForURL(`**/admin/bookings#booking-${id}`);
    const card = page.getByRole('dialog', { name: `Booking ${reference}` });
    await expect.poll(() => card.getByText('200 Collins Ave, Miami Beach').count()).toBe(1);
    expect(await card.getByText('Pending', { exact: true }).count()).toBe(1);
    expect(await axeFailures(page), 'the booking panel').toEqual([]);

    // A staff note, with its author.
    await card.getByLabel('Add a note').fill('Called at 9 PM: the client wants a 10 PM start.');
    await card.getByRole('button', { name: 'Add note' }).click();
    const note = card.getByRole('listitem').filter({ hasText: 'Called at 9 PM: the client wants a 10 PM start.' });
    await expect.poll(() => note.count()).toBe(1);
    expect(await note.getByText(/e2e-admin@example\.test ·/).count()).toBe(1);
    expect(await card.getByLabel('Add a note').inputValue()).toBe('');

    // Another suite may have booked the same performer near that time: then the card asks once more.
    const listed = (await (await page.request.get(`${baseURL}/api/admin/bookings/${id}`)).json()) as {
      conflicts: unknown[];
    };
    const overlaps = listed.conflicts.length > 0;
    const act = async (name: string) => {
      await card.getByRole('button', { name }).click();
      if (overlaps)
        await page
          .getByRole('dialog', { name: 'Possible double booking' })
          .getByRole('button', { name: `${name} anyway` })
          .click();
    };
    await act('Request Deposit');
    await expect.poll(() => card.getByText('Awaiting Deposit', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Deposit due', { exact: true }).count()).toBe(1);
    // The client was asked for the deposit: the message is on the card once a worker composed it.
    await expect
      .poll(async () => {
        const res = await page.request.get(`${baseURL}/api/admin/messages?bookingId=${id}`);
        return ((await res.json()) as { kind: string }[]).some((m) => m.kind === 'client-deposit-requested');
      })
      .toBe(true);
    await card.getByText('Messages', { exact: true }).click();
    await expect.poll(() => card.getByText('Deposit requested').count()).toBe(1);
    // Confirm Deposit Received asks what arrived: the deposit still due, by Cash App, and its reference.
    await act('Confirm Deposit Received');
    const deposit = page.getByRole('dialog', { name: 'Confirm Deposit Received' });
    await expect.poll(() => deposit.getByLabel('Amount received').inputValue()).toMatch(/^\d+\.\d{2}$/);
    const amount = Number(await deposit.getByLabel('Amount received').inputValue());
    expect(await deposit.getByLabel('Method').inputValue()).toBe('cashapp');
    await expect.poll(() => deposit.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await axeFailures(page), 'the deposit dialog').toEqual([]);
    const cashAppRef = `CA-${reference}`;
    await deposit.getByLabel('Cash App reference').fill(cashAppRef);
    await deposit.getByRole('button', { name: 'Record deposit' }).click();
    await expect.poll(() => deposit.count()).toBe(0);
    await expect.poll(() => card.getByText('Confirmed', { exact: true }).count()).toBe(1);
    // The panel lists the entry, with its reference and who recorded it, and the totals follow.
    const payments = card.getByRole('region', { name: 'Payments' });
    const entry = payments.getByRole('listitem').filter({ hasText: `ref. ${cashAppRef}` });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toMatch(
      /^Deposit \$[\d,]+\.\d{2}.*Cash App · ref\. CA-\w+ · recorded by e2e-admin@example\.test/,
    );
    expect(await entry.getByRole('button', { name: /^Reverse Deposit of / }).count()).toBe(1);
    const paidTile = payments.getByText('Paid', { exact: true }).locator('xpath=following-sibling::dd');
    expect(await paidTile.textContent()).toBe(amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
    expect(await axeFailures(page), 'the booking panel with a payment').toEqual([]);
    // Record payment opens its form with focus inside; Escape closes it alone and focus goes back.
    const recordButton = payments.getByRole('button', { name: 'Record payment' });
    await recordButton.click();
    const recordForm = page.getByRole('dialog', { name: 'Record payment' });
    await expect.poll(() => recordForm.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await recordForm.getByLabel('Kind').count()).toBe(1);
    expect(await axeFailures(page), 'the Record payment dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => recordForm.count()).toBe(0);
    expect(await card.count()).toBe(1);
    await expect.poll(() => recordButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await card.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(1);
    // Who moved it, and when, in words.
    await card.getByText(/Status history/).click();
    await expect.poll(() => card.getByText(/Pending → Awaiting Deposit by e2e-admin@example\.test/).count()).toBe(1);
    await card.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');

    await page.getByRole('button', { name: /^Confirmed \(\d+\)$/ }).click();
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('1 note', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: /^Archived \(0\)$/ }).click();
    await expect.poll(() => page.getByText('No bookings match this search.').count()).toBe(1);
    await page.getByLabel('Search').fill('');
    await expect.poll(() => page.getByText('No bookings with status "Archived" found.').count()).toBe(1);

    const confirmation = (await (await fetch(`${baseURL}/api/bookings/${id}`)).json()) as {
      status: string;
      paymentStatus: string;
    };
    expect(confirmation).toMatchObject({ status: 'confirmed', paymentStatus: 'depositPaid' });

    // Every message of the booking on the Messages page, each sent through the suite's SMTP server.
    await page.goto(`${baseURL}/admin/messages?bookingId=${id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Messages', level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByText('Deposit requested').count()).toBeGreaterThanOrEqual(1);
    expect(await axeFailures(page), '/admin/messages').toEqual([]);
  });

  it('hiding a booked performer lists her bookings, and confirming with her asks once more', async () => {
    // A performer of this test's own (no areas, no event types), booked by a visitor.
    const name = 'Hanna Hideaway';
    const created = await page.request.post(`${baseURL}/api/admin/performers`, {
      headers: { origin: baseURL },
      data: { name, hourlyRate: '150' },
    });
    expect(created.status()).toBe(201);
    const performer = (await created.json()) as { id: string };
    const areas = (await (await fetch(`${baseURL}/api/service-areas`)).json()) as { id: string; name: string }[];
    const types = (await (await fetch(`${baseURL}/api/event-types`)).json()) as { id: string; name: string }[];
    const booked = await fetch(`${baseURL}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        performerIds: [performer.id],
        clientName: 'Hilda Booked',
        clientEmail: 'hilda@example.test',
        clientPhone: '305 555 0177',
        eventDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        eventTime: '21:00',
        serviceAreaId: areas[0]?.id,
        eventTypeId: types[0]?.id,
        eventLocation: '9 Hidden Way, Miami',
        serviceType: 'hourly',
        eventDuration: 120,
      }),
    });
    expect(booked.status).toBe(201);
    const id = ((await booked.json()) as { id: string }).id;
    const reference = id.slice(0, 8).toUpperCase();

    // Hide lists the booking still to come before it asks.
    await page.goto(`${baseURL}/admin/performers`);
    await page.getByLabel('Search by name').fill('hideaway');
    await page.getByRole('button', { name: `Hide ${name}` }).click();
    const ask = page.getByRole('dialog', { name: `Hide ${name}?` });
    const open = ask.getByRole('list', { name: `Open bookings of ${name}` });
    await expect.poll(() => open.getByRole('listitem').count()).toBe(1);
    expect(await open.getByText(new RegExp(`^Ref ${reference}`)).count()).toBe(1);
    expect(await open.getByText(/Hilda Booked, .*9:00 PM, Pending$/).count()).toBe(1);
    expect(await ask.getByText(`${name} is booked in 1 open booking. Hiding does not cancel it:`).count()).toBe(1);
    expect(await axeFailures(page), 'the Hide question').toEqual([]);
    await ask.getByRole('button', { name: 'Hide anyway' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Unhide ${name}` }).count()).toBe(1);

    // The panel marks her hidden, and says she lists neither the area nor the event type.
    await page.goto(`${baseURL}/admin/bookings#booking-${id}`);
    const card = page.getByRole('dialog', { name: `Booking ${reference}` });
    const warnings = card.getByRole('list', { name: 'Performer warnings' });
    await expect.poll(() => warnings.getByRole('listitem').count()).toBe(3);
    expect(await warnings.getByRole('listitem').allTextContents()).toEqual([
      `${name} is hidden from the gallery.`,
      `${name} does not cover ${areas[0]?.name}.`,
      `${name} does not list ${types[0]?.name}.`,
    ]);
    expect(await card.getByText('Hidden', { exact: true }).count()).toBe(1);

    // Confirming asks once more, naming her; Cancel changes nothing.
    await card.getByRole('button', { name: 'Request Deposit' }).click();
    await expect.poll(() => card.getByText('Awaiting Deposit', { exact: true }).count()).toBe(1);
    await card.getByRole('button', { name: 'Confirm Deposit Received' }).click();
    const again = page.getByRole('dialog', { name: `${name} is hidden` });
    await expect.poll(() => again.getByText(`${name} is hidden from the gallery.`, { exact: false }).count()).toBe(1);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => again.count()).toBe(0);
    const still = (await (await page.request.get(`${baseURL}/api/admin/bookings/${id}`)).json()) as { status: string };
    expect(still.status).toBe('depositPending');
    await card.getByRole('button', { name: 'Confirm Deposit Received' }).click();
    await again.getByRole('button', { name: 'Confirm Deposit Received anyway' }).click();
    const deposit = page.getByRole('dialog', { name: 'Confirm Deposit Received' });
    await deposit.getByRole('button', { name: 'Record deposit' }).click();
    await expect.poll(() => card.getByText('Confirmed', { exact: true }).count()).toBe(1);
  });

  it("shows a performer's active bookings on the calendar, each opening its booking", async () => {
    const id = await submitBooking(baseURL, 'Cal Visitor');
    const performer = await flexiblePerformer(baseURL);
    const booking = (await (await page.request.get(`${baseURL}/api/admin/bookings/${id}`)).json()) as {
      eventDate: string;
      reference: string;
    };
    await page.goto(`${baseURL}/admin/calendar?performer=${performer.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Calendar', level: 1 }).count()).toBe(1);
    const month = new Date(`${booking.eventDate}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let i = 0; i < 4; i++) {
      if ((await page.getByRole('heading', { level: 2, name: new RegExp(`^${month}`) }).count()) === 1) break;
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    const chip = page.getByRole('link', { name: /9:00 PM Cal Visitor/ });
    await expect.poll(() => chip.count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(1);
    expect(await axeFailures(page), '/admin/calendar').toEqual([]);
    await chip.click();
    const panel = page.getByRole('dialog', { name: `Booking ${booking.reference}` });
    await expect.poll(() => panel.getByText('200 Collins Ave, Miami Beach').count()).toBe(1);
    // Each booked performer's calendar opens at the event's date, to see who is free before confirming.
    await panel.getByRole('link', { name: `Calendar of ${performer.name}` }).click();
    await page.waitForURL(`${baseURL}/admin/calendar?performer=${performer.id}&date=${booking.eventDate}`);
    await page.getByRole('button', { name: 'Week' }).click();
    await expect.poll(() => chip.count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('shows the booking desk as cards on a phone, without sideways scrolling', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${baseURL}/admin/bookings`);
    await phone.getByLabel('Search').fill('Walker Pending');
    const open = phone.getByRole('link', { name: /^Open booking [0-9A-F]{8}$/ });
    await expect.poll(() => open.count()).toBeGreaterThanOrEqual(1);
    expect(await phone.getByRole('table').count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFailures(phone), '/admin/bookings at 390 px').toEqual([]);
    // This month's bookings as a spreadsheet, with the staff session.
    const csvHref = await phone.getByRole('link', { name: /^Download CSV: events from / }).getAttribute('href');
    const csv = await phone.request.get(`${baseURL}${csvHref}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toMatch(/^\uFEFF"Reference","Status","Payment"/);
    await open.first().click();
    await expect.poll(() => phone.getByRole('dialog').getByLabel('Add a note').count()).toBe(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The performer form on a phone: its footer sits on the dialog's bottom edge, nothing below it.
    await phone.goto(`${baseURL}/admin/performers`);
    await phone.getByRole('button', { name: 'Add New Performer' }).click();
    const form = phone.getByRole('dialog');
    await expect.poll(() => form.locator('[data-dialog-footer]').count()).toBe(1);
    const gap = await form.evaluate((dialog) => {
      dialog.scrollTop = dialog.scrollHeight / 2;
      const footer = dialog.querySelector('[data-dialog-footer]') as HTMLElement;
      return dialog.getBoundingClientRect().bottom - footer.getBoundingClientRect().bottom;
    });
    expect(Math.abs(gap)).toBeLessThanOrEqual(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });

  it('changes the password on the account page and lists where the account is signed in', async () => {
    await page.goto(`${baseURL}/admin/account`);
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect.poll(() => sessions.getByText('This browser').count()).toBe(1);
    expect(await axeFailures(page), '/admin/account').toEqual([]);
    const change = async (from: string, to: string) => {
      await page.getByLabel('Current password').fill(from);
      await page.getByLabel('New password', { exact: true }).fill(to);
      await page.getByLabel('New password again').fill(to);
      await page.getByRole('button', { name: 'Change password' }).click();
    };
    await change('not the password at all', 'a brand new password 42');
    await expect.poll(() => page.getByRole('alert').getByText('The current password is wrong').count()).toBe(1);
    await change(admin.password, 'a brand new password 42');
    await expect.poll(() => page.locator('[data-toast]').getByText('Password changed').count()).toBe(1);
    // Still signed in here; and back to the suite's password for the tests after this one.
    await change('a brand new password 42', admin.password);
    await expect
      .poll(() => page.locator('[data-toast]').getByText('Password changed').count())
      .toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByLabel('Current password').inputValue()).toBe('');
  });

  it('signs out one other browser from the list of sessions', async () => {
    const other = await browser.newContext();
    const signedIn = await other.request.post(`${baseURL}/api/login`, {
      headers: { origin: new URL(baseURL).origin },
      data: { email: admin.email, password: admin.password },
    });
    expect(signedIn.status()).toBe(200);
    expect((await other.request.get(`${baseURL}/api/admin/account/sessions`)).status()).toBe(200);
    await page.goto(`${baseURL}/admin/account`);
    const signOut = page.getByRole('list', { name: 'Your sessions' }).getByRole('button', { name: /^Sign out/ });
    await expect.poll(() => signOut.count()).toBeGreaterThanOrEqual(1);
    const before = await signOut.count();
    // The newest session is listed first after this browser's: the one just opened.
    await signOut.first().click();
    await expect.poll(() => signOut.count()).toBe(before - 1);
    expect((await other.request.get(`${baseURL}/api/admin/account/sessions`)).status()).toBe(401);
    await other.close();
  });

  it('signs out and shows Admin Access Required again', async () => {
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.goto(`${baseURL}/admin/bookings`);
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Access Required' }).count()).toBe(1);
    expect(await visible(page, 'You need admin permissions to access booking management.')).toBe(1);
    const res = await page.request.get(`${baseURL}/api/admin/bookings`);
    expect(res.status()).toBe(401);
    expect(errors).toEqual([]);
  });
});
