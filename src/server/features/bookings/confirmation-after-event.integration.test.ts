import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { insertNamedRefs, insertPerformers } from '../../db/factories';

/** What a confirmation must stop showing: the client's name, e-mail, phone, address and requests. */
const PERSONAL = ['Pat Client', 'pat@example.test', '305-555-0100', 'Ocean Dr', 'balloons by the pool'];

/**
 * Issue 26, item 7g: the public confirmation showed the client's contact details forever. From 30
 * days after the event (its date in America/New_York, on the app's clock) the read and the page,
 * in both languages, give the status and the amounts only.
 */
describe('the public confirmation 30 days after the event', () => {
  let t: TestApp;
  // Friday 2026-11-20, 12:00 in Miami; the event is on Saturday 2026-11-28.
  let clock = new Date('2026-11-20T17:00:00Z');
  let id = '';
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ now: () => clock, ssr: 'built' });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const [performerId = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
    const payload = { ...bookingRequest([performerId]), specialRequests: 'Please bring balloons by the pool' };
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
  });
  afterAll(() => t.close());

  const read = async () => {
    const res = await t.app.inject(`/api/bookings/${id}`);
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('shows everything until the 30th day after the event, South Florida time', async () => {
    // 2026-12-27, 23:30 in Miami (already the 28th in UTC): the 29th day after the event.
    clock = new Date('2026-12-28T04:30:00Z');
    const res = await read();
    expect(res.json()).toMatchObject({ limited: false, clientName: 'Pat Client', eventLocation: '1 Ocean Dr, Miami' });
    for (const path of [`/booking-confirmation/${id}`, `/es/booking-confirmation/${id}`]) {
      const page = (await t.app.inject(path)).body;
      for (const text of PERSONAL) expect(page.includes(text), `${path}: ${text}`).toBe(true);
    }
  });

  it('then gives the status and the amounts only, in the read and in both languages of the page', async () => {
    // 2026-12-28, midnight in Miami: 30 days after the event.
    clock = new Date('2026-12-28T05:00:00Z');
    const res = await read();
    expect(res.json()).toMatchObject({
      id,
      limited: true,
      status: 'pending',
      paymentStatus: 'unpaid',
      totalAmount: '400.00',
      depositAmount: '200.00',
      remainingAmount: '200.00',
      clientName: '',
      clientEmail: '',
      clientPhone: null,
      eventLocation: '',
      customMessage: '',
      performerNames: [],
      confirmedPerformers: [],
    });
    for (const text of PERSONAL) expect(res.body.includes(text), `read: ${text}`).toBe(false);

    const pages = {
      [`/booking-confirmation/${id}`]: ['Pending', '$400.00', '$200.00', 'this page shows only the status'],
      [`/es/booking-confirmation/${id}`]: ['Pendiente', '$400.00', '$200.00', 'esta página muestra solo el estado'],
    };
    for (const [path, shown] of Object.entries(pages)) {
      const page = await t.app.inject(path);
      expect(page.statusCode, path).toBe(200);
      for (const text of PERSONAL) expect(page.body.includes(text), `${path}: ${text}`).toBe(false);
      for (const text of shown) expect(page.body.includes(text), `${path}: ${text}`).toBe(true);
      // No call to pay for an event long past.
      expect(page.body.includes('href="https://cash.app'), path).toBe(false);
    }
  });
});
