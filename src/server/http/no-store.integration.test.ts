import { existsSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bookingRequest } from '../../../test/helpers/booking';
import { insertNamedRefs, insertPerformers } from '../db/factories';

// Friday 2026-11-20, 12:00 in Miami.
const NOW = new Date('2026-11-20T17:00:00Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Security test finding: answers with personal data carried no Cache-Control, so a browser or a
 * proxy could keep them. Every answer on these paths, errors included, must say no-store; the
 * public catalogue stays cacheable, and neither of our own caches keeps a private answer.
 */
describe('Cache-Control: no-store on personal and staff answers', () => {
  let t: TestApp;
  let cookies: { admin: string; nonAdmin: string };
  let performerId: string;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp({ now: () => NOW, ssr: 'built', bookingRateLimit: { max: 2, windowMinutes: 60 } });
    cookies = await signInAccounts(t.app, t.db);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performerId = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(() => t.close());

  const booking = (over: Record<string, unknown> = {}) => ({ ...bookingRequest([performerId]), ...over });
  /** Sends the request and checks its status and the no-store header; answers the response. */
  const expectNoStore = async (request: InjectOptions | string, status: number) => {
    const res = await t.app.inject(request);
    const label = `${typeof request === 'string' ? request : `${request.method ?? 'GET'} ${request.url}`}`;
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(status);
    expect(res.headers['cache-control'], label).toBe('no-store');
    return res;
  };

  it('on booking requests, confirmations and look-ups, whatever the answer', async () => {
    const created = await expectNoStore({ method: 'POST', url: '/api/bookings', payload: booking() }, 201);
    const id: string = created.json().id;
    await expectNoStore({ method: 'POST', url: '/api/bookings', payload: booking({ clientEmail: 'x' }) }, 400);
    await expectNoStore({ method: 'POST', url: '/api/bookings', payload: booking() }, 201);
    await expectNoStore({ method: 'POST', url: '/api/bookings', payload: booking() }, 429);
    await expectNoStore(`/api/bookings/${id}`, 200);
    await expectNoStore(`/api/bookings/${id}?again=1`, 200);
    await expectNoStore(`/api/bookings/${UNKNOWN_ID}`, 404);
    await expectNoStore('/api/bookings/a/b', 404);
    const lookup = { email: 'pat@example.test', reference: created.json().reference };
    await expectNoStore({ method: 'POST', url: '/api/bookings/lookup', payload: lookup }, 202);
    await expectNoStore({ method: 'POST', url: '/api/bookings/lookup', payload: {} }, 400);

    // The confirmation page: never from the page cache, never stored anywhere else.
    for (let i = 0; i < 2; i++) {
      const page = await expectNoStore(`/booking-confirmation/${id}`, 200);
      expect(page.headers['x-page-cache']).toBeUndefined();
      expect(page.body).toContain('Pat Client');
    }
    await expectNoStore(`/booking-confirmation/${id}?utm_source=mail`, 200);
  });

  it('on sign-in, the session user and sign-out', async () => {
    await expectNoStore('/api/auth/user', 401);
    await expectNoStore({ url: '/api/auth/user', headers: { cookie: cookies.admin } }, 200);
    const wrong = { email: 'admin@example.test', password: 'not the password' };
    await expectNoStore({ method: 'POST', url: '/api/login', headers: { origin: TEST_ORIGIN }, payload: wrong }, 401);
    await expectNoStore(
      { method: 'POST', url: '/api/login', headers: { origin: 'https://evil.test' }, payload: wrong },
      403,
    );
    await expectNoStore('/api/logout', 303);
  });

  it('on every /api/admin answer: 200, 401, 403, 404 and malformed', async () => {
    await expectNoStore({ url: '/api/admin/bookings', headers: { cookie: cookies.admin } }, 200);
    await expectNoStore('/api/admin/bookings', 401);
    await expectNoStore({ url: '/api/admin/performers', headers: { cookie: cookies.nonAdmin } }, 403);
    await expectNoStore(
      { method: 'POST', url: '/api/admin/performers', headers: asUser(cookies.admin), payload: {} },
      400,
    );
    await expectNoStore({ url: '/api/admin/nothing-here', headers: { cookie: cookies.admin } }, 404);
    // Spelled with %-escapes, the router still finds the admin route: the header follows it.
    await expectNoStore({ url: '/api/%61dmin/bookings', headers: { cookie: cookies.admin } }, 200);
    await expectNoStore('/api/admin/performers/%', 400);
  });

  it('leaves the public catalogue and pages cacheable, and our caches keep serving them', async () => {
    for (const url of ['/api/service-areas', '/api/performers', '/performers']) {
      const first = await t.app.inject(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBeUndefined();
      const again = await t.app.inject(url);
      expect(again.headers['x-api-cache'] ?? again.headers['x-page-cache'], url).toBe('hit');
      expect(again.headers['cache-control'], url).toBeUndefined();
    }
  });
});
