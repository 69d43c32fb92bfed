import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { bookings } from '../../db/schema';

const NOW = new Date('2026-11-20T17:00:00Z');

describe('booking management', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let performerId: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performerId = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(() => t.close());

  async function newBooking(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...bookingRequest([performerId]), specialRequests: 'Surprise!', serviceType: 'hourly' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }
  const put = (url: string, payload?: object) => t.app.inject({ method: 'PUT', url, headers: admin, payload });

  it('lists bookings with the admin fields, newest first', async () => {
    const id = await newBooking();
    const res = await t.app.inject({ url: '/api/admin/bookings', headers: admin });
    expect(res.statusCode).toBe(200);
    const found = res.json().find((b: { id: string }) => b.id === id);
    expect(found).toMatchObject({
      clientName: 'Pat Client',
      clientEmail: 'pat@example.test',
      clientPhone: '305-555-0100',
      eventDate: '2026-11-28',
      eventDuration: 2,
      numberOfPerformers: 1,
      performers: [{ name: 'Rita Ray', price: '400.00' }],
      serviceArea: 'Miami',
      eventType: 'Birthday Party',
      eventDetails: '1 Ocean Dr, Miami',
      customMessage: 'Surprise!',
      totalAmount: '400.00',
      depositAmount: '200.00',
      cashAppLink: 'https://cash.app/$TestTag/200',
      status: 'pending',
      paymentStatus: 'unpaid',
    });
  });

  it('walks a booking from pending to confirmed, recording who did what and when', async () => {
    const id = await newBooking();
    const requested = await put(`/api/admin/bookings/${id}/status`, { status: 'depositPending' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ status: 'depositPending', paymentStatus: 'depositPending' });
    const confirmed = await put(`/api/admin/bookings/${id}/confirm-deposit`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'depositPaid' });
    expect(
      confirmed.json().statusHistory.map((h: { from: string | null; to: string; by: string }) => [h.from, h.to, h.by]),
    ).toEqual([
      [null, 'pending', 'client'],
      ['pending', 'depositPending', 'admin@example.test'],
      ['depositPending', 'confirmed', 'admin@example.test'],
    ]);
    const archived = await put(`/api/admin/bookings/${id}/archive`);
    expect(archived.json()).toMatchObject({ status: 'archived' });
  });

  it('lets only one of two admins asking for the deposit at once win; the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newBooking();
      const answers = await Promise.all(
        [1, 2, 3].map(() => put(`/api/admin/bookings/${id}/status`, { status: 'depositPending' })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
      // The creation entry, then exactly one move.
      expect(row?.statusHistory.map((h) => h.to)).toEqual(['pending', 'depositPending']);
      expect(row?.status).toBe('depositPending');
    }
  });

  it('refuses moves outside the status table with 409, changing nothing', async () => {
    const id = await newBooking();
    for (const [url, payload] of [
      [`/api/admin/bookings/${id}/status`, { status: 'confirmed' }],
      [`/api/admin/bookings/${id}/status`, { status: 'pending' }],
      [`/api/admin/bookings/${id}/archive`, undefined],
    ] as const) {
      const res = await put(url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION', message: expect.any(String) });
    }
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe('pending');
  });

  it('rejects, reopens, and deletes only pending bookings', async () => {
    const id = await newBooking();
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'cancelled' })).json().status).toBe('cancelled');
    const refusedDelete = await t.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${id}`, headers: admin });
    expect(refusedDelete.statusCode).toBe(409);
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'pending' })).json().status).toBe('pending');
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject(`/api/bookings/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for unknown and malformed ids and 400 for an unknown status', async () => {
    expect((await put('/api/admin/bookings/00000000-0000-4000-8000-000000000000/archive')).statusCode).toBe(404);
    expect((await put('/api/admin/bookings/abc/archive')).statusCode).toBe(404);
    const id = await newBooking();
    const bad = await put(`/api/admin/bookings/${id}/status`, { status: 'paid-in-full' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'status' }] });
  });
});

describe('double bookings in the admin list', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let rita = '';
  let sol = '';
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [rita = '', sol = ''] = await insertPerformers(t.db, [
      { name: 'Rita Ray', hourlyRate: 200 },
      { name: 'Sol Sun', hourlyRate: 150 },
    ]);
  });
  afterAll(() => t.close());

  const book = async (performerIds: string[], eventTime: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        performerIds,
        clientName: 'Pat',
        clientEmail: 'pat@example.test',
        clientPhone: '305-555-0100',
        eventDate: '2026-12-05',
        eventTime,
        eventDuration: 120,
        eventLocation: 'Miami',
        eventTypeId: 'birthday-party',
        serviceAreaId: 'miami',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const list = async () =>
    (await t.app.inject({ url: '/api/admin/bookings', headers: admin })).json() as {
      id: string;
      reference: string;
      conflicts: { id: string; reference: string; performerName: string; eventDate: string }[];
    }[];

  it('lists the other active bookings that share a performer within an hour, and drops them once cancelled', async () => {
    const first = await book([rita], '20:00'); // 8 to 10 PM
    const close = await book([sol, rita], '22:30'); // 30 minutes after the first ends
    const apart = await book([rita], '23:00'); // an hour after the first ends, but overlapping `close`
    const other = await book([sol], '18:00'); // Sol again, ending 2.5 hours before `close` starts
    const byId = new Map((await list()).map((b) => [b.id, b]));
    expect(byId.get(first)?.reference).toBe(first.slice(0, 8).toUpperCase());
    expect(byId.get(first)?.conflicts).toEqual([
      {
        id: close,
        reference: close.slice(0, 8).toUpperCase(),
        performerName: 'Rita Ray',
        status: 'pending',
        eventDate: '2026-12-05',
        eventTime: '22:30',
      },
    ]);
    expect(
      byId
        .get(close)
        ?.conflicts.map((c) => c.id)
        .sort(),
    ).toEqual([apart, first].sort());
    expect(byId.get(other)?.conflicts).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${close}/status`,
      headers: admin,
      payload: { status: 'cancelled' },
    });
    const after = new Map((await list()).map((b) => [b.id, b]));
    expect(after.get(first)?.conflicts).toEqual([]);
    expect(after.get(close)?.conflicts).toEqual([]);
  });
});
