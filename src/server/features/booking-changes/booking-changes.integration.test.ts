import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { insertNamedRefs } from '../../db/factories';
import { auditLog, bookings, offers } from '../../db/schema';
import { upsertAccount } from '../portal/repository';

const clock = new Date('2026-11-25T15:00:00Z');
const icsField = (ics: string, name: string) =>
  new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(ics.replace(/\r?\n[ \t]/g, ''))?.[1]?.trim();

/** Issue 29: staff change a booking; the server re-prices and re-checks, the client hears once, offers follow. */
describe('changing a booking', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Record<string, string>;
  const id: Record<string, string> = {};

  const call = (method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff, payload });
  const book = async (names: string[], over: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: TEST_ORIGIN },
      payload: { ...bookingRequest(names.map((n) => id[n] as string)), ...over },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; reference: string };
  };
  const change = (bookingId: string, body: object) => call('PATCH', `/api/admin/bookings/${bookingId}`, body);
  const mailsAbout = (ref: string) => smtp.received.filter((m) => m.subject?.includes(ref));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      mail: { smtpUrl: smtp.url, teamEmails: ['team@example.test'] },
    });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    for (const [name, extra] of [
      ['Luna', { hourlyRate: 200, email: 'luna@example.test' }],
      ['Mia', { hourlyRate: 150, unavailableDates: ['2026-12-05'] }],
    ] as const) {
      const res = await call('POST', '/api/admin/performers', {
        name,
        serviceAreaIds: ['miami'],
        eventTypeIds: ['birthday-party'],
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      id[name] = res.json().id;
    }
    await upsertAccount(t.db, id.Luna as string, null, clock);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('re-prices a longer event, keeps the deposit paid, tells the client once with a higher SEQUENCE, and asks Luna again', async () => {
    const { id: bookingId, reference } = await book(['Luna', 'Mia']);
    expect(
      (await call('PUT', `/api/admin/bookings/${bookingId}/confirm-deposit`, { reference: 'cash-9' })).statusCode,
    ).toBe(200);
    await vi.waitFor(
      () => expect(mailsAbout(reference).some((m) => m.subject?.startsWith('Deposit received'))).toBe(true),
      {
        timeout: 15_000,
      },
    );
    const res = await change(bookingId, { eventDuration: 180, eventTime: '21:00', estimatedGuests: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      // The admin API gives the duration in hours, as the spec shows it.
      eventDuration: 3,
      eventTime: '21:00',
      estimatedGuests: 30,
      totalAmount: '1050.00',
      depositAmount: '350.00',
      status: 'confirmed',
      paymentStatus: 'depositPaid',
    });
    const ledger = (await call('GET', `/api/admin/bookings/${bookingId}/ledger`)).json();
    expect(ledger.totals).toMatchObject({ total: 1050, paid: 350, due: 700 });
    // One e-mail naming the change, with the calendar's update at a higher SEQUENCE.
    await vi.waitFor(() => expect(mailsAbout(reference).some((m) => m.subject?.includes('has changed'))).toBe(true), {
      timeout: 15_000,
    });
    const changed = mailsAbout(reference).filter((m) => m.subject?.includes('has changed'));
    expect(changed).toHaveLength(1);
    expect(changed[0]?.text).toMatch(/we changed the start time, the duration, the number of guests, the price/);
    const ics = (subject: string) =>
      mailsAbout(reference)
        .find((m) => m.subject?.startsWith(subject))
        ?.attachments.find((a) => a.contentType === 'text/calendar')
        ?.content.toString('utf8') ?? '';
    const [confirmed, updated] = [ics('Deposit received'), ics(`Booking ${reference} has changed`)];
    expect(icsField(updated, 'METHOD')).toBe('REQUEST');
    expect(icsField(updated, 'UID')).toBe(icsField(confirmed, 'UID'));
    expect(Number(icsField(updated, 'SEQUENCE'))).toBeGreaterThan(Number(icsField(confirmed, 'SEQUENCE')));
    // A new time is a new offer for Luna (the one with an account); the old one gave way.
    const states = await t.db
      .select({ state: offers.state })
      .from(offers)
      .where(and(eq(offers.bookingId, bookingId), eq(offers.performerId, id.Luna as string)))
      .orderBy(offers.sentAt);
    expect(states.map((s) => s.state).sort()).toEqual(['sent', 'withdrawn']);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, bookingId));
    expect(audit.map((a) => a.action)).toContain('PATCH /api/admin/bookings/:id');
  });

  it('records a discount in the ledger with its reason', async () => {
    const { id: bookingId } = await book(['Luna']);
    const res = await change(bookingId, { adjustment: { amount: -50, reason: 'Returning client' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalAmount: '350.00' });
    const { entries } = (await call('GET', `/api/admin/bookings/${bookingId}/ledger`)).json();
    expect(entries).toEqual([expect.objectContaining({ kind: 'adjustment', amount: -50, note: 'Returning client' })]);
  });

  it('refuses her unavailable date, the past, a finished booking and bad input, changing nothing', async () => {
    const { id: bookingId } = await book(['Mia']);
    const before = (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];
    const cases: [object, number, string?][] = [
      [{ eventDate: '2026-12-05' }, 409, 'PERFORMER_UNAVAILABLE'],
      [{ eventDate: '2026-11-24' }, 400],
      [{ eventDate: '2026-11-25', eventTime: '09:00' }, 400],
      [{ eventDuration: 100 }, 400],
      [{ eventDate: '2026-02-30' }, 400],
      [{ estimatedGuests: -1 }, 400],
      [{ adjustment: { amount: -5000, reason: 'too much' } }, 409],
      [{ adjustment: { amount: 10 } }, 400],
      [{}, 400],
    ];
    for (const [body, status, code] of cases) {
      const res = await change(bookingId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (code) expect(res.json().code).toBe(code);
    }
    expect((await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]).toEqual(before);
    expect((await call('PUT', `/api/admin/bookings/${bookingId}/status`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    expect((await change(bookingId, { estimatedGuests: 12 })).statusCode).toBe(409);
    expect((await change('not-a-uuid', { estimatedGuests: 12 })).statusCode).toBe(404);
  });
});
