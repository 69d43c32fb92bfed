import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { insertNamedRefs, insertPerformers } from '../../db/factories';

const NOW = new Date('2026-11-20T17:00:00Z');

/**
 * The booking desk's performer lines (issue 26, items 11 and 13): a booking for an area or event
 * type a performer does not list is accepted, and each such line says so; a performer hidden
 * after the booking is marked hidden on it.
 */
describe('the booking desk flags performer lines: hidden, and not covering the area or event type', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let tyler = '';
  let rita = '';
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami', 'Doral']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party', 'Bachelorette Party']);
    [tyler = '', rita = ''] = await insertPerformers(t.db, [
      { name: 'Tyler Brooks', hourlyRate: 200, serviceAreaIds: ['miami'], eventTypeIds: ['birthday-party'] },
      {
        name: 'Rita Ray',
        hourlyRate: 200,
        serviceAreaIds: ['miami', 'doral'],
        eventTypeIds: ['birthday-party', 'bachelorette-party'],
      },
    ]);
  });
  afterAll(() => t.close());

  const book = async (payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const linesOf = async (id: string) => {
    const one = await t.app.inject({ url: `/api/admin/bookings/${id}`, headers: admin });
    const listed = (await t.app.inject({ url: '/api/admin/bookings?limit=50', headers: admin }))
      .json()
      .find((b: { id: string }) => b.id === id);
    // The desk's list and the panel's own read say the same.
    expect(listed.performers).toEqual(one.json().performers);
    return one.json().performers;
  };

  it('accepts a booking for an event type and area a performer does not list, and flags that line only', async () => {
    const id = await book({
      ...bookingRequest([tyler, rita]),
      eventTypeId: 'bachelorette-party',
      serviceAreaId: 'doral',
    });
    expect(await linesOf(id)).toEqual([
      { id: tyler, name: 'Tyler Brooks', price: '400.00', hidden: false, coversArea: false, coversEventType: false },
      { id: rita, name: 'Rita Ray', price: '400.00', hidden: false, coversArea: true, coversEventType: true },
    ]);
  });

  it('tells the area from the event type', async () => {
    const id = await book({ ...bookingRequest([tyler]), eventTypeId: 'bachelorette-party', serviceAreaId: 'miami' });
    expect(await linesOf(id)).toMatchObject([{ name: 'Tyler Brooks', coversArea: true, coversEventType: false }]);
  });

  it('marks a performer hidden after the booking, and follows her being shown again', async () => {
    const [hana = ''] = await insertPerformers(t.db, [
      { name: 'Hana Hidden', hourlyRate: 150, serviceAreaIds: ['miami'], eventTypeIds: ['birthday-party'] },
    ]);
    const id = await book(bookingRequest([hana, rita]));
    expect((await linesOf(id)).map((l: { hidden: boolean }) => l.hidden)).toEqual([false, false]);
    const hide = await t.app.inject({ method: 'PATCH', url: `/api/admin/performers/${hana}/hide`, headers: admin });
    expect(hide.statusCode).toBe(200);
    expect(await linesOf(id)).toMatchObject([
      { name: 'Hana Hidden', hidden: true, coversArea: true, coversEventType: true },
      { name: 'Rita Ray', hidden: false },
    ]);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/performers/${hana}/show`, headers: admin });
    expect((await linesOf(id))[0].hidden).toBe(false);
  });

  it('flags nothing it cannot tell: a deleted performer keeps her name, unflagged', async () => {
    const [gone = ''] = await insertPerformers(t.db, [{ name: 'Gina Gone', hourlyRate: 150 }]);
    const id = await book(bookingRequest([gone]));
    expect((await linesOf(id))[0]).toMatchObject({ coversArea: false, coversEventType: false });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/performers/${gone}`, headers: admin });
    expect(del.statusCode).toBe(204);
    expect(await linesOf(id)).toEqual([
      { id: null, name: 'Gina Gone', price: '300.00', hidden: false, coversArea: true, coversEventType: true },
    ]);
  });
});
