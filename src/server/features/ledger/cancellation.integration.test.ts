import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { insertNamedRefs } from '../../db/factories';

let clock = new Date('2026-11-25T15:00:00Z');
const HOUR = 3_600_000;
/** The test bookings start on 28 November 2026 at 20:00 in Miami (01:00 UTC the next day). */
const START = new Date('2026-11-29T01:00:00Z');

/** Decisions 034 and 035: cancelling says who and why, the booking's policy computes the refund, the desk lists it until paid. */
describe('cancelling with a refund', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Record<string, string>;
  let luna = '';

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff, payload });
  /** A paid booking ($400, deposit $200 in), and the clock `hoursBefore` its start. */
  const paidBooking = async (hoursBefore: number) => {
    clock = new Date('2026-11-25T15:00:00Z');
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: TEST_ORIGIN },
      payload: { ...bookingRequest([luna]), clientEmail: `c${hoursBefore}@example.test` },
    });
    const id = res.json().id as string;
    expect((await call('PUT', `/api/admin/bookings/${id}/confirm-deposit`)).statusCode).toBe(200);
    clock = new Date(START.getTime() - hoursBefore * HOUR);
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    return { id, reference: res.json().reference as string };
  };
  const cancel = (id: string, body: object) =>
    call('PUT', `/api/admin/bookings/${id}/status`, { status: 'cancelled', ...body });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      mail: { smtpUrl: smtp.url },
    });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const res = await call('POST', '/api/admin/performers', {
      name: 'Luna',
      hourlyRate: 200,
      serviceAreaIds: ['miami'],
      eventTypeIds: ['birthday-party'],
    });
    luna = res.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('gives the client a full refund at exactly 24 hours, none a minute later, all when we cancel', async () => {
    const cases: [number, object, number][] = [
      [24, { cancelledBy: 'client', reason: 'Plans changed' }, 200],
      [24 - 1 / 60, { cancelledBy: 'client', reason: 'Plans changed' }, 0],
      [2, { cancelledBy: 'performer', reason: 'She is ill' }, 200],
      [2, { cancelledBy: 'business', reason: 'Storm warning' }, 200],
      // The spec's own call says nothing of who: the business is taken to have cancelled.
      [1, {}, 200],
    ];
    for (const [hours, body, refund] of cases) {
      const { id } = await paidBooking(hours);
      const res = await cancel(id, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ status: 'cancelled', refundDue: refund });
      const { totals } = (await call('GET', `/api/admin/bookings/${id}/ledger`)).json();
      expect(totals).toMatchObject({ refundDue: refund, due: 0 });
    }
  });

  it('lists what is owed under Refunds due until a refund entry settles it, and tells the client', async () => {
    const { id, reference } = await paidBooking(48);
    await cancel(id, { cancelledBy: 'client', reason: 'Found another date' });
    const due = (await call('GET', '/api/admin/payments/refunds-due')).json();
    expect(due).toContainEqual(
      expect.objectContaining({
        bookingId: id,
        reference,
        refundDue: 200,
        cancelledBy: 'client',
        reason: 'Found another date',
      }),
    );
    await vi.waitFor(
      () => {
        const mail = smtp.received.find((m) => m.subject?.includes(reference) && m.subject?.endsWith('is cancelled'));
        expect(mail?.text).toMatch(/A refund of \$200\.00 is due to you/);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(
      (await call('POST', `/api/admin/bookings/${id}/payments`, { kind: 'refund', amount: 150, method: 'cashapp' }))
        .statusCode,
    ).toBe(201);
    expect((await call('GET', `/api/admin/bookings/${id}/ledger`)).json().totals.refundDue).toBe(50);
    await call('POST', `/api/admin/bookings/${id}/payments`, { kind: 'refund', amount: 50, method: 'cashapp' });
    const after = (await call('GET', '/api/admin/payments/refunds-due')).json();
    expect(after.map((r: { bookingId: string }) => r.bookingId)).not.toContain(id);
    // Reopened, nothing is owed back.
    const { id: other } = await paidBooking(48);
    await cancel(other, { cancelledBy: 'business' });
    expect((await call('PUT', `/api/admin/bookings/${other}/status`, { status: 'pending' })).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/bookings/${other}/ledger`)).json().totals.refundDue).toBe(0);
  });

  it('refuses a cancellation with an unknown party or an empty reason, changing nothing', async () => {
    const { id } = await paidBooking(48);
    expect((await cancel(id, { cancelledBy: 'neighbour' })).statusCode).toBe(400);
    expect((await cancel(id, { cancelledBy: 'client', reason: '   ' })).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/bookings/${id}`)).json().status).toBe('confirmed');
  });
});
