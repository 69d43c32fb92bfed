import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { performerSession } from '../../../../test/helpers/portal';
import { insertNamedRefs } from '../../db/factories';
import { upsertAccount } from '../portal/repository';

let clock = new Date('2026-11-25T15:00:00Z');

/** Decision 035: each performer's share, what is owed once the event took place, payouts, and her own view. */
describe('performer payouts and earnings', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const id: Record<string, string> = {};
  const booked: string[] = [];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff, payload });
  /** Moves the clock; staff sign in again (their sessions end after hours without use). */
  const advance = async (to: string) => {
    clock = new Date(to);
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
  };
  const earnings = async (name: string) => (await call('GET', `/api/admin/performers/${id[name]}/payouts`)).json();

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    for (const [name, extra] of [
      ['Luna', { hourlyRate: 200, email: 'luna@example.test' }],
      ['Mia', { hourlyRate: 100, commissionPercent: 40 }],
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
    await upsertAccount(t.db, id.Mia as string, null, clock);
    // Two bookings of both on 28 November (two hours each), confirmed; a third cancelled.
    for (const time of ['14:00', '20:00', '23:00']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { origin: TEST_ORIGIN },
        payload: { ...bookingRequest([id.Luna as string, id.Mia as string]), eventTime: time },
      });
      expect(res.statusCode, res.body).toBe(201);
      booked.push(res.json().id);
    }
    for (const b of booked.slice(0, 2)) await call('PUT', `/api/admin/bookings/${b}/confirm-deposit`);
    await call('PUT', `/api/admin/bookings/${booked[2]}/status`, { status: 'cancelled' });
  });
  afterAll(() => t?.close());

  it('owes nothing before the event; after it, her share at her commission or the default', async () => {
    expect((await earnings('Luna')).totals).toEqual({ earned: 0, paidOut: 0, owed: 0 });
    await advance('2026-11-29T12:00:00Z');
    const luna = await earnings('Luna');
    // $400 a booking at the default 25%: $300 each, for the two that took place.
    expect(luna.totals).toEqual({ earned: 600, paidOut: 0, owed: 600 });
    expect(luna.lines.filter((l: { earned: boolean }) => !l.earned)).toHaveLength(1);
    // Mia's own 40%: $200 a booking → $120.
    expect((await earnings('Mia')).totals).toEqual({ earned: 240, paidOut: 0, owed: 240 });
    const ledger = (await call('GET', `/api/admin/bookings/${booked[0]}/ledger`)).json();
    expect(ledger.totals.performerOwed).toBe(420);
  });

  it('records a payout over her bookings, up to what they owe, and she sees it in her portal', async () => {
    const res = await call('POST', `/api/admin/performers/${id.Luna}/payouts`, {
      amount: 450,
      method: 'cashapp',
      reference: 'payout-1',
      bookingIds: [booked[0], booked[1]],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: 450, bookingIds: [booked[0], booked[1]] });
    expect((await earnings('Luna')).totals).toEqual({ earned: 600, paidOut: 450, owed: 150 });
    const portal = await performerSession(t.app, t.db, id.Luna as string, clock);
    const mine = await t.app.inject({ url: '/api/portal/earnings', headers: portal });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().totals).toEqual({ earned: 600, paidOut: 450, owed: 150 });
    expect(
      mine
        .json()
        .lines.map((l: { bookingId: string }) => l.bookingId)
        .sort(),
    ).toEqual([...booked].sort());
  });

  it('refuses more than is owed, a booking not hers or not earned, and bad input, storing nothing', async () => {
    const pay = (body: object) => call('POST', `/api/admin/performers/${id.Luna}/payouts`, body);
    const cases: [object, number][] = [
      [{ amount: 151, method: 'cash', bookingIds: [booked[1]] }, 409],
      [{ amount: 10, method: 'cash', bookingIds: [booked[2]] }, 409],
      [{ amount: 10, method: 'cash', bookingIds: ['00000000-0000-4000-8000-000000000000'] }, 409],
      [{ amount: 0, method: 'cash', bookingIds: [booked[1]] }, 400],
      [{ amount: 10, method: 'cash', bookingIds: [] }, 400],
      [{ amount: 10, method: 'iou', bookingIds: [booked[1]] }, 400],
    ];
    for (const [body, status] of cases) expect((await pay(body)).statusCode, JSON.stringify(body)).toBe(status);
    expect((await earnings('Luna')).totals.paidOut).toBe(450);
    expect((await call('POST', '/api/admin/performers/not-a-uuid/payouts', cases[0]?.[0])).statusCode).toBe(404);
    // Two staff paying the rest at once: one payout.
    const both = await Promise.all([
      pay({ amount: 150, method: 'cash', bookingIds: [booked[1]] }),
      pay({ amount: 150, method: 'cash', bookingIds: [booked[1]] }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await earnings('Luna')).totals).toEqual({ earned: 600, paidOut: 600, owed: 0 });
  });

  it('lets her record the balance she collected, on the night only, never above what is due', async () => {
    const b = booked[0] as string;
    const portal = await performerSession(t.app, t.db, id.Luna as string, clock);
    const mia = await performerSession(t.app, t.db, id.Mia as string, clock);
    const balance = (headers: object, body: object, bookingId = b) =>
      t.app.inject({
        method: 'POST',
        url: `/api/portal/bookings/${bookingId}/balance`,
        headers: headers as Record<string, string>,
        payload: body,
      });
    // 29 Nov noon: within three days of the 28 Nov event.
    expect((await balance(portal, { amount: 700, method: 'cash' })).statusCode).toBe(409);
    const ok = await balance(portal, { amount: 250, method: 'cash' });
    expect(ok.statusCode, ok.body).toBe(201);
    // $600 in all ($400 for Luna, $200 for Mia), the $300 deposit paid.
    expect(ok.json()).toEqual({ paid: 550, due: 50 });
    const { entries } = (await call('GET', `/api/admin/bookings/${b}/ledger`)).json();
    expect(entries.at(-1)).toMatchObject({ kind: 'balance', amount: 250, recordedBy: `performer:${id.Luna}` });
    // Mia is on it too; a booking she is not on is a 404; staff and visitors are refused.
    expect((await balance(mia, { amount: 10, method: 'cash' })).statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: TEST_ORIGIN },
      payload: { ...bookingRequest([id.Mia as string]), eventDate: '2026-12-10' },
    });
    expect((await balance(portal, { amount: 10, method: 'cash' }, other.json().id)).statusCode).toBe(404);
    expect((await balance(staff, { amount: 10, method: 'cash' })).statusCode).toBe(403);
    expect((await balance({ origin: TEST_ORIGIN }, { amount: 10, method: 'cash' })).statusCode).toBe(401);
    await advance('2026-12-05T12:00:00Z');
    const later = await performerSession(t.app, t.db, id.Luna as string, clock);
    expect((await balance(later, { amount: 10, method: 'cash' })).statusCode).toBe(409);
  });
});
