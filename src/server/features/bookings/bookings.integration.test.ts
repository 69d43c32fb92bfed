import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { loadConfig } from '../../config';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { bookingPerformers, bookings } from '../../db/schema';

// Friday 2026-11-20, 12:00 in Miami.
const NOW = new Date('2026-11-20T17:00:00Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Issue = { path: string; message: string };
type ErrorBody = { message: string; code?: string; issues?: Issue[] };

/** The one error shape: message, optional code, optional issues of {path, message}; nothing else. */
function expectErrorShape(body: unknown): ErrorBody {
  expect(body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  const error = body as ErrorBody & Record<string, unknown>;
  expect(error.message.length).toBeGreaterThan(0);
  expect(Object.keys(error).filter((k) => !['message', 'code', 'issues'].includes(k))).toEqual([]);
  if (error.code !== undefined) expect(typeof error.code).toBe('string');
  for (const issue of error.issues ?? []) {
    expect(Object.keys(issue).sort()).toEqual(['message', 'path']);
    expect(issue).toEqual({ path: expect.any(String), message: expect.any(String) });
  }
  return error;
}

async function countRows(t: TestApp) {
  const result = await t.db.execute(
    sql`select (select count(*)::int from bookings) as bookings, (select count(*)::int from booking_performers) as lines`,
  );
  return (result as unknown as { rows: { bookings: number; lines: number }[] }).rows[0];
}

describe('POST /api/bookings and GET /api/bookings/{id}', () => {
  let t: TestApp;
  let ids: Record<'rita' | 'sol' | 'weekend' | 'evening' | 'busy' | 'hidden' | 'noRate', string>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, bookingRateLimit: { max: 1000, windowMinutes: 60 } });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const [rita, sol, weekend, evening, busy, hidden, noRate] = await insertPerformers(t.db, [
      { name: 'Rita Ray', hourlyRate: 200 },
      { name: 'Sol Sun', hourlyRate: 175.5, appearanceFee: 185.5 },
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

  const valid = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
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
  const counts = () => countRows(t);
  /** A refused request: 400 in the error shape, with its issues. */
  const refusal = async (payload: unknown): Promise<Issue[]> => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = expectErrorShape(res.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues?.length).toBeGreaterThan(0);
    return body.issues ?? [];
  };
  const messages = (issues: Issue[]) => issues.map((i) => i.message);

  it('stores a booking with one line per performer at that performer’s price, priced by the server', async () => {
    const before = await counts();
    const res = await post(
      valid({
        totalAmount: '1.00',
        depositAmount: '0.50',
        remainingAmount: '0.50',
        status: 'confirmed',
        paymentStatus: 'depositPaid',
        cashAppLink: 'https://evil.example/pay',
        performers: [{ name: 'Rita Ray', price: '1.00' }],
      }),
    );
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

    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      totalAmount: '1126.50',
      depositAmount: '563.25',
      remainingAmount: '563.25',
      eventLocation: '1 Ocean Dr, Miami',
      eventTypeId: 'birthday-party',
      serviceAreaId: 'miami',
      // docs/product.md, Calls: estimatedGuests is 0 when blank.
      estimatedGuests: 0,
    });
    const lines = await t.db
      .select({
        performerId: bookingPerformers.performerId,
        performerName: bookingPerformers.performerName,
        hourlyRate: bookingPerformers.hourlyRate,
        price: bookingPerformers.price,
      })
      .from(bookingPerformers)
      .where(eq(bookingPerformers.bookingId, booking.id))
      .orderBy(asc(bookingPerformers.position));
    expect(lines).toEqual([
      { performerId: ids.rita, performerName: 'Rita Ray', hourlyRate: '200.00', price: '600.00' },
      { performerId: ids.sol, performerName: 'Sol Sun', hourlyRate: '175.50', price: '526.50' },
    ]);
  });

  it('answers the confirmation read with the spec’s fields for a stored booking', async () => {
    const created = await post(
      valid({ preferredDanceStyles: ['Latin'], preferredMusicStyles: ['Pop'], estimatedGuests: 25 }),
    );
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const read = await t.app.inject(`/api/bookings/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id,
      status: 'pending',
      paymentStatus: 'unpaid',
      clientName: 'Pat Client',
      clientEmail: 'pat@example.test',
      clientPhone: '305-555-0100',
      serviceType: 'hourly',
      numberOfPerformers: 2,
      eventDate: '2026-11-28',
      eventTime: '20:00',
      eventDuration: 180,
      preferredDanceStyles: ['Latin'],
      preferredMusicStyles: ['Pop'],
      customMessage: 'Surprise!',
      totalAmount: '1126.50',
      depositAmount: '563.25',
      remainingAmount: '563.25',
      cashAppLink: 'https://cash.app/$TestTag/563.25',
      createdAt: NOW.toISOString(),
      reference: id.slice(0, 8).toUpperCase(),
      performerNames: ['Rita Ray', 'Sol Sun'],
      confirmedPerformers: [],
      performerFacts: [
        { name: 'Rita Ray', showIncludes: '', showIncludesEs: '', idCheckedAt: null },
        { name: 'Sol Sun', showIncludes: '', showIncludesEs: '', idCheckedAt: null },
      ],
      eventLocation: '1 Ocean Dr, Miami',
      limited: false,
    });
    const [row] = await t.db.select({ guests: bookings.estimatedGuests }).from(bookings).where(eq(bookings.id, id));
    expect(row?.guests).toBe(25);
  });

  it('stores concurrent bookings that share performers in opposite orders, without deadlocks', async () => {
    const orders = [
      [ids.rita, ids.sol, ids.noRate],
      [ids.noRate, ids.sol, ids.rita],
      [ids.sol, ids.noRate, ids.rita],
    ];
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => post(valid({ performerIds: orders[i % 3], clientName: `Racer ${i}` }))),
      );
      expect(
        answers.map((a) => a.statusCode),
        answers.find((a) => a.statusCode !== 201)?.body,
      ).toEqual(answers.map(() => 201));
    }
  });

  it('keeps the price at booking time when the rate changes later', async () => {
    const res = await post(valid({ performerIds: [ids.rita], eventDuration: 60 }));
    const id = res.json().id;
    await t.db.execute(sql`update performers set hourly_rate = 999 where id = ${ids.rita}`);
    try {
      expect((await t.app.inject(`/api/bookings/${id}`)).json().totalAmount).toBe('200.00');
      const lines = await t.db
        .select({ hourlyRate: bookingPerformers.hourlyRate, price: bookingPerformers.price })
        .from(bookingPerformers)
        .where(eq(bookingPerformers.bookingId, id));
      expect(lines).toEqual([{ hourlyRate: '200.00', price: '200.00' }]);
    } finally {
      await t.db.execute(sql`update performers set hourly_rate = 200 where id = ${ids.rita}`);
    }
  });

  it("prices a stripper gram at each performer's appearance fee, $150 without one, and applies the $50 minimum", async () => {
    // Rita has no appearance fee ($150), Sol's is $185.50: the price the cards and profile show.
    const gram = await post(valid({ serviceType: 'stripper-gram', eventDuration: 15 }));
    expect(gram.statusCode).toBe(201);
    expect(gram.json()).toMatchObject({ totalAmount: '335.50', depositAmount: '167.75', eventDuration: 15 });
    const solOnly = await post(valid({ performerIds: [ids.sol], serviceType: 'stripper-gram', eventDuration: 15 }));
    expect(solOnly.json()).toMatchObject({ totalAmount: '185.50', depositAmount: '92.75' });
    const shown = (await t.app.inject(`/api/performers/${ids.sol}`)).json();
    expect(shown.appearanceFee).toBe('185.50');
    const noRate = await post(valid({ performerIds: [ids.noRate], eventDuration: 60 }));
    expect(noRate.statusCode).toBe(201);
    expect(noRate.json()).toMatchObject({ totalAmount: '50.00', depositAmount: '25.00' });
  });

  it('answers each missing field with the spec’s message, and stores nothing', async () => {
    const before = await counts();
    const issues = await refusal({ performerIds: [] });
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
      expect(messages(issues)).toContain(m);
    }
    expect(await refusal(valid({ clientEmail: 'not-an-email' }))).toEqual([
      { path: 'clientEmail', message: 'Please enter a valid email address' },
    ]);
    expect(await refusal(valid({ performerIds: [] }))).toEqual([
      { path: 'performerIds', message: 'Please select at least one performer' },
    ]);
    expect(messages(await refusal(valid({ eventDuration: 45 })))).toHaveLength(1);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['clientName', 'Your name is required'],
    ['clientEmail', 'Your email is required'],
    ['clientPhone', 'Your phone number is required'],
    ['eventDate', 'Event date is required'],
    ['eventTime', 'Event time is required'],
    ['serviceAreaId', 'Service area is required'],
    ['eventTypeId', 'Event type is required'],
    ['eventLocation', 'Event location is required'],
  ])('refuses a request whose %s is missing, empty or blank with “%s”', async (field, message) => {
    const before = await counts();
    const { [field]: _dropped, ...without } = valid();
    for (const payload of [without, valid({ [field]: '' }), valid({ [field]: '   ' })]) {
      const issues = await refusal(payload);
      expect(issues).toContainEqual({ path: field, message });
      // Only the broken field is reported.
      expect([...new Set(issues.map((i) => i.path))]).toEqual([field]);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses dates in the past, unknown areas and hidden, unknown or repeated performers', async () => {
    const before = await counts();
    const issue = async (over: Record<string, unknown>) => messages(await refusal(valid(over)));
    expect(await issue({ eventDate: '2026-11-19' })).toContain('Event date must be today or later');
    expect(await issue({ serviceAreaId: 'atlantis' })).toContain('Service area is required');
    expect(await issue({ eventTypeId: 'moon-landing' })).toContain('Event type is required');
    expect(await issue({ performerIds: [ids.hidden] })).toContain(
      'One or more selected performers are no longer available',
    );
    expect(await issue({ performerIds: [UNKNOWN_ID] })).toContain(
      'One or more selected performers are no longer available',
    );
    expect(await issue({ performerIds: [ids.rita, ids.hidden] })).toContain(
      'One or more selected performers are no longer available',
    );
    expect(await issue({ performerIds: ['not-a-uuid'] })).toContain('Unknown performer');
    expect(await issue({ performerIds: [ids.rita, ids.rita] })).toContain('A performer is listed twice');
    expect(await counts()).toEqual(before);
  });

  it('refuses a time already past today in South Florida, and accepts a later one (issue 26, 7f)', async () => {
    // NOW is 12:00 in Miami on Friday 2026-11-20 (17:00 UTC, Eastern Standard Time).
    const before = await counts();
    for (const eventTime of ['00:00', '09:30', '11:59', '12:00']) {
      expect(await refusal(valid({ eventDate: '2026-11-20', eventTime })), eventTime).toEqual([
        { path: 'eventTime', message: 'That time has already passed today. Please choose a later time.' },
      ]);
    }
    expect(await counts()).toEqual(before);
    // 12:01 today is still ahead; so is any time tomorrow, earlier in the day included.
    expect((await post(valid({ eventDate: '2026-11-20', eventTime: '12:01' }))).statusCode).toBe(201);
    expect((await post(valid({ eventDate: '2026-11-21', eventTime: '09:00' }))).statusCode).toBe(201);
  });

  it('refuses control and text-direction characters, and links in the name, storing nothing (issue 26, 4 and 7b)', async () => {
    const before = await counts();
    const hidden = 'This text holds invisible control or text-direction characters. Please type it again.';
    for (const ch of ['\u202E', '\u2067', '\u200F', '\u0007', '\u009B']) {
      expect(await refusal(valid({ clientName: `Pat${ch} Client` }))).toEqual([
        { path: 'clientName', message: hidden },
      ]);
      expect(await refusal(valid({ eventLocation: `1 Ocean${ch} Dr` }))).toEqual([
        { path: 'eventLocation', message: hidden },
      ]);
      expect(await refusal(valid({ specialRequests: `Cake${ch}` }))).toEqual([
        { path: 'specialRequests', message: hidden },
      ]);
    }
    expect(
      await refusal(valid({ clientName: 'URGENT: your card was charged, refund at https://refund.example' })),
    ).toEqual([{ path: 'clientName', message: 'Please enter your name without a web or e-mail address' }]);
    expect(await counts()).toEqual(before);
    // Line breaks stay in special requests, as written.
    const res = await post(valid({ specialRequests: 'Cake at 9\nMusic after\r\nThanks' }));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select({ specialRequests: bookings.specialRequests })
      .from(bookings)
      .where(eq(bookings.id, res.json().id));
    expect(row?.specialRequests).toBe('Cake at 9\nMusic after\r\nThanks');
  });

  it('refuses a performer on an unavailable date, on a weekday when weekends only, or in the morning when evenings only', async () => {
    const before = await counts();
    const refused = async (over: Record<string, unknown>, message: string, path: string) => {
      expect(await refusal(valid(over))).toContainEqual({ path, message });
    };
    await refused({ performerIds: [ids.busy] }, 'Busy Bee is unavailable on this date', 'eventDate');
    for (const weekday of ['2026-11-23', '2026-11-25', '2026-11-26']) {
      await refused(
        { performerIds: [ids.weekend], eventDate: weekday },
        'Wendy Weekend performs on weekends only (Friday to Sunday)',
        'eventDate',
      );
    }
    for (const morning of ['10:00', '02:01', '17:59']) {
      await refused(
        { performerIds: [ids.evening], eventTime: morning },
        'Eve Night performs in the evening only (6 PM to 2 AM)',
        'eventTime',
      );
    }
    // One performer who cannot come refuses the whole request.
    await refused(
      { performerIds: [ids.rita, ids.evening], eventTime: '12:00' },
      'Eve Night performs in the evening only (6 PM to 2 AM)',
      'eventTime',
    );
    expect(await counts()).toEqual(before);

    // Friday to Sunday, and 6 PM to 2 AM, are accepted.
    for (const weekend of ['2026-11-27', '2026-11-28', '2026-11-29']) {
      expect((await post(valid({ performerIds: [ids.weekend], eventDate: weekend }))).statusCode).toBe(201);
    }
    for (const evening of ['18:00', '23:30', '02:00']) {
      expect((await post(valid({ performerIds: [ids.evening], eventTime: evening }))).statusCode).toBe(201);
    }
    expect((await post(valid({ performerIds: [ids.busy], eventDate: '2026-11-29' }))).statusCode).toBe(201);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = await counts();
    const res = await post(valid({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await counts()).toEqual(before);
    expect((await t.app.inject(`/api/bookings/${res.json().id}`)).statusCode).toBe(404);
  });

  it('answers an unknown id with 404 “Booking not found” in the error shape', async () => {
    const unknown = await t.app.inject(`/api/bookings/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(expectErrorShape(unknown.json())).toMatchObject({ message: 'Booking not found', code: 'NOT_FOUND' });
  });

  it('refuses a malformed id in the error shape without reaching the database', async () => {
    // A malformed id is simply not found, like an unknown one: the answer tells a guesser nothing.
    for (const bad of ['not-a-uuid', `${UNKNOWN_ID}x`, "1' or '1'='1"]) {
      const res = await t.app.inject(`/api/bookings/${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(404);
      expect(expectErrorShape(res.json())).toMatchObject({ message: 'Booking not found', code: 'NOT_FOUND' });
    }
    const badEscape = await t.app.inject('/api/bookings/%E0%A4%A');
    expect(badEscape.statusCode).toBe(400);
    expectErrorShape(badEscape.json());
  });

  it('refuses wrong content types with 415, bad JSON with 400 and oversized bodies with 413, storing nothing', async () => {
    const before = await counts();
    for (const [type, payload] of [
      ['text/plain', 'name=x'],
      ['application/x-www-form-urlencoded', 'clientName=Pat'],
      ['application/xml', '<booking/>'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload,
        headers: { 'content-type': type },
      });
      expect(res.statusCode, type).toBe(415);
      expectErrorShape(res.json());
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: '{"clientName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expectErrorShape(broken.json());
    const big = await post(valid({ specialRequests: 'x'.repeat(1_100_000) }));
    expect(big.statusCode).toBe(413);
    expectErrorShape(big.json());
    expect(await counts()).toEqual(before);
  });

  it('has no public list of bookings', async () => {
    expect((await t.app.inject('/api/bookings')).statusCode).toBe(404);
  });
});

describe('booking rate limit (BOOKING_RATE_LIMIT_MAX default, per client address)', () => {
  const limit = loadConfig({}).bookingRateLimit;
  let t: TestApp;
  let performerId: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, bookingRateLimit: limit });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performerId = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(() => t.close());

  const payload = () => ({
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
  });
  const send = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/bookings', payload: payload(), remoteAddress });

  it('answers 429 in the error shape past the limit for one address, storing nothing; other addresses go on', async () => {
    expect(limit).toEqual({ max: 10, windowMinutes: 60 });
    let lastId = '';
    for (let i = 0; i < limit.max; i++) {
      const res = await send('203.0.113.7');
      expect(res.statusCode, `request ${i + 1}`).toBe(201);
      lastId = res.json().id;
    }
    const before = await countRows(t);
    const over = await send('203.0.113.7');
    expect(over.statusCode).toBe(429);
    const body = expectErrorShape(over.json());
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(
      /^Too many booking requests from your network\. Please try again in .+, or call us\.$/,
    );
    expect(over.headers['retry-after']).toBeDefined();
    expect(await countRows(t)).toEqual(before);

    expect((await send('198.51.100.23')).statusCode).toBe(201);
    // Reading a confirmation is not limited.
    expect((await t.app.inject({ url: `/api/bookings/${lastId}`, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });
});
