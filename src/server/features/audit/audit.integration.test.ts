import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { insertNamedRefs, insertPerformers } from '../../db/factories';

type Entry = {
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

describe('audit log of admin changes', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let nonAdmin: Record<string, string>;
  let performerId: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-20T17:00:00Z') });
    const accounts = await signInAccounts(t.app, t.db);
    admin = asUser(accounts.admin);
    nonAdmin = asUser(accounts.nonAdmin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performerId = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(() => t.close());

  const audit = async (entityId: string) =>
    (await t.app.inject({ url: `/api/admin/audit?entityId=${entityId}`, headers: admin })).json() as Entry[];

  it('records who changed a performer, and the performer before and after', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/performers/${performerId}`,
      headers: admin,
      payload: { name: 'Rita Rae', hourlyRate: 250 },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await audit(performerId);
    expect(entry).toMatchObject({
      actorEmail: 'admin@example.test',
      action: 'PUT /api/admin/performers/:id',
      entityType: 'performers',
      entityId: performerId,
    });
    expect(entry?.before).toMatchObject({ name: 'Rita Ray', hourlyRate: '200.00' });
    expect(entry?.after).toMatchObject({ name: 'Rita Rae', hourlyRate: '250.00' });
  });

  it('records a created performer with its new id, and a deleted one with nothing after', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers',
      headers: admin,
      payload: { name: 'Nova Lane' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await audit(id))[0]).toMatchObject({ action: 'POST /api/admin/performers', before: null });
    expect((await audit(id))[0]?.after).toMatchObject({ name: 'Nova Lane' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/performers/${id}`, headers: admin })).statusCode,
    ).toBe(204);
    const [deleted] = await audit(id);
    expect(deleted).toMatchObject({ action: 'DELETE /api/admin/performers/:id', after: null });
    expect(deleted?.before).toMatchObject({ name: 'Nova Lane' });
  });

  it('records booking status moves, and nothing for a refused move or a refused caller', async () => {
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        performerIds: [performerId],
        clientName: 'Pat Client',
        clientEmail: 'pat@example.test',
        clientPhone: '305-555-0100',
        eventDate: '2026-11-28',
        eventTime: '20:00',
        eventDuration: 120,
        eventLocation: '1 Ocean Dr, Miami',
        eventTypeId: 'birthday-party',
        serviceAreaId: 'miami',
      },
    });
    const id = booking.json().id;
    const move = (status: string, headers = admin) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}/status`, headers, payload: { status } });
    expect((await move('depositPending')).statusCode).toBe(200);
    expect((await move('confirmed')).statusCode).toBe(409);
    expect((await move('cancelled', nonAdmin)).statusCode).toBe(403);
    const entries = await audit(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.before).toMatchObject({ status: 'pending' });
    expect(entries[0]?.after).toMatchObject({ status: 'depositPending', paymentStatus: 'depositPending' });
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit', headers: nonAdmin })).statusCode).toBe(403);
    expect((await t.app.inject('/api/admin/audit')).statusCode).toBe(401);
  });
});
