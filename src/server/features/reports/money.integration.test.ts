import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { insertNamedRefs } from '../../db/factories';
import { hashPassword } from '../auth/passwords';
import { upsertUser } from '../auth/repository';

let clock = new Date('2026-11-25T15:00:00Z');

/** Decision 035: money reports and exports count money, and are for owners. */
describe('money reports and exports', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let agent: Record<string, string>;
  let luna = '';
  const booked: string[] = [];

  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });
    return asUser(String(res.headers['set-cookie']).split(';')[0] ?? '');
  };
  const call = (headers: object, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    owner = asUser((await signInAccounts(t.app, t.db)).admin);
    await upsertUser(t.db, {
      email: 'agent@example.test',
      firstName: 'Abe',
      passwordHash: await hashPassword('agent password 123'),
      isAdmin: true,
      role: 'agent',
    });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const res = await call(owner, 'POST', '/api/admin/performers', {
      name: 'Luna',
      hourlyRate: 200,
      serviceAreaIds: ['miami'],
      eventTypeIds: ['birthday-party'],
    });
    luna = res.json().id;
    for (const time of ['14:00', '20:00']) {
      const b = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { origin: TEST_ORIGIN },
        payload: { ...bookingRequest([luna]), eventTime: time },
      });
      booked.push(b.json().id);
    }
    // Booking one: the deposit by Cash App (a reference a spreadsheet would run), the balance in cash.
    await call(owner, 'PUT', `/api/admin/bookings/${booked[0]}/confirm-deposit`, { reference: '=HYPERLINK("x")' });
    await call(owner, 'POST', `/api/admin/bookings/${booked[0]}/payments`, {
      kind: 'balance',
      amount: 200,
      method: 'cash',
    });
    // Booking two: a deposit, then refunded in part.
    await call(owner, 'PUT', `/api/admin/bookings/${booked[1]}/confirm-deposit`, { reference: 'ref-2' });
    await call(owner, 'POST', `/api/admin/bookings/${booked[1]}/payments`, {
      kind: 'refund',
      amount: 50,
      method: 'cashapp',
    });
    clock = new Date('2026-12-01T12:00:00Z');
    owner = asUser((await signInAccounts(t.app, t.db)).admin);
    agent = await signIn('agent@example.test', 'agent password 123');
    await call(owner, 'POST', `/api/admin/performers/${luna}/payouts`, {
      amount: 300,
      method: 'cash',
      bookingIds: [booked[0]],
    });
  });
  afterAll(() => t?.close());

  it('counts money by the month it moved and by the month of the event, and per performer', async () => {
    const res = await call(owner, 'GET', '/api/admin/reports/money?from=2026-11-01&to=2026-12-31');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.byReceived).toEqual([
      { month: '2026-11', deposits: 400, balances: 200, refunds: 50, payouts: 0, commissionKept: 550 },
      { month: '2026-12', deposits: 0, balances: 0, refunds: 0, payouts: 300, commissionKept: -300 },
    ]);
    // Both events took place on 28 November: $800 of prices, $600 of shares at 25%.
    expect(report.byEvent).toEqual([
      { month: '2026-11', deposits: 400, balances: 200, refunds: 50, payouts: 0, commissionKept: 200 },
    ]);
    expect(report.performers).toEqual([{ name: 'Luna', earned: 600, paidOut: 300, owed: 300 }]);
  });

  it('exports the ledger for the accountant with formulas neutralised, and her records', async () => {
    const csv = await call(owner, 'GET', '/api/admin/ledger.csv?from=2026-11-01&to=2026-12-31');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    // Amounts are numbers (money out negative), never neutralised into text.
    expect(csv.body).toMatch(/"refund","-50"/);
    expect(csv.body).toMatch(/"payout","-300"/);
    const records = await call(owner, 'GET', `/api/admin/performers/${luna}/records.csv`);
    expect(records.statusCode).toBe(200);
    expect(records.body.split('\r\n')[0]).toContain('"Performer","Booking","Event date"');
    expect((await call(owner, 'GET', '/api/admin/performers/not-a-uuid/records.csv')).statusCode).toBe(404);
  });

  it('refuses money reports and exports to agents and to the signed out; agents still record payments', async () => {
    for (const url of [
      '/api/admin/reports/money?from=2026-11-01&to=2026-12-31',
      '/api/admin/ledger.csv?from=2026-11-01&to=2026-12-31',
      `/api/admin/performers/${luna}/records.csv`,
    ]) {
      const res = await call(agent, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('OWNER_REQUIRED');
      expect((await call({}, 'GET', url)).statusCode, url).toBe(401);
    }
    expect((await call(owner, 'GET', '/api/admin/reports/money?from=2026-12-31&to=2026-11-01')).statusCode).toBe(400);
    const paid = await call(agent, 'POST', `/api/admin/bookings/${booked[1]}/payments`, {
      kind: 'balance',
      amount: 10,
      method: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
  });
});
