import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { readCatalogVersion } from '../db/catalog-version';
import { insertNamedRefs } from '../db/factories';

/** Inputs a property-based fuzzing run found answering 500; each must be a clear 4xx or accepted. */
describe('hostile input found by fuzzing', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
  });
  afterAll(() => t.close());

  it('refuses a JSON body nested deeper than the stack with 400', async () => {
    const payload = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const url of ['/api/bookings', '/api/login']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', origin: 'https://example.test' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TOO_DEEP' });
    }
  });

  it('refuses unavailable dates that are not on the calendar with 400', async () => {
    for (const date of ['2026-02-30', '2026-13-01', '2026-02-29', '0000-01-01']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/performers',
        headers: admin,
        payload: { name: 'Calendar Test', unavailableDates: [date] },
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('drops a service area listed twice instead of failing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers',
      headers: admin,
      payload: { name: 'Dup Area', serviceAreaIds: ['miami', 'miami'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().serviceAreas.map((a: { id: string }) => a.id)).toEqual(['miami']);
  });

  it('answers a photo URL the URL parser refuses with 400', async () => {
    for (const photoURL of ['http://[', 'http://', 'http://x:99999']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/photos',
        headers: admin,
        payload: { photoURL },
      });
      expect(res.statusCode, photoURL).toBe(400);
      expect(res.json().code).toBe('BAD_PHOTO_URL');
    }
  });

  it('leaves the catalogue version alone when an admin write is refused', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const before = await readCatalogVersion(t.db);
    const refused = [
      { method: 'PUT' as const, url: `/api/admin/performers/${unknown}`, payload: { name: 'Nobody' } },
      { method: 'PATCH' as const, url: `/api/admin/performers/${unknown}/featured` },
      { method: 'PATCH' as const, url: `/api/admin/performers/${unknown}/hide` },
      { method: 'DELETE' as const, url: `/api/admin/performers/${unknown}` },
    ];
    for (const call of refused) {
      const res = await t.app.inject({ ...call, headers: admin });
      expect(res.statusCode, call.url).toBe(404);
    }
    expect(await readCatalogVersion(t.db)).toBe(before);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers',
      headers: admin,
      payload: { name: 'Version Bump' },
    });
    expect(created.statusCode).toBe(201);
    expect(await readCatalogVersion(t.db)).toBeGreaterThan(before);
  });
});
