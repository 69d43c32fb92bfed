import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingPerformers, bookings, type StatusChange } from '../../db/schema';

const moves = (...to: string[]): StatusChange[] =>
  to.map((status, i) => ({
    from: i === 0 ? null : (to[i - 1] ?? null),
    to: status,
    by: 'x',
    at: '2026-11-01T00:00:00Z',
  }));

describe('the dashboard report', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let nonAdmin: Record<string, string>;

  async function insert(
    createdAt: string,
    status: string,
    paymentStatus: string,
    history: StatusChange[],
    lines: [string, string][],
  ) {
    const total = lines.reduce((sum, [, price]) => sum + Number(price), 0).toFixed(2);
    const [row] = await t.db
      .insert(bookings)
      .values({
        clientName: 'Report Client',
        clientEmail: 'report@example.test',
        status,
        paymentStatus,
        serviceType: 'hourly',
        eventDate: '2026-12-20',
        eventTime: '20:00',
        eventDuration: 120,
        totalAmount: total,
        depositAmount: '0.00',
        remainingAmount: '0.00',
        cashAppLink: 'https://cash.app/$T/0',
        statusHistory: history,
        createdAt: new Date(createdAt),
      })
      .returning({ id: bookings.id });
    await t.db
      .insert(bookingPerformers)
      .values(
        lines.map(([performerName, price], position) => ({ bookingId: row?.id ?? '', position, performerName, price })),
      );
  }

  beforeAll(async () => {
    t = await createTestApp();
    const accounts = await signInAccounts(t.app, t.db);
    admin = asUser(accounts.admin);
    nonAdmin = asUser(accounts.nonAdmin);
    const paid = moves('pending', 'depositPending', 'confirmed');
    await insert('2026-11-02T15:00:00Z', 'confirmed', 'depositPaid', paid, [
      ['Rita', '200.00'],
      ['Sam', '200.00'],
    ]);
    await insert(
      '2026-11-03T15:00:00Z',
      'cancelled',
      'depositPending',
      moves('pending', 'depositPending', 'cancelled'),
      [['Rita', '300.00']],
    );
    // 03:00 UTC on 10 Nov is 22:00 on Monday 9 Nov in Miami: that week, that day.
    await insert('2026-11-10T03:00:00Z', 'pending', 'unpaid', moves('pending'), [['Sam', '150.00']]);
    // 03:00 UTC on 1 Dec is still 30 Nov in Miami: in the period.
    await insert('2026-12-01T03:00:00Z', 'confirmed', 'depositPaid', paid, [['Tia', '250.00']]);
    // 31 Oct in Miami: outside.
    await insert('2026-10-31T12:00:00Z', 'confirmed', 'depositPaid', paid, [['Rita', '999.00']]);
  });
  afterAll(() => t.close());

  it('counts requests and confirmations per week, deposits, revenue per month and top performers', async () => {
    const res = await t.app.inject({ url: '/api/admin/reports?from=2026-11-01&to=2026-11-30', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      weeks: [
        { week: '2026-11-02', requested: 2, confirmed: 1 },
        { week: '2026-11-09', requested: 1, confirmed: 0 },
        { week: '2026-11-30', requested: 1, confirmed: 1 },
      ],
      deposits: { asked: 3, paid: 2 },
      revenue: [{ month: '2026-11', confirmedTotal: '650.00' }],
      topPerformers: [
        { name: 'Rita', bookings: 2, confirmedTotal: '200.00' },
        { name: 'Sam', bookings: 2, confirmedTotal: '200.00' },
        { name: 'Tia', bookings: 1, confirmedTotal: '250.00' },
      ],
    });
  });

  it('answers an empty report for a quiet period, and refuses bad periods and visitors', async () => {
    const quiet = await t.app.inject({ url: '/api/admin/reports?from=2025-01-01&to=2025-01-31', headers: admin });
    expect(quiet.json()).toMatchObject({ weeks: [], deposits: { asked: 0, paid: 0 }, revenue: [], topPerformers: [] });
    for (const query of [
      '',
      '?from=2026-11-01',
      '?from=2026-11-30&to=2026-11-01',
      '?from=2025-01-01&to=2026-11-30',
      '?from=2026-02-30&to=2026-03-01',
    ]) {
      const res = await t.app.inject({ url: `/api/admin/reports${query}`, headers: admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(
      (await t.app.inject({ url: '/api/admin/reports?from=2026-11-01&to=2026-11-30', headers: nonAdmin })).statusCode,
    ).toBe(403);
  });
});
