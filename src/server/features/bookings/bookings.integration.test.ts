import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { insertNamedRefs, insertPerformers } from '../../db/factories';

// Friday 2026-11-20, 12:00 in Miami.
const NOW = new Date('2026-11-20T17:00:00Z');

describe('POST /api/bookings and GET /api/bookings/{id}', () => {
  let t: TestApp;
  let ids: Record<'rita' | 'sol' | 'weekend' | 'evening' | 'busy' | 'hidden' | 'noRate', string>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, bookingRateLimit: { max: 1000, windowMinutes: 60 } });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const [rita, sol, weekend, evening, busy, hidden, noRate] = await insertPerformers(t.db, [
      { name: 'Rita Ray', hourlyRate: 200 },
      { name: 'Sol Sun', hourlyRate: 175.5 },
      { name: 'Wendy Weekend', hourlyRate: 250, weekendsOnly: true },
      { name: 'Eve Night', hourlyRate: 300, eveningOnly: true },
      { name: 'Busy Bee', hourlyRate: 220, unavailableDates: ['2026-11-28'] },
      { name: 'Hidden Hal', hourlyRate: 220, isActive: false },
      { name: 'No Rate Nia' },
    ]);
    ids = {
      rita: rita ?? '',
      sol: sol ?? '',
      weekend: weekend ?? '',
      evening: evening ?? '',
      busy: busy ?? '',
      hidden: hidden ?? '',
      noRate: noRate ?? '',
    };
  });
  afterAll(() => t.close());

  const valid = (over: Record<string, unknown> = {}) => ({
    performerIds: [ids.rita, ids.sol],
    clientName: 'Pat Client',
    clientEmail: 'pat@example.test',
    clientPhone: '305-555-0100',
    eventDate: '2026-11-28', // a Saturday
    eventTime: '20:00',
    eventDuration: 180,
    eventLocation: '1 Ocean Dr, Miami',
    eventTypeId: 'birthday-party',
    serviceAreaId: 'miami',
    specialRequests: 'Surprise!',
    serviceType: 'hourly',
    ...over,
  });
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/bookings', payload: payload as object, headers });
  const counts = async () => {
    const result = await t.db.execute(
      sql`select (select count(*)::int from bookings) as bookings, (select count(*)::int from booking_performers) as lines`,
    );
    return (result as unknown as { rows: { bookings: number; lines: number }[] }).rows[0];
  };

  it('stores a booking with one line per performer at that performer’s price, priced by the server', async () => {
    const before = await counts();
    const res = await post(valid({ totalAmount: '1.00', depositAmount: '0.50', status: 'confirmed' }));
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    // 3 h × $200 + 3 h × $175.50, half as deposit; client totals and status are ignored.
    expect(booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      numberOfPerformers: 2,
      totalAmount: '1126.50',
      depositAmount: '563.25',
      remainingAmount: '563.25',
    });
    expect(booking.cashAppLink).toBe('https://cash.app/$TestTag/563.25');
    expect(await counts()).toEqual({ bookings: (before?.bookings ?? 0) + 1, lines: (before?.lines ?? 0) + 2 });
    const lines = await t.db.execute(
      sql`select performer_id, price from booking_performers where booking_id = ${booking.id} order by price`,
    );
    expect((lines as unknown as { rows: { price: string }[] }).rows.map((r) => r.price)).toEqual(['526.50', '600.00']);

    const read = await t.app.inject(`/api/bookings/${booking.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: booking.id, clientName: 'Pat Client', totalAmount: '1126.50' });
  });

  it('keeps the price at booking time when the rate changes later', async () => {
    const res = await post(valid({ performerIds: [ids.rita], eventDuration: 60 }));
    const id = res.json().id;
    await t.db.execute(sql`update performers set hourly_rate = 999 where id = ${ids.rita}`);
    expect((await t.app.inject(`/api/bookings/${id}`)).json().totalAmount).toBe('200.00');
    await t.db.execute(sql`update performers set hourly_rate = 200 where id = ${ids.rita}`);
  });

  it('prices a stripper gram at $150 flat per performer for 15 minutes, and applies the $50 minimum', async () => {
    const gram = await post(valid({ serviceType: 'stripper-gram', eventDuration: 15 }));
    expect(gram.statusCode).toBe(201);
    expect(gram.json()).toMatchObject({ totalAmount: '300.00', depositAmount: '150.00', eventDuration: 15 });
    const noRate = await post(valid({ performerIds: [ids.noRate], eventDuration: 60 }));
    expect(noRate.statusCode).toBe(201);
    expect(noRate.json()).toMatchObject({ totalAmount: '50.00', depositAmount: '25.00' });
  });

  it('answers each missing field with the spec’s message, and stores nothing', async () => {
    const before = await counts();
    const res = await post({ performerIds: [] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    const messages = body.issues.map((i: { message: string }) => i.message);
    for (const m of [
      'Please select at least one performer',
      'Your name is required',
      'Your email is required',
      'Your phone number is required',
      'Event date is required',
      'Event time is required',
      'Service area is required',
      'Event type is required',
      'Event location is required',
    ]) {
      expect(messages).toContain(m);
    }
    expect((await post(valid({ clientEmail: 'not-an-email' }))).json().issues[0].message).toBe(
      'Please enter a valid email address',
    );
    expect((await post(valid({ eventDuration: 45 }))).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses dates in the past, unknown areas and hidden or unknown performers', async () => {
    const before = await counts();
    const issue = async (over: Record<string, unknown>) => {
      const res = await post(valid(over));
      expect(res.statusCode).toBe(400);
      return res.json().issues.map((i: { message: string }) => i.message);
    };
    expect(await issue({ eventDate: '2026-11-19' })).toContain('Event date must be today or later');
    expect(await issue({ serviceAreaId: 'atlantis' })).toContain('Service area is required');
    expect(await issue({ performerIds: [ids.hidden] })).toContain(
      'One or more selected performers are no longer available',
    );
    expect(await issue({ performerIds: ['00000000-0000-4000-8000-000000000000'] })).toContain(
      'One or more selected performers are no longer available',
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a performer on an unavailable date, on a weekday when weekends only, or in the morning when evenings only', async () => {
    const refused = async (over: Record<string, unknown>, message: string) => {
      const res = await post(valid(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
    };
    await refused({ performerIds: [ids.busy] }, 'Busy Bee is unavailable on this date');
    await refused(
      { performerIds: [ids.weekend], eventDate: '2026-11-25' },
      'Wendy Weekend performs on weekends only (Friday to Sunday)',
    );
    await refused(
      { performerIds: [ids.evening], eventTime: '10:00' },
      'Eve Night performs in the evening only (6 PM to 2 AM)',
    );
    expect((await post(valid({ performerIds: [ids.weekend], eventDate: '2026-11-27' }))).statusCode).toBe(201);
    expect((await post(valid({ performerIds: [ids.evening], eventTime: '23:30' }))).statusCode).toBe(201);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = await counts();
    const res = await post(valid({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String) });
    expect(await counts()).toEqual(before);
    expect((await t.app.inject(`/api/bookings/${res.json().id}`)).statusCode).toBe(404);
  });

  it('answers unknown ids with 404, and refuses wrong content types and oversized bodies', async () => {
    const unknown = await t.app.inject('/api/bookings/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Booking not found' });
    expect((await t.app.inject('/api/bookings/not-a-uuid')).statusCode).toBe(404);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    const big = await post(valid({ specialRequests: 'x'.repeat(1_100_000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toHaveProperty('message');
  });

  it('has no public list of bookings', async () => {
    expect((await t.app.inject('/api/bookings')).statusCode).toBe(404);
  });
});

describe('booking rate limit', () => {
  let t: TestApp;
  let performerId: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, bookingRateLimit: { max: 2, windowMinutes: 60 } });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performerId = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(() => t.close());

  it('answers 429 in the error shape past the limit for one address', async () => {
    const payload = {
      performerIds: [performerId],
      clientName: 'Pat',
      clientEmail: 'pat@example.test',
      clientPhone: '305-555-0100',
      eventDate: '2026-11-28',
      eventTime: '20:00',
      eventDuration: 120,
      eventLocation: 'Somewhere',
      eventTypeId: 'birthday-party',
      serviceAreaId: 'miami',
    };
    const send = () => t.app.inject({ method: 'POST', url: '/api/bookings', payload });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(third.json().message).toMatch(/^Too many booking requests/);
  });
});
