import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { waitForMail } from './helpers/mail';
import { signInAsAdmin } from './helpers/staff';
import { keepScreenshot, viewportContext } from './helpers/viewports';

const baseURL = inject('baseURL');
const admin = inject('admin');
const mailDir = inject('mailDir');
const PHONE_WIDTH = 390;
const NAME = 'Selena Safenight';
const CLIENT = 'Nate Nightowl';
const ADDRESS = '77 Ocean Drive, Miami Beach';

/**
 * A start some two hours ahead on the real clock (the e2e server's), on a quarter hour, as Miami's
 * date and wall-clock time: tonight for the board, and no check-in falls due during the test.
 */
function tonightInMiami(): { eventDate: string; eventTime: string } {
  const start = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 900_000) * 900_000);
  const zone = { timeZone: 'America/New_York' } as const;
  return {
    eventDate: start.toLocaleDateString('en-CA', zone),
    eventTime: start.toLocaleTimeString('en-GB', { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}

/**
 * Issue 30 on two phones: a performer with portal access checks in for a booking of tonight and
 * holds the panic button on her portal page; the desk's Tonight board
 * shows the alarm, loud, with what to act on, and a staff member acknowledges it with a note of
 * what they did, which the booking's safety log keeps.
 */
describe('a safe night: panic on her phone, the alarm on the desk', () => {
  let browser: Browser;
  let staff: BrowserContext;
  let phone: BrowserContext;
  let her: Page;
  let desk: Page;
  const email = `safenight.${Date.now()}@example.test`;
  const errors: string[] = [];
  let bookingId = '';
  let reference = '';

  /** A staff call, signed in as the suite's owner, from our own origin as a browser sends it. */
  const asStaff = async (method: 'POST' | 'PUT', path: string, data?: object) => {
    const res = await staff.request.fetch(`${baseURL}${path}`, { method, data, headers: { origin: baseURL } });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.status() === 204 ? null : ((await res.json()) as { id: string });
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await browser.newContext(viewportContext('phone'));
    desk = await staff.newPage();
    desk.on('pageerror', (e) => errors.push(e.message));
    await signInAsAdmin(desk, baseURL, admin);
    // Her phone gives the portal a position (Miami Beach) once she turns sharing on.
    phone = await browser.newContext({
      ...viewportContext('phone'),
      permissions: ['geolocation'],
      geolocation: { latitude: 25.7906, longitude: -80.13, accuracy: 20 },
    });
    her = await phone.newPage();
    her.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(() => browser?.close());

  it('sets up her portal access and a confirmed booking of tonight', async () => {
    const areas = (await (await fetch(`${baseURL}/api/service-areas`)).json()) as { id: string }[];
    const types = (await (await fetch(`${baseURL}/api/event-types`)).json()) as { id: string }[];
    const performer = await asStaff('POST', '/api/admin/performers', {
      name: NAME,
      hourlyRate: 200,
      serviceAreaIds: [areas[0]?.id],
      eventTypeIds: [types[0]?.id],
      email,
      language: 'en',
    });
    const performerId = performer?.id ?? '';
    // Staff keep her emergency contact on her profile, in the performer form (staff only).
    await desk.goto(`${baseURL}/admin/performers`);
    await desk.getByRole('button', { name: `Edit ${NAME}` }).click();
    const form = desk.getByRole('dialog', { name: `Edit ${NAME}` });
    const contact = form.getByRole('group', { name: 'Emergency contact (staff only)' });
    await contact.getByLabel('Contact phone').fill('305 555 0123');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => contact.getByText('Enter the emergency contact’s name').count()).toBe(1);
    await contact.getByLabel('Contact name').fill('Maria Safenight');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => desk.getByRole('dialog').count()).toBe(0);
    await asStaff('POST', `/api/admin/performers/${performerId}/invitation`);
    const mail = await waitForMail(mailDir, (m) => JSON.stringify(m.to ?? '').includes(email));
    const link = mail.text?.match(/https?:\/\/\S+\/portal\/join#[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    await her.goto(link ?? '');
    await waitForHydration(her);
    await her.getByRole('button', { name: 'Open my page' }).click();
    await her.waitForURL(`${baseURL}/portal/`);

    const made = await fetch(`${baseURL}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        performerIds: [performerId],
        clientName: CLIENT,
        clientEmail: 'nate.nightowl@example.test',
        clientPhone: '305 555 0188',
        ...tonightInMiami(),
        serviceAreaId: areas[0]?.id,
        eventTypeId: types[0]?.id,
        eventLocation: ADDRESS,
        serviceType: 'hourly',
        eventDuration: 120,
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    bookingId = ((await made.json()) as { id: string }).id;
    reference = bookingId.slice(0, 8).toUpperCase();
    // She takes the job on her portal page; the deposit is in: the booking is confirmed, so
    // tonight's check-ins are open to her.
    await her.reload();
    await waitForHydration(her);
    const offer = her.getByRole('article', { name: `Offer for booking ${reference}` });
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => offer.getByText('Accepted', { exact: true }).count()).toBe(1);
    await asStaff('PUT', `/api/admin/bookings/${bookingId}/confirm-deposit`, { method: 'cash' });
  });

  it('lets her check in and press panic on her portal page', async () => {
    await her.reload();
    await waitForHydration(her);
    const booking = her.getByRole('article', { name: `Booking ${reference}` });
    const night = booking.getByRole('region', { name: "Tonight's check-ins" });
    await expect.poll(() => night.getByText(/^Next: On my way by /).count()).toBe(1);
    await night.getByRole('button', { name: /^On my way/ }).click();
    await expect.poll(() => night.getByText(/^On my way sent at /).count()).toBe(1);
    // On the way, she shares her location (the portal's pages may ask for it: security-headers.ts).
    const sharing = night.getByRole('checkbox', { name: /Share my location tonight/ });
    const located = her.waitForResponse((r) => r.url().endsWith(`/api/portal/bookings/${bookingId}/location`));
    await sharing.check();
    expect((await located).status()).toBe(204);
    await expect.poll(() => night.getByText(/^Next: Arrived by /).count()).toBe(1);

    // A tap does nothing: only a hold of about 2 seconds raises the alarm.
    const panic = night.getByRole('button', { name: 'Hold for help' });
    await panic.click();
    const sent = night.getByText('The desk has your alarm and is calling you now.');
    expect(await sent.count()).toBe(0);
    await panic.hover();
    await her.mouse.down();
    await expect.poll(() => sent.count()).toBe(1);
    await her.mouse.up();
    expect(await her.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
  });

  it("shows the alarm on the desk's Tonight board, loud, counted on the desk's links", async () => {
    // The desk's own links count it too.
    await desk.goto(`${baseURL}/admin/bookings`);
    await expect.poll(() => desk.getByRole('link', { name: 'Tonight 1 open alarm' }).count()).toBe(1);
    await desk.goto(`${baseURL}/admin`);
    const tonight = desk.getByRole('link', { name: /^Tonight/ });
    await expect.poll(() => tonight.textContent()).toContain('1 open alarm');
    await tonight.click();
    await desk.waitForURL(`${baseURL}/admin/tonight`);
    const alarm = desk.getByRole('article', { name: `Panic: ${NAME}` });
    await expect.poll(() => alarm.count()).toBe(1);
    expect(await alarm.getByRole('link', { name: `Booking ${reference}` }).getAttribute('href')).toBe(
      `/admin/bookings#booking-${bookingId}`,
    );
    expect(await alarm.textContent()).toContain(ADDRESS);
    expect(
      await alarm.getByRole('link', { name: `Call the client, ${CLIENT}: 305 555 0188` }).getAttribute('href'),
    ).toBe('tel:3055550188');
    expect(await alarm.getByRole('link', { name: /emergency contact, Maria Safenight/ }).getAttribute('href')).toBe(
      'tel:3055550123',
    );
    const map = alarm.getByRole('link', { name: /^Open on the map: .*last location \(new tab\)$/ });
    expect(await map.getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=25\.79060&mlon=-80\.13000/,
    );
    // Below the alarms: her booking, with her last check-in.
    const night = desk.getByRole('list', { name: `Performers of booking ${reference}` });
    await expect.poll(() => night.textContent()).toContain('Last check-in: On my way');
    expect(await desk.getByRole('article', { name: CLIENT }).textContent()).toContain('2 hours');

    // Arrived by a click (the dashboard's link), the board sounds at once. ('Turn on alarm sound',
    // for a page nobody has touched yet, is covered by alarm-sound-controls.test.tsx: every
    // Playwright query runs as a user gesture in Chromium, so no page here is ever untouched.)
    const sounding = desk.getByRole('status').filter({ hasText: 'Alarm sounding' });
    await expect.poll(() => sounding.count()).toBe(1);
    const mute = desk.getByRole('button', { name: 'Mute alarm sound' });
    await mute.click();
    await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');
    expect(await desk.getByRole('status').filter({ hasText: 'Sound muted for these alarms' }).count()).toBe(1);

    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
    expect(await axeFailures(desk), '/admin/tonight with an open alarm').toEqual([]);
    await keepScreenshot(desk, 'tonight-alarm', 'phone');
  });

  it('acknowledges the alarm with a note of what was done; the safety log keeps it', async () => {
    const alarm = desk.getByRole('article', { name: `Panic: ${NAME}` });
    await alarm.getByRole('button', { name: `Acknowledge: Panic, ${NAME}` }).click();
    const dialog = desk.getByRole('dialog', { name: `Acknowledge: Panic, ${NAME}` });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Acknowledge alarm' }).click();
    await expect.poll(() => dialog.getByText('Say what you did', { exact: true }).count()).toBe(1);
    expect(await axeFailures(desk), 'the acknowledge dialog with its error').toEqual([]);
    const note = 'Called her and the client: she is safe and has left.';
    await dialog.getByLabel('What did you do?').fill(note);
    await dialog.getByRole('button', { name: 'Acknowledge alarm' }).click();
    await expect.poll(() => desk.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => alarm.count()).toBe(0);
    await expect.poll(() => desk.getByText('No open alarms.').count()).toBe(1);
    expect(await axeFailures(desk), '/admin/tonight with no open alarm').toEqual([]);

    await desk.goto(`${baseURL}/admin/bookings#booking-${bookingId}`);
    const log = desk.getByRole('dialog', { name: `Booking ${reference}` }).getByRole('region', { name: 'Safety log' });
    await expect.poll(() => log.textContent()).toContain(note);
    expect(await log.textContent()).toContain('Panic');
    expect(errors).toEqual([]);
  });
});
