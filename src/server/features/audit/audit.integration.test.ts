import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { rowsOf } from '../../../../test/helpers/rows';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { messages } from '../../db/schema';

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
      payload: bookingRequest([performerId]),
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

  it('records hiding and featuring a performer, before and after', async () => {
    const [id = ''] = await insertPerformers(t.db, [{ name: 'Hana Hide' }]);
    const patch = (what: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/performers/${id}/${what}`, headers: admin });
    expect((await patch('featured')).statusCode).toBe(200);
    expect((await patch('hide')).statusCode).toBe(200);
    const [hidden, featured] = await audit(id);
    expect(featured).toMatchObject({ action: 'PATCH /api/admin/performers/:id/featured' });
    expect([featured?.before?.featured, featured?.after?.featured]).toEqual([false, true]);
    expect(hidden).toMatchObject({ action: 'PATCH /api/admin/performers/:id/hide' });
    expect([hidden?.before?.isActive, hidden?.after?.isActive]).toEqual([true, false]);
  });

  it('records an upload ticket, its upload and its photo, and never stores the upload token (finding 8)', async () => {
    const ticket = await t.app.inject({ method: 'POST', url: '/api/admin/photos/upload', headers: admin });
    expect(ticket.statusCode).toBe(200);
    const uploadURL: string = ticket.json().uploadURL;
    const [path = '', token = ''] = uploadURL.split('?token=');
    const ticketId = path.split('/').pop() ?? '';
    expect(token).toHaveLength(43);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { ...admin, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(put.statusCode).toBe(200);
    const added = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/photos',
      headers: admin,
      payload: { photoURL: path },
    });
    expect(added.statusCode).toBe(200);
    const entries = await audit(ticketId);
    expect(entries.map((e) => e.action).sort()).toEqual([
      'POST /api/admin/photos/upload',
      'PUT /api/admin/photos',
      'PUT /api/admin/uploads/:id',
    ]);
    expect(entries.find((e) => e.action === 'POST /api/admin/photos/upload')?.after).toEqual({
      id: ticketId,
      expiresAt: '2026-11-20T17:10:00.000Z',
    });
    expect(entries.find((e) => e.action === 'PUT /api/admin/photos')?.after).toEqual({
      objectPath: added.json().objectPath,
    });
    const everything = JSON.stringify(await rowsOf(t.db, sql`select to_jsonb(a)::text as row from audit_log a`));
    expect(everything).toContain(ticketId);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('token=');
  });

  it('records a message retry with its delivery state before and after', async () => {
    const [failed] = await t.db
      .insert(messages)
      .values({
        idempotencyKey: 'audit-test-failed',
        channel: 'email',
        kind: 'team-new-booking',
        recipient: 'team@example.test',
        subject: 'New booking',
        text: 'A booking came in',
        status: 'failed',
        tries: 3,
        lastError: 'connection refused',
      })
      .returning({ id: messages.id });
    const id = failed?.id ?? '';
    const retry = await t.app.inject({ method: 'POST', url: `/api/admin/messages/${id}/retry`, headers: admin });
    expect(retry.statusCode).toBe(200);
    const [entry] = await audit(id);
    expect(entry).toMatchObject({
      action: 'POST /api/admin/messages/:id/retry',
      entityType: 'messages',
      before: { status: 'failed', tries: 3, lastError: 'connection refused' },
      after: { status: 'queued' },
    });
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit', headers: nonAdmin })).statusCode).toBe(403);
    expect((await t.app.inject('/api/admin/audit')).statusCode).toBe(401);
  });
});
