import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { performerSession } from '../../../../test/helpers/portal';
import { createSoftAuthenticator } from '../../../../test/helpers/webauthn';
import { insertNamedRefs } from '../../db/factories';
import { offers, safetyAlarms, safetyCheckins, safetyLocations } from '../../db/schema';
import { upsertAccount } from './repository';

const clock = new Date('2026-11-25T15:00:00Z');
/** The portal's doors: reached signed out, each with its own token, limit or challenge. */
const OPEN = new Set([
  'POST /api/portal/join',
  'POST /api/portal/sign-in-link',
  'POST /api/portal/sign-in',
  'POST /api/portal/sign-out',
  'POST /api/portal/passkey/options',
  'POST /api/portal/passkey',
]);

/**
 * Decision 033: every route under /api/portal, read from the app's own route table (a new one is
 * walked without editing this file), refuses a visitor, a staff session and a cross-site call, and
 * every route that names something of hers answers another performer as if it did not exist.
 */
describe('every portal route', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const id: Record<string, string> = {};
  let lunaOffer = '';
  let lunaBooking = '';
  let lunaPasskey = '';

  const portalRoutes = () =>
    t.app.routeTable.filter((r) => r.url.startsWith('/api/portal/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
  /** Luna's own ids in place of each parameter. */
  const concrete = (url: string) =>
    url
      .replace(':id', url.includes('/passkeys/') ? lunaPasskey : url.includes('/bookings/') ? lunaBooking : lunaOffer)
      .replace(':bookingId', lunaBooking)
      .replace(/:\w+/g, 'x');
  /** A body each route would accept, so what answers is the guard or the owner check, not validation. */
  const BODIES: Record<string, object> = {
    '/api/portal/bookings/:id/balance': { amount: 10, method: 'cash' },
    '/api/portal/bookings/:id/checkins': {
      kind: 'ok',
      pin: '1234',
      location: { lat: 25.77, lng: -80.19, accuracy: 10 },
    },
    '/api/portal/bookings/:id/panic': { location: { lat: 25.77, lng: -80.19, accuracy: 10 } },
    '/api/portal/bookings/:id/location': { lat: 25.77, lng: -80.19, accuracy: 10 },
    '/api/portal/duress-pin': { pin: '4321' },
    '/api/portal/bookings/:bookingId/client-rating': { stars: 1, tags: ['unsafe'] },
  };
  const call = (method: string, url: string, headers: object, route = url) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: headers as Record<string, string>,
      payload: BODIES[route] ?? {},
    });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    for (const name of ['Luna', 'Mia']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/performers',
        headers: staff,
        payload: {
          name,
          hourlyRate: 200,
          serviceAreaIds: ['miami'],
          eventTypeIds: ['birthday-party'],
          email: `${name.toLowerCase()}@example.test`,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      id[name] = res.json().id;
      await upsertAccount(t.db, id[name] as string, null, clock);
    }
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: TEST_ORIGIN },
      payload: bookingRequest([id.Luna as string]),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [offer] = await t.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.bookingId, booked.json().id), eq(offers.performerId, id.Luna as string)));
    lunaOffer = offer?.id ?? '';
    lunaBooking = booked.json().id;
    const luna = await performerSession(t.app, t.db, id.Luna as string, clock);
    const phone = createSoftAuthenticator({ rpID: 'example.test', origin: TEST_ORIGIN });
    const options = (await call('POST', '/api/portal/passkeys/options', luna)).json();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/portal/passkeys',
      headers: luna,
      payload: { name: 'Phone', response: phone.register(options) },
    });
    expect(added.statusCode, added.body).toBe(201);
    lunaPasskey = phone.credentialId;
  });
  afterAll(() => t?.close());

  it('finds the routes it walks', () => {
    const names = portalRoutes().map((r) => `${r.method} ${r.url}`);
    expect(names.length).toBeGreaterThan(15);
    expect(names).toEqual(expect.arrayContaining([...OPEN, 'POST /api/portal/offers/:id/accept']));
  });

  it('refuses a visitor (401) and a staff session (403 PERFORMER_ONLY) on every guarded route', async () => {
    for (const { method, url } of portalRoutes().filter((r) => !OPEN.has(`${r.method} ${r.url}`))) {
      const path = concrete(url);
      const visitor = await call(method, path, { origin: TEST_ORIGIN });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json(), `${method} ${url}`).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: expect.any(String),
      });
      const asStaff = await call(method, path, staff);
      expect(asStaff.statusCode, `${method} ${url}`).toBe(403);
      expect(asStaff.json(), `${method} ${url}`).toMatchObject({ code: 'PERFORMER_ONLY' });
    }
  });

  it('refuses every state-changing call from another site, signed in or not', async () => {
    const mia = await performerSession(t.app, t.db, id.Mia as string, clock);
    for (const { method, url } of portalRoutes().filter((r) => r.method !== 'GET')) {
      const res = await call(method, concrete(url), { ...mia, origin: 'https://evil.example' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: 'BAD_ORIGIN' });
    }
  });

  it("answers another performer 404 on every route that names something of Luna's, and changes nothing", async () => {
    const mia = await performerSession(t.app, t.db, id.Mia as string, clock);
    const named = portalRoutes().filter((r) => r.url.includes(':'));
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const { method, url } of named) {
      const res = await call(method, concrete(url), mia, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [offer] = await t.db.select({ state: offers.state }).from(offers).where(eq(offers.id, lunaOffer));
    expect(offer?.state).toBe('sent');
    // Nothing of the night was written on Luna's booking by Mia's calls.
    for (const table of [safetyCheckins, safetyAlarms, safetyLocations]) {
      expect(await t.db.select().from(table).where(eq(table.bookingId, lunaBooking))).toEqual([]);
    }
    const luna = await performerSession(t.app, t.db, id.Luna as string, clock);
    expect((await call('GET', '/api/portal/passkeys', luna)).json()).toHaveLength(1);
    // Her own lists hold none of Luna's.
    expect((await call('GET', '/api/portal/offers', mia)).json()).toEqual([]);
    expect((await call('GET', '/api/portal/bookings', mia)).json()).toEqual([]);
  });
});
