import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { insertNamedRefs } from '../../db/factories';
import { nextSlug } from './admin-service';

describe('performer management', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami', 'Doral']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, payload });

  it('creates a performer with a slug derived by the spec rule, ignoring a client slug, and null empty rates', async () => {
    const res = await send('POST', '/api/admin/performers', {
      name: '  Ána  Maria!! ',
      slug: 'hacked',
      hourlyRate: '',
      appearanceFee: '175',
      serviceAreaIds: ['miami'],
      eventTypeIds: ['birthday-party'],
      unavailableDates: ['2026-12-05', '2026-12-01', '2026-12-05'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Ána  Maria!!',
      slug: 'ana-maria',
      hourlyRate: null,
      appearanceFee: '175.00',
      appearanceFeeRange: '$150-200',
      unavailableDates: ['2026-12-01', '2026-12-05'],
      serviceAreas: [{ id: 'miami', name: 'Miami' }],
      isActive: true,
    });
  });

  it('keeps slugs unique: a clash gets -2, then -3', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await send('POST', '/api/admin/performers', { name: 'Zoe Star' })).json().slug);
    expect(slugs).toEqual(['zoe-star', 'zoe-star-2', 'zoe-star-3']);
    expect(nextSlug('a', new Set(['a', 'a-2', 'a-4']))).toBe('a-3');
  });

  it('updates every field but the slug', async () => {
    const created = (await send('POST', '/api/admin/performers', { name: 'Old Name', hourlyRate: 200 })).json();
    const res = await send('PUT', `/api/admin/performers/${created.id}`, {
      name: 'New Name',
      hourlyRate: 310,
      serviceAreaIds: ['doral'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'old-name',
      name: 'New Name',
      hourlyRate: '310.00',
      hourlyRateRange: '$300+',
    });
    expect(res.json().serviceAreas).toEqual([{ id: 'doral', name: 'Doral' }]);
  });

  it('answers 400 with field issues for bad input', async () => {
    const noName = await send('POST', '/api/admin/performers', { name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().issues).toContainEqual({ path: 'name', message: 'Performer name is required' });
    const badArea = await send('POST', '/api/admin/performers', { name: 'X', serviceAreaIds: ['atlantis'] });
    expect(badArea.statusCode).toBe(400);
    expect(badArea.json().issues).toContainEqual({ path: 'serviceAreaIds', message: 'Unknown service area: atlantis' });
    const badPhoto = await send('POST', '/api/admin/performers', { name: 'X', photos: ['javascript:alert(1)'] });
    expect(badPhoto.statusCode).toBe(400);
    const badRate = await send('POST', '/api/admin/performers', { name: 'X', hourlyRate: 'lots' });
    expect(badRate.statusCode).toBe(400);
  });

  it('toggles featured, hides from the public but not from the admin list, and deletes', async () => {
    const p = (await send('POST', '/api/admin/performers', { name: 'Toggle Me' })).json();
    const on = await send('PATCH', `/api/admin/performers/${p.id}/featured`);
    expect(on.json()).toEqual({ id: p.id, name: 'Toggle Me', featured: true });
    expect((await send('PATCH', `/api/admin/performers/${p.id}/featured`)).json().featured).toBe(false);

    const hidden = await send('PATCH', `/api/admin/performers/${p.id}/hide`);
    expect(hidden.json()).toMatchObject({ isActive: false });
    expect((await t.app.inject(`/api/performers/${p.id}`)).statusCode).toBe(404);
    const adminList = (await t.app.inject({ url: '/api/admin/performers', headers: admin })).json();
    expect(adminList.find((x: { id: string }) => x.id === p.id)).toMatchObject({ isActive: false });

    expect((await send('DELETE', `/api/admin/performers/${p.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/performers/${p.id}`)).statusCode).toBe(404);
    expect((await send('PATCH', '/api/admin/performers/nope/hide')).statusCode).toBe(404);
  });
});
