import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { insertNamedRefs } from '../../db/factories';
import { auditLog, bookings, messages, offers } from '../../db/schema';
import { upsertAccount } from '../portal/repository';

const clock = new Date('2026-11-25T15:00:00Z');

/** Decision 033: the desk sends offers again, withdraws them, finds who could step in, and replaces a performer. */
describe('the desk and offers', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const id: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff, payload });
  const book = async (names: string[], changes: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: TEST_ORIGIN },
      payload: { ...bookingRequest(names.map((n) => id[n] as string)), ...changes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const offersOf = (bookingId: string, name: string) =>
    t.db
      .select()
      .from(offers)
      .where(and(eq(offers.bookingId, bookingId), eq(offers.performerId, id[name] as string)))
      .orderBy(offers.sentAt);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, runJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami', 'Doral']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const make = async (name: string, extra: object) => {
      const res = await call('POST', '/api/admin/performers', {
        name,
        serviceAreaIds: ['miami'],
        eventTypeIds: ['birthday-party'],
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      id[name] = res.json().id;
    };
    await make('Luna', { hourlyRate: 200, email: 'luna@example.test' });
    await make('Mia', { hourlyRate: 250, rating: 5, email: 'mia@example.test' });
    await make('Noa', { hourlyRate: 180, rating: 4 });
    await make('Zed', { hourlyRate: 200, serviceAreaIds: ['doral'] });
    await make('Kay', { hourlyRate: 200, unavailableDates: ['2026-11-28'] });
    await make('Bo', { hourlyRate: 200 });
    await upsertAccount(t.db, id.Luna as string, null, clock);
    await upsertAccount(t.db, id.Mia as string, null, clock);
    // Bo is on another request that evening, 21:00 to 23:00: within 60 minutes of 20:00 to 22:00.
    await book(['Bo'], { eventTime: '21:00', clientEmail: 'other@example.test' });
  });
  afterAll(() => t?.close());

  it('withdraws an open offer once, and sends it again with a new deadline', async () => {
    const bookingId = await book(['Luna']);
    const withdrawn = await call('POST', `/api/admin/bookings/${bookingId}/offers/${id.Luna}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect((await offersOf(bookingId, 'Luna')).map((o) => o.state)).toEqual(['withdrawn']);
    const again = await call('POST', `/api/admin/bookings/${bookingId}/offers/${id.Luna}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NO_OPEN_OFFER' });

    const resent = await call('POST', `/api/admin/bookings/${bookingId}/offers/${id.Luna}/resend`);
    expect(resent.statusCode, resent.body).toBe(201);
    expect((await offersOf(bookingId, 'Luna')).map((o) => o.state)).toEqual(['withdrawn', 'sent']);
    // Resending an open offer withdraws it first: only one is open at a time.
    await call('POST', `/api/admin/bookings/${bookingId}/offers/${id.Luna}/resend`);
    expect((await offersOf(bookingId, 'Luna')).map((o) => o.state)).toEqual(['withdrawn', 'withdrawn', 'sent']);
    const noa = await book(['Noa'], { eventDate: '2026-12-10' });
    const noAccount = await call('POST', `/api/admin/bookings/${noa}/offers/${id.Noa}/resend`);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json()).toMatchObject({ code: 'NO_PORTAL_ACCOUNT' });
    expect((await call('POST', `/api/admin/bookings/${bookingId}/offers/${id.Mia}/resend`)).statusCode).toBe(404);
  });

  it('suggests who could step in: same area and event type, free that night, portal first, then rating', async () => {
    const bookingId = await book(['Luna']);
    const res = await call('GET', `/api/admin/bookings/${bookingId}/performers/${id.Luna}/alternates`);
    expect(res.statusCode, res.body).toBe(200);
    // Not Zed (Doral only), not Kay (unavailable that date), not Bo (booked within 60 minutes).
    expect(res.json().map((p: { name: string }) => p.name)).toEqual(['Mia', 'Noa']);
    expect(res.json()[0]).toMatchObject({ hasPortal: true, rating: 5 });
  });

  it('replaces a performer: the line is re-priced, her offer withdrawn, the new one offered, the client told', async () => {
    const bookingId = await book(['Luna', 'Noa']);
    const res = await call('POST', `/api/admin/bookings/${bookingId}/performers/${id.Luna}/replace`, {
      performerId: id.Mia,
    });
    expect(res.statusCode, res.body).toBe(200);
    const desk = (await call('GET', `/api/admin/bookings/${bookingId}`)).json();
    expect(desk.performers.map((p: { name: string; price: string }) => [p.name, p.price])).toEqual([
      ['Mia', '500.00'],
      ['Noa', '360.00'],
    ]);
    expect(desk).toMatchObject({ totalAmount: '860.00', depositAmount: '430.00' });
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(stored?.remainingAmount).toBe('430.00');
    expect(stored?.cashAppLink).toBe('https://cash.app/$TestTag/430');
    expect((await offersOf(bookingId, 'Luna')).map((o) => o.state)).toEqual(['withdrawn']);
    expect((await offersOf(bookingId, 'Mia')).map((o) => [o.state, o.shareAmount])).toEqual([['sent', '375.00']]);
    await jobsSettled(t.db);
    const told = await t.db
      .select({ kind: messages.kind, text: messages.text })
      .from(messages)
      .where(and(eq(messages.bookingId, bookingId), eq(messages.kind, 'client-performers-changed')));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Your performers are now: Mia, Noa.');
    // The performers with an account hear of it by e-mail (no browser subscribed here).
    const toMia = await t.db
      .select({ recipient: messages.recipient, subject: messages.subject })
      .from(messages)
      .where(and(eq(messages.bookingId, bookingId), eq(messages.kind, 'performer-booking-changed')));
    expect(toMia).toEqual([{ recipient: 'mia@example.test', subject: `Booking ${desk.reference} changed` }]);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, bookingId));
    expect(audited.map((r) => r.action)).toContain('POST /api/admin/bookings/:id/performers/:performerId/replace');
  });

  it('refuses a replacement already on the booking, hidden, unknown, or on a cancelled booking', async () => {
    const bookingId = await book(['Luna', 'Noa']);
    const replace = (who: string, by: string) =>
      call('POST', `/api/admin/bookings/${bookingId}/performers/${who}/replace`, { performerId: by });
    const twice = await replace(id.Luna as string, id.Noa as string);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ALREADY_BOOKED']);
    const hidden = await t.app.inject({ method: 'PATCH', url: `/api/admin/performers/${id.Kay}/hide`, headers: staff });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const hiddenReplace = await replace(id.Luna as string, id.Kay as string);
    expect([hiddenReplace.statusCode, hiddenReplace.json().code]).toEqual([409, 'PERFORMER_HIDDEN']);
    expect((await replace(id.Luna as string, '6f1c2b1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await replace(id.Zed as string, id.Mia as string)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/bookings/${bookingId}/performers/${id.Luna}/replace`, {})).statusCode).toBe(
      400,
    );
    await call('PUT', `/api/admin/bookings/${bookingId}/status`, { status: 'cancelled' });
    const cancelled = await replace(id.Luna as string, id.Mia as string);
    expect([cancelled.statusCode, cancelled.json().code]).toEqual([409, 'BOOKING_NOT_ACTIVE']);
    const desk = (await call('GET', `/api/admin/bookings/${bookingId}`)).json();
    expect(desk.performers.map((p: { name: string }) => p.name)).toEqual(['Luna', 'Noa']);
  });
});
