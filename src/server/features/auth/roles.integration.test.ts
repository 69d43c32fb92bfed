import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { insertPerformers } from '../../db/factories';
import { ensureAdmin } from './accounts';
import { ADMIN_PREFIX } from './guard';

const OWNER = { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' };
const AGENT = { email: 'agent@example.test', password: 'agent password 123', firstName: 'Andy' };

/**
 * Walks the route table for every role, so a route added later is covered: an agent gets 403
 * OWNER_REQUIRED exactly on the routes marked ownerOnly, an owner never does.
 */
describe('staff roles, enforced on the server for every admin route', () => {
  let t: TestApp;
  const cookies: Record<'owner' | 'agent', string> = { owner: '', agent: '' };
  beforeAll(async () => {
    t = await createTestApp();
    await ensureAdmin(t.db, OWNER);
    await ensureAdmin(t.db, AGENT, { role: 'agent' });
    for (const [role, account] of [
      ['owner', OWNER],
      ['agent', AGENT],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: TEST_ORIGIN },
        payload: { email: account.email, password: account.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(role);
      cookies[role] = String(res.headers['set-cookie']).split(';')[0] ?? '';
    }
  });
  afterAll(() => t.close());

  const sample = (url: string) => url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
  const adminRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith(ADMIN_PREFIX) && r.method !== 'HEAD');

  it('marks deleting a performer, the cancellation policy, every staff route, the money reports, the do-not-book deletes and proposals, privacy requests and the System page as owner-only', () => {
    const ownerOnly = adminRoutes().filter((r) => r.ownerOnly);
    expect(ownerOnly.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/admin/do-not-book/:id',
      'DELETE /api/admin/performers/:id',
      'DELETE /api/admin/staff/:id',
      'DELETE /api/admin/staff/invitations/:id',
      'GET /api/admin/do-not-book/proposals',
      'GET /api/admin/ledger.csv',
      'GET /api/admin/performers/:id/records.csv',
      'GET /api/admin/privacy/export',
      'GET /api/admin/reports/money',
      'GET /api/admin/staff',
      'GET /api/admin/staff/invitations',
      'GET /api/admin/system',
      'PATCH /api/admin/staff/:id',
      'POST /api/admin/do-not-book/proposals/:id/accept',
      'POST /api/admin/do-not-book/proposals/:id/dismiss',
      'POST /api/admin/privacy/erase',
      'POST /api/admin/staff/invitations',
      'POST /api/admin/system/backups',
      'PUT /api/admin/cancellation-policy',
    ]);
  });

  for (const role of ['owner', 'agent'] as const) {
    it(`lets ${role === 'owner' ? 'an owner through every route' : 'an agent through all but the owner-only routes'}`, async () => {
      for (const route of adminRoutes()) {
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const res = await t.app.inject({ method, url: sample(route.url), headers: asUser(cookies[role]), payload: {} });
        const refused = res.statusCode === 403 && res.json().code === 'OWNER_REQUIRED';
        expect(refused, `${method} ${route.url} as ${role}`).toBe(role === 'agent' && route.ownerOnly);
      }
    });
  }

  it('lets an owner delete a performer and refuses an agent, who changes nothing', async () => {
    const [id] = await insertPerformers(t.db, [{ name: 'Del Eted', hourlyRate: 100 }]);
    const url = `/api/admin/performers/${id}`;
    const agent = await t.app.inject({ method: 'DELETE', url, headers: asUser(cookies.agent) });
    expect(agent.statusCode).toBe(403);
    expect(agent.json()).toEqual({ message: 'Only an owner can do this', code: 'OWNER_REQUIRED' });
    expect((await t.app.inject({ url: `/api/performers/${id}` })).statusCode).toBe(200);
    const owner = await t.app.inject({ method: 'DELETE', url, headers: asUser(cookies.owner) });
    expect(owner.statusCode).toBe(204);
  });

  it('leaves ratings to owners: an agent saves a performer only with its rating unchanged', async () => {
    const send = (role: 'owner' | 'agent', method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url: `/api/admin/performers${url}`, headers: asUser(cookies[role]), payload });
    const rated = await send('agent', 'POST', '', { name: 'Rae Ted', hourlyRate: 100, rating: 4.5 });
    expect(rated.statusCode).toBe(403);
    expect(rated.json()).toEqual({ message: 'Only an owner can set or change a rating', code: 'OWNER_REQUIRED' });
    const created = await send('agent', 'POST', '', { name: 'Rae Ted', hourlyRate: 100 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const byOwner = await send('owner', 'PUT', `/${id}`, { name: 'Rae Ted', hourlyRate: 100, rating: 4.8 });
    expect(byOwner.json().rating).toBe(4.8);
    const same = await send('agent', 'PUT', `/${id}`, { name: 'Rae Ted', hourlyRate: 120, rating: 4.8 });
    expect(same.statusCode).toBe(200);
    const changed = await send('agent', 'PUT', `/${id}`, { name: 'Rae Ted', hourlyRate: 130, rating: 5 });
    expect(changed.statusCode).toBe(403);
    const stored = (await t.app.inject({ url: `/api/performers/${id}` })).json();
    expect([stored.rating, stored.hourlyRate]).toEqual([4.8, '120.00']);

    const csv = (rows: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/performers/import-csv',
        headers: { ...asUser(cookies.agent), 'content-type': 'multipart/form-data; boundary=b' },
        payload: `--b\r\nContent-Disposition: form-data; name="csvFile"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n${rows}\r\n--b--\r\n`,
      });
    const withRatings = await csv('name,hourlyRate,rating\nCee Ess,100,4.9');
    expect(withRatings.statusCode).toBe(403);
    expect((await csv('name,hourlyRate,rating\nCee Ess,100,')).statusCode).toBe(200);
  });

  it('shows the audit rows about staff and invitations to owners only', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: asUser(cookies.owner),
      payload: { email: 'new.agent@example.test', role: 'agent' },
    });
    expect(invited.statusCode).toBe(201);
    const agentUserId = (await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookies.agent } })).json().id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${agentUserId}`,
      headers: asUser(cookies.owner),
      payload: { role: 'agent' },
    });
    const [performer] = await insertPerformers(t.db, [{ name: 'Audit Ed', hourlyRate: 100 }]);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/performers/${performer}`,
      headers: asUser(cookies.agent),
      payload: { name: 'Audit Edd', hourlyRate: 100 },
    });
    expect(renamed.statusCode).toBe(200);
    const read = async (role: 'owner' | 'agent', query = '') => {
      const res = await t.app.inject({ url: `/api/admin/audit?limit=500${query}`, headers: { cookie: cookies[role] } });
      expect(res.statusCode).toBe(200);
      return new Set((res.json() as { entityType: string }[]).map((row) => row.entityType));
    };
    expect([...(await read('owner'))]).toEqual(expect.arrayContaining(['users', 'staff_invitations', 'performers']));
    const agentSees = [...(await read('agent'))];
    expect(agentSees).toContain('performers');
    expect(agentSees).not.toEqual(expect.arrayContaining(['users']));
    expect(agentSees).not.toEqual(expect.arrayContaining(['staff_invitations']));
    expect(agentSees).not.toEqual(expect.arrayContaining(['passkeys']));
    // Asked by id, a staff row stays hidden too.
    expect([...(await read('agent', `&entityId=${invited.json().id}`))]).toEqual([]);
    expect([...(await read('owner', `&entityId=${invited.json().id}`))]).toEqual(['staff_invitations']);
  });

  it('keeps an owner an owner when the start-up password runs again, and can turn one into an agent', async () => {
    await ensureAdmin(t.db, OWNER);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookies.owner } });
    expect(me.json().role).toBe('owner');
    await ensureAdmin(t.db, OWNER, { role: 'agent' });
    const after = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookies.owner } });
    expect(after.json().role).toBe('agent');
  });
});
