import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { waitForMail } from './helpers/mail';
import { workableDate } from './helpers/performers';
import { keepScreenshot, viewportContext } from './helpers/viewports';

const baseURL = inject('baseURL');
const admin = inject('admin');
const mailDir = inject('mailDir');
const PHONE_WIDTH = 390;

/**
 * Issue 28 (decision 033) on a phone: staff invite a performer, she joins from the real e-mail's
 * link, a client books her, and she accepts the offer on her portal page (the desk shows it, the
 * client's page says so), which the service worker keeps readable offline.
 */
describe('the performer portal on a phone', () => {
  let browser: Browser;
  let staff: BrowserContext;
  let phone: BrowserContext;
  let page: Page;
  const email = `portal.${Date.now()}@example.test`;
  let performerId = '';

  /** A staff call, signed in as the suite's owner, from our own origin as a browser sends it. */
  const asStaff = async (method: 'POST' | 'PUT', path: string, data?: object) => {
    const res = await staff.request.fetch(`${baseURL}${path}`, { method, data, headers: { origin: baseURL } });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.status() === 204 ? null : ((await res.json()) as { id: string });
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await browser.newContext();
    await asStaff('POST', '/api/login', { email: admin.email, password: admin.password });
    phone = await browser.newContext(viewportContext('phone'));
    page = await phone.newPage();
  });
  afterAll(() => browser?.close());

  it('joins from the invitation e-mail and lands on her page', async () => {
    const areas = (await (await fetch(`${baseURL}/api/service-areas`)).json()) as { id: string }[];
    const types = (await (await fetch(`${baseURL}/api/event-types`)).json()) as { id: string }[];
    const created = await asStaff('POST', '/api/admin/performers', {
      name: 'Portal Tester',
      hourlyRate: 200,
      serviceAreaIds: [areas[0]?.id],
      eventTypeIds: [types[0]?.id],
      email,
      language: 'en',
    });
    performerId = created?.id ?? '';
    await asStaff('POST', `/api/admin/performers/${performerId}/invitation`);
    const mail = await waitForMail(mailDir, (m) => JSON.stringify(m.to ?? '').includes(email));
    const link = mail.text?.match(/https?:\/\/\S+\/portal\/join#[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();

    await page.goto(link ?? '');
    await waitForHydration(page);
    await page.getByLabel('What should we call you? (optional)').fill('Tess');
    await keepScreenshot(page, 'portal-join', 'phone');
    await page.getByRole('button', { name: 'Open my page' }).click();
    await page.waitForURL(`${baseURL}/portal/`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Hi, Tess' }).count()).toBe(1);
    await expect.poll(() => page.getByText('No offer is waiting for your answer.').count()).toBe(1);
    // Installable: the manifest is linked here (and on no public page), the worker works for /portal/.
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/portal/manifest.webmanifest');
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope))).toBe(`${baseURL}/portal/`);
  });

  it('shows a new booking as an offer she accepts, and keeps the booking for offline reading', async () => {
    const areas = (await (await fetch(`${baseURL}/api/service-areas`)).json()) as { id: string }[];
    const types = (await (await fetch(`${baseURL}/api/event-types`)).json()) as { id: string }[];
    const res = await fetch(`${baseURL}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        performerIds: [performerId],
        clientName: 'Portal Client',
        clientEmail: 'portal.client@example.test',
        clientPhone: '305 555 0177',
        eventDate: workableDate({ weekendsOnly: false, unavailableDates: [] } as never),
        eventTime: '21:00',
        serviceAreaId: areas[0]?.id,
        eventTypeId: types[0]?.id,
        eventLocation: '1 Ocean Drive, Miami Beach',
        serviceType: 'hourly',
        eventDuration: 120,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const bookingId = ((await res.json()) as { id: string }).id;
    const reference = bookingId.slice(0, 8).toUpperCase();

    await page.reload();
    await waitForHydration(page);
    const offer = page.getByRole('article', { name: `Offer for booking ${reference}` });
    await expect.poll(() => offer.getByText('Waiting for your answer').count()).toBe(1);
    // The client's address waits for the deposit; her pay is her share after the 25% commission
    // (2 hours at $200).
    expect(await offer.textContent()).not.toContain('Ocean Drive');
    expect(await offer.textContent()).toContain('$300.00');
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => offer.getByText('Accepted', { exact: true }).count()).toBe(1);
    expect(await offer.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    // Focus goes to what her answer changed, not back to the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Accepted');

    // The desk shows her answer on the booking; the client's page says she confirmed.
    const desk = await staff.newPage();
    await desk.goto(`${baseURL}/admin/bookings#booking-${bookingId}`);
    const card = desk.getByRole('dialog', { name: `Booking ${reference}` });
    const answers = card.getByRole('region', { name: "Performers' answers" });
    await expect.poll(() => answers.getByText(/Accepted /).count()).toBe(1);
    expect(await answers.textContent()).toContain('Portal Tester');
    await desk.close();
    const client = await browser.newPage();
    await client.goto(`${baseURL}/booking-confirmation/${bookingId}`);
    await expect.poll(() => client.getByText('Portal Tester confirmed').count()).toBe(1);
    await client.close();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
    // The narrowest phones the product serves.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    expect(await axeFailures(page)).toEqual([]);
    await keepScreenshot(page, 'portal-offer-accepted', 'phone');

    // The worker kept her last bookings answer (and nothing else) for offline reading.
    const kept = await page.evaluate(async () => {
      const cache = await caches.open('portal-answers');
      const keys = (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
      return { keys, bookings: await (await cache.match('/api/portal/bookings'))?.text() };
    });
    expect(kept.keys).toEqual(['/api/portal/bookings', '/api/portal/me']);
    expect(kept.bookings).toContain(bookingId);
    await phone.setOffline(true);
    try {
      const offline = await page.evaluate(async () => ({
        bookings: await fetch('/api/portal/bookings').then((r) => r.text()),
        // Offers are not kept: offline, their read fails, which shows the phone really is offline.
        offers: await fetch('/api/portal/offers').then(
          () => 'answered',
          () => 'failed',
        ),
      }));
      expect(offline.bookings).toContain(bookingId);
      expect(offline.offers).toBe('failed');
    } finally {
      await phone.setOffline(false);
    }
  });

  it('gives her a private calendar address listing the booking by reference only', async () => {
    await page.goto(`${baseURL}/portal/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Get my calendar address' }).click();
    const link = page.getByRole('link', { name: /\/calendar\/[A-Za-z0-9_-]{43}\.ics$/ });
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.getAttribute('href')).toMatch(/^webcal:\/\//);
    const feed = await fetch((await link.textContent()) ?? '');
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const text = await feed.text();
    expect(text).toMatch(/SUMMARY:Booking [0-9A-F]{8}/);
    expect(text).not.toContain('Portal Client');
    expect(text).not.toContain('Ocean Drive');
  });

  it('takes a live photo holding her code; staff verify her gallery and she reads it', async () => {
    const check = page.getByTestId('photo-check');
    await check.scrollIntoViewIfNeeded();
    const code = (await page.getByTestId('photo-code').textContent()) ?? '';
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    // A phone's camera answers the file input: a real JPEG, as a selfie would be.
    const jpeg = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#634' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Take the photo').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect.poll(() => check.getByRole('status').textContent()).toContain('Your photo is with our team.');
    const waiting = await staff.request.get(`${baseURL}/api/admin/performers/${performerId}/photo-verification`);
    expect((await waiting.json()).waiting.code).toBe(code);
    await asStaff('POST', `/api/admin/performers/${performerId}/photo-verification`, { verified: true });
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByText(/Your photos are verified \(\w+ \d{4}\)/).count()).toBe(1);
  });

  it('speaks Spanish at /es/portal, with its own manifest and worker', async () => {
    await page.goto(`${baseURL}/es/portal/`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Hola, Tess' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Tus ofertas' }).count()).toBe(1);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/es/portal/manifest.webmanifest');
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope))).toBe(`${baseURL}/es/portal/`);
    expect(await axeFailures(page)).toEqual([]);
  });

  it('signs out, forgetting the kept answers, and back in with an e-mailed link', async () => {
    await page.goto(`${baseURL}/portal/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseURL}/portal/sign-in`);
    await waitForHydration(page);
    expect(await page.evaluate(() => caches.has('portal-answers'))).toBe(false);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect.poll(() => page.getByRole('status').getByText('a sign-in link is on its way').count()).toBe(1);
    const mail = await waitForMail(
      mailDir,
      (m) => JSON.stringify(m.to ?? '').includes(email) && /sign-in#/.test(m.text ?? ''),
    );
    const link = mail.text?.match(/https?:\/\/\S+\/portal\/sign-in#[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.waitForURL(`${baseURL}/portal/`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Hi, Tess' }).count()).toBe(1);
  });

  it('adds a passkey on her page and signs in with it alone, no e-mail asked', async () => {
    // Chromium's virtual authenticator stands in for the phone's screen lock (DevTools protocol).
    const cdp = await phone.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await page.goto(`${baseURL}/portal/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add a passkey on this phone' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Remove the passkey / }).count()).toBe(1);
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
    expect(await axeFailures(page), '/portal/ with a passkey').toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseURL}/portal/sign-in`);
    await waitForHydration(page);
    expect(await axeFailures(page), '/portal/sign-in').toEqual([]);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${baseURL}/portal/`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Hi, Tess' }).count()).toBe(1);
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  });

  it('links no manifest on a public page', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${baseURL}/faq`);
    await waitForHydration(visitor);
    expect(await visitor.locator('link[rel="manifest"]').count()).toBe(0);
    await visitor.context().close();
  });
});
