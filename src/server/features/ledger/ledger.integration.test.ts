import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { insertNamedRefs } from '../../db/factories';
import { auditLog, bookings, ledgerEntries } from '../../db/schema';

const clock = new Date('2026-11-25T15:00:00Z');
type Totals = { total: number; paid: number; due: number; refunded: number; refundDue: number };
type Entry = { id: string; kind: string; amount: number; reversesId: string | null; reversedById: string | null };

/** Decision 035: each booking's money as append-only entries, with totals and a status that follow them. */
describe('the ledger', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let performerId = '';

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff, payload });
  /** A new booking of one performer at $200 an hour for two hours: total $400, deposit $200. */
  const book = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: TEST_ORIGIN },
      payload: bookingRequest([performerId]),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const pay = (id: string, body: object) => call('POST', `/api/admin/bookings/${id}/payments`, body);
  const ledger = async (id: string) =>
    (await call('GET', `/api/admin/bookings/${id}/ledger`)).json<{ entries: Entry[]; totals: Totals }>();
  const booking = async (id: string) => (await call('GET', `/api/admin/bookings/${id}`)).json();

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const res = await call('POST', '/api/admin/performers', {
      name: 'Luna',
      hourlyRate: 200,
      serviceAreaIds: ['miami'],
      eventTypeIds: ['birthday-party'],
    });
    performerId = res.json().id;
  });
  afterAll(() => t?.close());

  it('records the deposit through Confirm Deposit Received: the entry, the move to confirmed, the audit', async () => {
    const id = await book();
    const res = await call('PUT', `/api/admin/bookings/${id}/confirm-deposit`, { reference: ' #CASH-1 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'depositPaid' });
    const { entries, totals } = await ledger(id);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        amount: 200,
        method: 'cashapp',
        reference: '#CASH-1',
        recordedBy: 'admin@example.test',
        occurredAt: clock.toISOString(),
      }),
    ]);
    expect(totals).toEqual({ total: 400, paid: 200, due: 200, refunded: 0, refundDue: 0, performerOwed: 0 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, entries[0]?.id ?? ''));
    expect(audit.map((a) => a.action)).toEqual(['PUT /api/admin/bookings/:id/confirm-deposit']);
    // The balance at the event makes it fully paid; nothing is due.
    const balance = await pay(id, { kind: 'balance', amount: 200, method: 'cash' });
    expect(balance.statusCode, balance.body).toBe(201);
    expect(balance.json()).toMatchObject({ paymentStatus: 'fullPaid', totals: { paid: 400, due: 0 } });
  });

  it('confirms a booking whose deposit a payment covers, as Confirm Deposit Received would', async () => {
    const id = await book();
    const part = await pay(id, { kind: 'deposit', amount: 150, method: 'cashapp', reference: 'part-1' });
    expect(part.json()).toMatchObject({ paymentStatus: 'unpaid', totals: { paid: 150, due: 250 } });
    expect((await booking(id)).status).toBe('pending');
    const rest = await pay(id, { kind: 'deposit', amount: 50, method: 'cashapp', reference: 'part-2' });
    expect(rest.json().paymentStatus).toBe('depositPaid');
    expect((await booking(id)).status).toBe('confirmed');
  });

  it('corrects a mistake by a reversal, never an edit; a reversal is not reversed, an entry only once', async () => {
    const id = await book();
    await call('PUT', `/api/admin/bookings/${id}/confirm-deposit`, { reference: 'typo-1' });
    const [deposit] = (await ledger(id)).entries;
    const reversed = await call('POST', `/api/admin/payments/${deposit?.id}/reverse`, { reason: 'Wrong booking' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(reversed.json()).toMatchObject({
      paymentStatus: 'depositPending',
      totals: { paid: 0, due: 400 },
      entry: { kind: 'reversal', reversesId: deposit?.id, note: 'Wrong booking', amount: 200 },
    });
    const again = await call('POST', `/api/admin/payments/${deposit?.id}/reverse`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    const reversal = reversed.json().entry.id;
    const ofReversal = await call('POST', `/api/admin/payments/${reversal}/reverse`, { reason: 'undo' });
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json()).toMatchObject({ code: 'LEDGER_REFUSED', message: expect.stringMatching(/reversal/) });
    // The reference is free again once its entry is reversed.
    expect((await pay(id, { kind: 'deposit', amount: 200, method: 'cashapp', reference: 'typo-1' })).statusCode).toBe(
      201,
    );
    // The database itself refuses an edit or a delete.
    const refusedBy = async (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusedBy(t.db.execute(sql`update ledger_entries set amount = 1 where id = ${reversal}`))).toMatch(
      /append-only/,
    );
    expect(await refusedBy(t.db.execute(sql`delete from ledger_entries where id = ${reversal}`))).toMatch(
      /append-only/,
    );
    // A booking with money on record is never deleted.
    expect((await call('DELETE', `/api/admin/bookings/${id}`)).statusCode).toBe(409);
  });

  it('refuses bad amounts, a refund above what was paid and a price below zero, storing nothing', async () => {
    const id = await book();
    const bad: [object, number][] = [
      [{ kind: 'deposit', amount: 0, method: 'cash' }, 400],
      [{ kind: 'deposit', amount: -5, method: 'cash' }, 400],
      [{ kind: 'deposit', amount: 1e9, method: 'cash' }, 400],
      [{ kind: 'deposit', amount: 10.005, method: 'cash' }, 400],
      [{ kind: 'deposit', amount: '10', method: 'cash' }, 400],
      [{ kind: 'deposit', amount: 10, method: 'venmo' }, 400],
      [{ kind: 'gift', amount: 10, method: 'cash' }, 400],
      [{ kind: 'adjustment', amount: -50, method: 'other' }, 400],
      [{ kind: 'deposit', amount: 10, method: 'cash', at: '2027-01-01T00:00:00Z' }, 400],
      [{ kind: 'refund', amount: 10, method: 'cashapp' }, 409],
      [{ kind: 'adjustment', amount: -401, method: 'other', note: 'too much' }, 409],
    ];
    for (const [body, status] of bad) {
      const res = await pay(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id))).toEqual([]);
    expect((await call('GET', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/ledger')).statusCode).toBe(404);
    expect((await pay('not-a-uuid', { kind: 'deposit', amount: 10, method: 'cash' })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/payments/not-a-uuid/reverse', { reason: 'x' })).statusCode).toBe(404);
  });

  it('records one entry when two staff type the same Cash App reference at once', async () => {
    const [a, b] = [await book(), await book()];
    const results = await Promise.all([
      pay(a, { kind: 'deposit', amount: 200, method: 'cashapp', reference: 'SAME-REF' }),
      pay(b, { kind: 'deposit', amount: 200, method: 'cashapp', reference: 'same-ref' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('DUPLICATE_REFERENCE');
  });

  it('keeps the totals on concurrent payments to one booking', async () => {
    const id = await book();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pay(id, { kind: 'balance', amount: 50, method: 'cash', reference: `c${i}` })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const { totals } = await ledger(id);
    expect(totals).toMatchObject({ paid: 400, due: 0 });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.paymentStatus).toBe('fullPaid');
  });

  it('keeps the totals equal to the sum of the entries, never negative, for any sequence', async () => {
    type Step =
      | { op: 'pay'; kind: 'deposit' | 'balance' | 'refund'; cents: number }
      | { op: 'adjust'; cents: number }
      | { op: 'reverse'; pick: number }
      | { op: 'status'; to: 'cancelled' | 'pending' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        op: fc.constant('pay' as const),
        kind: fc.constantFrom('deposit' as const, 'balance' as const, 'refund' as const),
        cents: fc.integer({ min: 1, max: 50_000 }),
      }),
      fc.record({ op: fc.constant('adjust' as const), cents: fc.integer({ min: -50_000, max: 50_000 }) }),
      fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('status' as const), to: fc.constantFrom('cancelled' as const, 'pending' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const id = await book();
        for (const s of steps) {
          if (s.op === 'pay') await pay(id, { kind: s.kind, amount: s.cents / 100, method: 'cash' });
          else if (s.op === 'adjust' && s.cents !== 0)
            await pay(id, { kind: 'adjustment', amount: s.cents / 100, method: 'other', note: 'test' });
          else if (s.op === 'reverse') {
            const { entries } = await ledger(id);
            const target = entries[s.pick % Math.max(1, entries.length)];
            if (target) await call('POST', `/api/admin/payments/${target.id}/reverse`, { reason: 'test' });
          } else if (s.op === 'status') await call('PUT', `/api/admin/bookings/${id}/status`, { status: s.to });
        }
        const { entries, totals } = await ledger(id);
        const undone = new Set(entries.map((e) => e.reversesId));
        const live = entries.filter((e) => e.kind !== 'reversal' && !undone.has(e.id));
        const sum = (kind: string) =>
          live.filter((e) => e.kind === kind).reduce((n, e) => n + Math.round(e.amount * 100), 0);
        const paid = sum('deposit') + sum('balance') - sum('refund');
        const total = 40_000 + sum('adjustment');
        expect(Math.round(totals.paid * 100)).toBe(paid);
        expect(Math.round(totals.total * 100)).toBe(total);
        expect(Math.round(totals.refunded * 100)).toBe(sum('refund'));
        for (const value of Object.values(totals)) expect(value).toBeGreaterThanOrEqual(0);
        const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
        expect(Math.round(Number(row?.totalAmount) * 100)).toBe(total);
        const expected = paid > 0 && paid >= total ? 'fullPaid' : paid > 0 && paid >= 20_000 ? 'depositPaid' : null;
        if (expected) expect(row?.paymentStatus).toBe(expected);
        else expect(['unpaid', 'depositPending']).toContain(row?.paymentStatus);
      }),
      { numRuns: 25 },
    );
  });
});
