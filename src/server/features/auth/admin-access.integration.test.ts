import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { ADMIN_PREFIX } from './guard';

/**
 * Walks the route table, so an admin route added later is covered without touching this test,
 * and one registered outside the admin API plugin (admin-api.ts), which its guard never reaches, fails it.
 */
describe('every /api/admin route refuses visitors and non-admins; every write refuses other origins', () => {
  let t: TestApp;
  let cookies: { admin: string; nonAdmin: string };
  beforeAll(async () => {
    t = await createTestApp();
    cookies = await signInAccounts(t.app, t.db);
  });
  afterAll(() => t.close());

  const sample = (url: string) => url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');

  it('has admin routes to check', () => {
    const admin = t.app.routeTable.filter((r) => r.url.startsWith(ADMIN_PREFIX));
    expect(admin.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 without a session and 403 to a non-admin, for every method and path', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith(ADMIN_PREFIX) && r.method !== 'HEAD');
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = sample(route.url);
      const anonymous = await t.app.inject({ method, url, headers: { origin: 'https://example.test' }, payload: {} });
      expect(anonymous.statusCode, `${method} ${url} without a session`).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: expect.any(String) });
      const visitor = await t.app.inject({ method, url, headers: asUser(cookies.nonAdmin), payload: {} });
      expect(visitor.statusCode, `${method} ${url} as a non-admin`).toBe(403);
    }
  });

  it('lets an admin through', async () => {
    const res = await t.app.inject({ url: '/api/admin/bookings', headers: { cookie: cookies.admin } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses every state-changing route from a cross-site, null or missing Origin when a session rides along', async () => {
    const writes = t.app.routeTable.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(writes.length).toBeGreaterThanOrEqual(10);
    const before = (await t.app.inject({ url: '/api/admin/performers', headers: { cookie: cookies.admin } })).body;
    for (const route of writes) {
      const method = route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = sample(route.url);
      for (const origin of ['https://evil.test', 'null', undefined]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: cookies.admin, ...(origin ? { origin } : {}) },
          payload: {},
        });
        expect(res.statusCode, `${method} ${url} from ${origin ?? 'no origin'}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'BAD_ORIGIN' });
      }
    }
    const after = (await t.app.inject({ url: '/api/admin/performers', headers: { cookie: cookies.admin } })).body;
    expect(after).toBe(before);
  });
});
