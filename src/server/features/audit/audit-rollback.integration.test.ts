import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { rowsOf } from '../../../../test/helpers/rows';
import { insertNamedRefs, insertPerformers } from '../../db/factories';

/**
 * The audit row is written in the change's own transaction: when the database refuses the row
 * (here a CHECK constraint added for the test), the change is rolled back and the call fails.
 */
describe('an admin change whose audit row cannot be written', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let performerId: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-20T17:00:00Z') });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performerId = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(() => t.close());

  /** Runs `call` while audit_log refuses the rows `refused` matches. */
  async function whileAuditRefuses<T>(refused: SQL, call: () => Promise<T>): Promise<T> {
    await t.db.execute(
      sql`alter table audit_log add constraint audit_refuses check (not coalesce(${refused}, false)) not valid`,
    );
    try {
      return await call();
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint audit_refuses`);
    }
  }
  const count = async (query: SQL) => Number((await rowsOf<{ n: unknown }>(t.db, query))[0]?.n);
  const expectFailure = (res: { statusCode: number; json(): unknown; body: string }) => {
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    expect(res.body).not.toMatch(/audit|constraint|insert/i);
  };

  it('creates no performer', async () => {
    const res = await whileAuditRefuses(sql`after->>'name' = 'Audit Breaker'`, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/performers',
        headers: admin,
        payload: { name: 'Audit Breaker' },
      }),
    );
    expectFailure(res);
    expect(await count(sql`select count(*) as n from performers where name = 'Audit Breaker'`)).toBe(0);
    expect(await count(sql`select count(*) as n from audit_log`)).toBe(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers',
      headers: admin,
      payload: { name: 'Audit Breaker' },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().slug).toBe('audit-breaker');
  });

  it('leaves the booking where it was', async () => {
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingRequest([performerId]),
    });
    const id = booking.json().id;
    const list = async () => (await t.app.inject({ url: '/api/admin/bookings', headers: admin })).json();
    const before = await list();
    const res = await whileAuditRefuses(sql`entity_type = 'bookings'`, () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/bookings/${id}/status`,
        headers: admin,
        payload: { status: 'cancelled' },
      }),
    );
    expectFailure(res);
    expect(before).toMatchObject([{ id, status: 'pending' }]);
    expect(await list()).toEqual(before);
    expect(await count(sql`select count(*) as n from audit_log where entity_type = 'bookings'`)).toBe(0);
  });

  it('saves no CSV batch without its row: the batches before stay, each with the ids it created', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => `Batch Row ${i + 1},${100 + i}`);
    const boundary = '----audit-rollback';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="rows.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\nname,hourlyRate\n${rows.join('\n')}\r\n--${boundary}--\r\n`,
    );
    const res = await whileAuditRefuses(sql`after->'rows' @> '[201]'`, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/performers/import-csv',
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      }),
    );
    expectFailure(res);
    expect(await count(sql`select count(*) as n from performers where name like 'Batch Row %'`)).toBe(200);
    const batches = (
      await rowsOf<{ after: { rows: number[]; createdIds: string[] } }>(
        t.db,
        sql`select after from audit_log where action = 'POST /api/admin/performers/import-csv'`,
      )
    ).map((r) => r.after);
    expect(batches).toHaveLength(2);
    expect(batches.flatMap((b) => b.rows).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    const created = await rowsOf<{ id: string }>(t.db, sql`select id from performers where name like 'Batch Row %'`);
    expect(batches.flatMap((b) => b.createdIds).sort()).toEqual(created.map((r) => r.id).sort());
  });
});
