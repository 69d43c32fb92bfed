import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { insertPerformers } from '../../db/factories';
import { auditLog, bookingNotes, bookingPerformers, bookings } from '../../db/schema';

// Friday 20 November 2026, noon in Miami.
const NOW = new Date('2026-11-20T17:00:00Z');
const HOUR = 60 * 60 * 1000;

type Listed = { id: string; clientName: string; duplicates: { id: string }[]; notes: { text: string }[] };

describe('the booking desk: search, filters, views, sorting, paging, duplicates and notes', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let nonAdmin: Record<string, string>;
  const ids: Record<string, string> = {};

  /** A booking as stored, with the dates the views look at set directly. */
  async function insert(
    key: string,
    row: {
      name: string;
      email: string;
      phone?: string;
      date: string | null;
      status?: string;
      total?: string;
      age?: number;
    },
  ) {
    const at = new Date(NOW.getTime() - (row.age ?? 1) * HOUR);
    const [stored] = await t.db
      .insert(bookings)
      .values({
        clientName: row.name,
        clientEmail: row.email,
        clientPhone: row.phone ?? null,
        status: row.status ?? 'pending',
        serviceType: 'hourly',
        eventDate: row.date,
        eventTime: '20:00',
        eventDuration: 120,
        totalAmount: row.total ?? '400.00',
        depositAmount: '200.00',
        remainingAmount: '200.00',
        cashAppLink: 'https://cash.app/$TestTag/200',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: bookings.id });
    ids[key] = stored?.id ?? '';
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const accounts = await signInAccounts(t.app, t.db);
    admin = asUser(accounts.admin);
    nonAdmin = asUser(accounts.nonAdmin);
    await insert('past', {
      name: 'Paula Past',
      email: 'paula@example.test',
      date: '2026-11-19',
      status: 'confirmed',
      age: 0.5,
    });
    await insert('today', { name: 'Tom Today', email: 'tom@example.test', date: '2026-11-20', age: 30 });
    await insert('day14', {
      name: 'Fran Fortnight',
      email: 'fran@example.test',
      phone: '(305) 555-0199',
      date: '2026-12-03',
      status: 'depositPending',
      age: 48,
      total: '900.00',
    });
    await insert('day15', {
      name: 'Dee Later',
      email: 'dee@example.test',
      date: '2026-12-04',
      total: '150.00',
      age: 4,
    });
    await insert('cancelled', {
      name: 'Carl Cancel',
      email: 'carl@example.test',
      date: '2026-11-22',
      status: 'cancelled',
      age: 72,
    });
    await insert('twin1', { name: 'Gina Twin', email: 'Gina@Example.test', date: '2026-11-27', age: 3 });
    await insert('twin2', { name: 'Gina Twin', email: 'gina@example.test', date: '2026-11-28', age: 2 });
    await insert('notTwin', { name: 'Gina Twin', email: 'gina@example.test', date: '2026-11-30', age: 2.5 });
    await insert('percent', { name: '100% Party', email: 'pct@example.test', date: null, age: 0.25 });
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const res = await t.app.inject({ url: `/api/admin/bookings${query}`, headers: admin });
    return { res, list: res.statusCode === 200 ? (res.json() as Listed[]) : [] };
  };
  const keysOf = (list: Listed[]) => list.map((b) => Object.entries(ids).find(([, id]) => id === b.id)?.[0]);

  it('still answers every booking, newest first, without a query, with the total in X-Total-Count', async () => {
    const { res, list } = await get('');
    expect(res.statusCode).toBe(200);
    expect(list).toHaveLength(9);
    expect(res.headers['x-total-count']).toBe('9');
    expect(keysOf(list).slice(0, 3)).toEqual(['percent', 'past', 'twin2']);
  });

  it('searches the reference, name, e-mail and phone digits, taking % literally', async () => {
    const reference = (ids.day14 ?? '').slice(0, 8).toUpperCase();
    expect(keysOf((await get(`?q=${encodeURIComponent(`#${reference}`)}`)).list)).toEqual(['day14']);
    expect(keysOf((await get('?q=FORTNIGHT')).list)).toEqual(['day14']);
    expect(keysOf((await get('?q=fran%40example')).list)).toEqual(['day14']);
    expect(keysOf((await get(`?q=${encodeURIComponent('305 555 0199')}`)).list)).toEqual(['day14']);
    expect(keysOf((await get('?q=%25')).list)).toEqual(['percent']);
    expect((await get('?q=nobody-at-all')).list).toEqual([]);
  });

  it('filters by status and event date range, and counts each status for the same search', async () => {
    expect(keysOf((await get('?status=cancelled')).list)).toEqual(['cancelled']);
    const ranged = await get('?from=2026-11-27&to=2026-11-28&sort=event');
    expect(keysOf(ranged.list)).toEqual(['twin1', 'twin2']);
    const counts = await t.app.inject({ url: '/api/admin/bookings/counts?q=gina&status=cancelled', headers: admin });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({
      all: 3,
      pending: 3,
      depositPending: 0,
      depositPaid: 0,
      confirmed: 0,
      cancelled: 0,
      archived: 0,
    });
  });

  it('shows the next 14 days of active bookings, soonest first, as Upcoming', async () => {
    expect(keysOf((await get('?view=upcoming')).list)).toEqual(['today', 'twin1', 'twin2', 'notTwin', 'day14']);
  });

  it('lists requests waiting on the team for over 24 hours as Needs action, longest waiting first', async () => {
    expect(keysOf((await get('?view=needs-action')).list)).toEqual(['day14', 'today']);
  });

  it('sorts and pages', async () => {
    expect(keysOf((await get('?sort=-total&limit=1')).list)).toEqual(['day14']);
    expect(keysOf((await get('?sort=total&limit=1')).list)).toEqual(['day15']);
    const page = await get('?sort=client&limit=2&offset=2');
    expect(page.res.headers['x-total-count']).toBe('9');
    expect(page.list.map((b) => b.clientName)).toEqual(['Dee Later', 'Fran Fortnight']);
  });

  it('refuses a bad query in the one error shape', async () => {
    for (const query of [
      '?limit=0',
      '?limit=1001',
      '?offset=-1',
      '?status=lost',
      '?view=soon',
      '?sort=price',
      '?from=2026-02-30',
      '?from=tomorrow',
      '?from=2026-12-02&to=2026-12-01',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const { res } = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message: expect.any(String) });
    }
  });

  it("lists active bookings, and one performer's bookings, for the calendar", async () => {
    const [performerId = ''] = await insertPerformers(t.db, [{ name: 'Cal Endar', hourlyRate: 200 }]);
    await t.db.insert(bookingPerformers).values(
      [ids.today, ids.cancelled].map((bookingId) => ({
        bookingId: bookingId ?? '',
        position: 0,
        performerId,
        performerName: 'Cal Endar',
        price: '400.00',
      })),
    );
    expect(keysOf((await get(`?performerId=${performerId}&sort=event`)).list)).toEqual(['today', 'cancelled']);
    expect(keysOf((await get(`?performerId=${performerId}&view=active`)).list)).toEqual(['today']);
    expect(keysOf((await get('?view=active&from=2026-11-19&to=2026-11-22&sort=event')).list)).toEqual([
      'past',
      'today',
    ]);
    const bad = await get('?performerId=someone');
    expect(bad.res.statusCode).toBe(400);
  });

  it('flags active bookings from the same e-mail within a day of each other as duplicates', async () => {
    const { list } = await get('?q=gina');
    const duplicatesOf = (key: string) => keysOf(list.find((b) => b.id === ids[key])?.duplicates as Listed[]);
    expect(duplicatesOf('twin1')).toEqual(['twin2']);
    expect(duplicatesOf('twin2')).toEqual(['twin1']);
    expect(duplicatesOf('notTwin')).toEqual([]);
  });

  it('keeps staff notes with their author and time, in the audit log too', async () => {
    const id = ids.today ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/notes`,
      headers: admin,
      payload: { text: '  Called back: wants a 9 PM start.\nWill send the deposit tonight.  ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      text: 'Called back: wants a 9 PM start.\nWill send the deposit tonight.',
      author: 'admin@example.test',
      createdAt: NOW.toISOString(),
    });
    const one = await t.app.inject({ url: `/api/admin/bookings/${id}`, headers: admin });
    expect(one.json().notes.map((n: { text: string }) => n.text)).toEqual([
      'Called back: wants a 9 PM start.\nWill send the deposit tonight.',
    ]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'booking_notes'), eq(auditLog.entityId, res.json().id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.action).toBe('POST /api/admin/bookings/:id/notes');
  });

  it('refuses an empty, too long or control-character note, an unknown booking and a visitor', async () => {
    const id = ids.today ?? '';
    const before = (await t.db.select().from(bookingNotes)).length;
    const post = (url: string, payload: unknown, headers = admin) =>
      t.app.inject({ method: 'POST', url, headers, payload: payload as object });
    for (const text of ['', '   ', 'x'.repeat(2001), 'bell\u0007', 42]) {
      const res = await post(`/api/admin/bookings/${id}/notes`, { text });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(
      (await post('/api/admin/bookings/00000000-0000-4000-8000-000000000000/notes', { text: 'hi' })).statusCode,
    ).toBe(404);
    expect((await post('/api/admin/bookings/not-a-uuid/notes', { text: 'hi' })).statusCode).toBe(404);
    expect((await post(`/api/admin/bookings/${id}/notes`, { text: 'hi' }, nonAdmin)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/notes`, payload: { text: 'hi' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.db.select().from(bookingNotes)).length).toBe(before);
    expect(
      (await t.app.inject({ url: '/api/admin/bookings/00000000-0000-4000-8000-000000000000', headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('exports the bookings of a period as CSV, with formulas neutralised', async () => {
    await insert('formula', {
      name: '=HYPERLINK("http://evil.test","Click")',
      email: 'formula@example.test',
      phone: '+1 305 555 0100',
      date: '2026-12-02',
    });
    const res = await t.app.inject({ url: '/api/admin/bookings.csv?from=2026-11-27&to=2026-12-02', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-2026-11-27-to-2026-12-02.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Reference","Status","Payment","Client name","Client e-mail"/);
    // Event date order: the twins (27, 28 Nov), the other Gina (30 Nov), the formula (2 Dec).
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('"Gina Twin","Gina@Example.test"');
    const formula = lines[4] ?? '';
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(formula).toContain(`"'+1 305 555 0100"`);
    expect(formula).toContain('"Pending","Not paid"');

    for (const query of ['', '?from=2026-12-01', '?from=2026-12-02&to=2026-12-01', '?from=x&to=y']) {
      const bad = await t.app.inject({ url: `/api/admin/bookings.csv${query}`, headers: admin });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ url: '/api/admin/bookings.csv?from=2026-11-01&to=2026-11-30' })).statusCode).toBe(401);
  });
});
