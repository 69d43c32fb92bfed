import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { insertPerformers } from '../../db/factories';
import { bookingPerformers, bookings } from '../../db/schema';

// Friday 20 November 2026, 11 PM in Miami: already the 21st in UTC.
const NOW = new Date('2026-11-21T04:00:00Z');

/** Hide asks first, listing the performer's bookings still to come (issue 26, item 11). */
describe('GET /api/admin/performers/{id}/open-bookings', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let visitor: Record<string, string>;
  let rita = '';
  let sol = '';

  async function book(name: string, date: string | null, status: string, performerIds: string[], time = '20:00') {
    const [row] = await t.db
      .insert(bookings)
      .values({
        clientName: name,
        clientEmail: `${name.split(' ')[0]?.toLowerCase()}@example.test`,
        status,
        serviceType: 'hourly',
        eventDate: date,
        eventTime: time,
        eventDuration: 120,
        totalAmount: '400.00',
        depositAmount: '200.00',
        remainingAmount: '200.00',
        cashAppLink: 'https://cash.app/$TestTag/200',
      })
      .returning({ id: bookings.id });
    const id = row?.id ?? '';
    await t.db.insert(bookingPerformers).values(
      performerIds.map((performerId, position) => ({
        bookingId: id,
        position,
        performerId,
        performerName: 'x',
        price: '200.00',
      })),
    );
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const accounts = await signInAccounts(t.app, t.db);
    admin = asUser(accounts.admin);
    visitor = asUser(accounts.nonAdmin);
    [rita = '', sol = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray' }, { name: 'Sol Star' }]);
  });
  afterAll(() => t.close());

  const open = (id: string, headers = admin) =>
    t.app.inject({ url: `/api/admin/performers/${id}/open-bookings`, headers });

  it('lists her active bookings from today (Miami) on, soonest first, and nothing else', async () => {
    const later = await book('Lena Later', '2026-12-24', 'confirmed', [sol, rita]);
    const today = await book('Tara Today', '2026-11-20', 'pending', [rita], '21:00');
    const soon = await book('Sam Soon', '2026-11-28', 'depositPending', [rita]);
    const paid = await book('Pia Paid', '2026-11-28', 'depositPaid', [rita], '22:00');
    const undated = await book('Nico Nodate', null, 'pending', [rita]);
    await book('Yuri Yesterday', '2026-11-19', 'confirmed', [rita]);
    await book('Cara Cancelled', '2026-11-30', 'cancelled', [rita]);
    await book('Arlo Archived', '2026-11-30', 'archived', [rita]);
    await book('Otto Other', '2026-11-30', 'confirmed', [sol]);

    const res = await open(rita);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: today,
        reference: today.slice(0, 8).toUpperCase(),
        clientName: 'Tara Today',
        eventDate: '2026-11-20',
        eventTime: '21:00',
        status: 'pending',
      },
      {
        id: soon,
        reference: soon.slice(0, 8).toUpperCase(),
        clientName: 'Sam Soon',
        eventDate: '2026-11-28',
        eventTime: '20:00',
        status: 'depositPending',
      },
      {
        id: paid,
        reference: paid.slice(0, 8).toUpperCase(),
        clientName: 'Pia Paid',
        eventDate: '2026-11-28',
        eventTime: '22:00',
        status: 'depositPaid',
      },
      {
        id: later,
        reference: later.slice(0, 8).toUpperCase(),
        clientName: 'Lena Later',
        eventDate: '2026-12-24',
        eventTime: '20:00',
        status: 'confirmed',
      },
      {
        id: undated,
        reference: undated.slice(0, 8).toUpperCase(),
        clientName: 'Nico Nodate',
        eventDate: null,
        eventTime: '20:00',
        status: 'pending',
      },
    ]);
  });

  it('answers an empty list for a performer with nothing to come, and 404 for an unknown one', async () => {
    const [free = ''] = await insertPerformers(t.db, [{ name: 'Free Fay' }]);
    expect((await open(free)).json()).toEqual([]);
    const unknown = await open('99999999-9999-4999-8999-999999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Performer not found' });
    expect((await open('not-an-id')).statusCode).toBe(404);
  });

  it('is for staff only: clients’ names and dates never reach anyone else', async () => {
    expect((await open(rita, visitor)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/performers/${rita}/open-bookings` })).statusCode).toBe(401);
  });
});
