import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { performerSession } from '../../../../test/helpers/portal';
import { insertNamedRefs } from '../../db/factories';
import { upsertAccount } from '../portal/repository';

const clock = new Date('2026-11-25T15:00:00Z');

/** Decision 033: her private calendar feed, neutral, revocable, never cached. */
describe("a performer's calendar feed", () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let performer: Record<string, string>;
  let performerId = '';

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    performerId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/performers',
        headers: staff,
        payload: { name: 'Luna Feed', hourlyRate: 200 },
      })
    ).json().id;
    await upsertAccount(t.db, performerId, null, clock);
    performer = await performerSession(t.app, t.db, performerId, clock);
  });
  afterAll(() => t?.close());

  it('lists her accepted bookings with neutral titles, and stops at once when renewed', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: TEST_ORIGIN },
      payload: bookingRequest([performerId]),
    });
    const { id, reference } = booked.json();
    const offers = (await t.app.inject({ url: '/api/portal/offers', headers: performer })).json();
    await t.app.inject({ method: 'POST', url: `/api/portal/offers/${offers[0].id}/accept`, headers: performer });

    const made = await t.app.inject({ method: 'POST', url: '/api/portal/calendar-feed', headers: performer });
    expect(made.statusCode, made.body).toBe(201);
    const url = new URL(made.json().url);
    expect(url.pathname).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await t.app.inject({ url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.headers['cache-control']).toBe('no-store');
    expect(feed.body).toContain(`SUMMARY:Booking ${reference}`);
    // Issue 31: the usual product id, a sequence, a reminder two hours before, CRLF lines.
    expect(feed.body).toContain('PRODID:-//SoFlo Test//Bookings//EN\r\n');
    expect(feed.body).toMatch(/\r\nSEQUENCE:\d+\r\n/);
    expect(feed.body).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\n');
    expect(feed.body).toContain('TRIGGER:-PT2H');
    expect(feed.body).toContain(`UID:${id}@example.test`);
    // 20:00 in Miami on 28 November is 01:00 UTC on the 29th.
    expect(feed.body).toContain('DTSTART:20261129T010000Z');
    for (const secret of ['Pat Client', 'pat@example.test', '305-555-0100', 'Ocean Dr'])
      expect(feed.body).not.toContain(secret);

    const renewed = await t.app.inject({ method: 'POST', url: '/api/portal/calendar-feed', headers: performer });
    expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(renewed.json().url).pathname })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/portal/calendar-feed', headers: performer })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: new URL(renewed.json().url).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/calendar/not-a-token.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/portal/calendar-feed', headers: staff })).statusCode).toBe(
      403,
    );
  });
});
