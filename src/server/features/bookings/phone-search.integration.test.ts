import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookings } from '../../db/schema';

const NOW = new Date('2026-11-20T17:00:00Z');

/**
 * Issue 26, item 17: the team searches the desk with the number a phone shows for the caller
 * (`+13055550190`), whatever way the client typed it when booking.
 */
describe('the booking desk finds a booking by a caller-ID phone number', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: Record<string, string> = {};

  async function insert(key: string, phone: string) {
    const [stored] = await t.db
      .insert(bookings)
      .values({
        clientName: `Caller ${key}`,
        clientEmail: `${key}@example.test`,
        clientPhone: phone,
        status: 'pending',
        serviceType: 'hourly',
        eventDate: '2026-12-01',
        eventTime: '20:00',
        eventDuration: 120,
        totalAmount: '400.00',
        depositAmount: '200.00',
        remainingAmount: '200.00',
        cashAppLink: 'https://cash.app/$TestTag/200',
      })
      .returning({ id: bookings.id });
    ids[key] = stored?.id ?? '';
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insert('local', '305 555 0190');
    await insert('dashed', '(305) 555-0190');
    await insert('international', '+1 305-555-0190');
    await insert('other', '786 555 0191');
  });
  afterAll(() => t.close());

  const found = async (q: string) => {
    const res = await t.app.inject({ url: `/api/admin/bookings?q=${encodeURIComponent(q)}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string }[];
    return list.map((b) => Object.entries(ids).find(([, id]) => id === b.id)?.[0]).sort();
  };

  it('matches the number with or without the country code, in any format', async () => {
    const all = ['dashed', 'international', 'local'];
    for (const q of [
      '+13055550190',
      '13055550190',
      '305-555-0190',
      '3055550190',
      '+1 (305) 555-0190',
      '1-305-555-0190',
    ]) {
      expect(await found(q), q).toEqual(all);
    }
  });

  it('keeps other numbers and short searches apart', async () => {
    expect(await found('+17865550191')).toEqual(['other']);
    expect(await found('+13055550191')).toEqual([]);
    // A leading 1 is the country code only in a full 11-digit number: "1555" stays as typed.
    expect(await found('1555')).toEqual([]);
    expect(await found('555')).toEqual(['dashed', 'international', 'local', 'other']);
  });
});
