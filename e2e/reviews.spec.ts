import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertNamedRefs } from '../src/server/db/factories';
import { bookings, type StatusChange } from '../src/server/db/schema';
import { ensureAdmin } from '../src/server/features/auth/accounts';
import { asUser, signInAccounts, TEST_ORIGIN } from '../test/helpers/admin';
import { createTestApp, type TestApp } from '../test/helpers/app';
import { bookingRequest } from '../test/helpers/booking';
import { type SmtpTestServer, startSmtpServer } from '../test/helpers/mail';
import { freePort } from '../test/helpers/server-process';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { viewportContext } from './helpers/viewports';

const STAFF = { email: 'reviews.staff@example.test', password: 'reviews staff password 1', firstName: 'Rae' };
const TEXT = 'Stella was wonderful, on time and so much fun.';

/**
 * Issue 31 (decision 040) in Chromium, on the production build: the link the client gets the day
 * after a booking took place opens the review page; the review appears on the profile once staff
 * publish it on /admin/reviews; the same link a second time says it was used. The app runs in
 * this process on a clock of its own, since the invitation follows the booking's date.
 */
describe('a review from a real booking', () => {
  let browser: Browser;
  let t: TestApp;
  let smtp: SmtpTestServer;
  let baseURL = '';
  let slug = '';
  let link = '';
  // Friday 2026-11-20, noon in Miami: the booking is made for Saturday the 28th.
  let clock = new Date('2026-11-20T17:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      ssr: 'built',
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      publicUrl: baseURL,
      // The set-up calls below come from the test helpers' origin.
      allowedOrigins: [TEST_ORIGIN],
      mail: { smtpUrl: smtp.url },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    await ensureAdmin(t.db, STAFF, { role: 'agent' });
    const staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers',
      headers: staff,
      payload: { name: 'Stella Review', hourlyRate: 200 },
    });
    expect(created.statusCode, created.body).toBe(201);
    slug = created.json().slug;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...bookingRequest([created.json().id]), clientName: 'Maria Gomez', clientEmail: 'maria@example.test' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // Confirmed by the desk, and the night went well.
    const history = [{ from: 'pending', to: 'confirmed', by: 'test', at: clock.toISOString() } as StatusChange];
    await t.db
      .update(bookings)
      .set({ status: 'confirmed', statusHistory: history })
      .where(eq(bookings.id, booked.json().id));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  it('e-mails the link the day after, and takes one review from it', async () => {
    // Sunday the 29th, 10:00 in Miami: the daily sweep.
    clock = new Date('2026-11-29T15:00:00Z');
    expect(await t.app.reviews.sweep()).toBe(1);
    const pattern = /http:\/\/127\.0\.0\.1:\d+\/review#[A-Za-z0-9_-]{43}/;
    link = await vi.waitFor(
      () => {
        const found = smtp.received.map((m) => pattern.exec(m.text ?? '')?.[0]).find(Boolean);
        if (!found) throw new Error('no review e-mail yet');
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );

    const context = await browser.newContext(viewportContext('phone'));
    const page = await context.newPage();
    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole('radio', { name: '5 stars' }).check();
    await page.getByLabel('Your review').fill(TEXT);
    await page.getByRole('button', { name: 'Send my review' }).click();
    await expect.poll(() => page.getByText('Thank you! Our team reads every review').count()).toBe(1);
    expect(await axeFailures(page)).toEqual([]);
    await context.close();
  });

  it('shows it on the profile once staff publish it, marked as from a real booking', async () => {
    const context = await browser.newContext(viewportContext('wide'));
    const desk = await context.newPage();
    await desk.goto(`${baseURL}/login?returnTo=%2Fadmin%2Freviews`);
    await waitForHydration(desk);
    await desk.getByLabel('Email').fill(STAFF.email);
    await desk.getByLabel('Password').fill(STAFF.password);
    await desk.getByRole('button', { name: 'Sign in', exact: true }).click();
    await desk.waitForURL(`${baseURL}/admin/reviews`);
    await expect.poll(() => desk.getByText(TEXT).count()).toBe(1);
    await desk.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => desk.getByText('No reviews here.').count()).toBe(1);
    await context.close();

    const visitor = await browser.newContext(viewportContext('phone'));
    const profile = await visitor.newPage();
    await profile.goto(`${baseURL}/performer/${slug}`);
    const section = profile.getByRole('region', { name: '1 review' });
    await expect.poll(() => section.getByText(TEXT).count()).toBe(1);
    expect(await section.getByText('Maria G.').count()).toBe(1);
    expect(await section.getByText('November 2026').count()).toBe(1);
    expect(await section.getByText('From a real booking').count()).toBe(1);
    await visitor.close();
  });

  it('refuses a second review from the same link', async () => {
    const context = await browser.newContext(viewportContext('phone'));
    const page = await context.newPage();
    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole('radio', { name: '1 star', exact: true }).check();
    await page.getByLabel('Your review').fill('Trying again');
    await page.getByRole('button', { name: 'Send my review' }).click();
    await expect.poll(() => page.getByText('This link has been used or has expired').count()).toBe(1);
    await context.close();
  });
});
