import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { insertPerformers } from '../../db/factories';
import { auditLog, performers } from '../../db/schema';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('Unhide and bulk actions on performers', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let nonAdmin: Record<string, string>;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const accounts = await signInAccounts(t.app, t.db);
    admin = asUser(accounts.admin);
    nonAdmin = asUser(accounts.nonAdmin);
    ids = await insertPerformers(t.db, [
      { name: 'Ana Uno', hourlyRate: 200 },
      { name: 'Bea Dos', hourlyRate: 200, isActive: false },
      { name: 'Cleo Tres', hourlyRate: 200, featured: true },
    ]);
  });
  afterAll(() => t.close());

  const state = async () =>
    (
      await t.db
        .select({ name: performers.name, isActive: performers.isActive, featured: performers.featured })
        .from(performers)
        .where(inArray(performers.id, ids))
        .orderBy(performers.name)
    ).map((p) => `${p.name}:${p.isActive ? 'visible' : 'hidden'}${p.featured ? ',featured' : ''}`);
  const bulk = (payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/performers/bulk', headers, payload: payload as object });

  it('shows a hidden performer again, with an audit row', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/performers/${ids[1]}/show`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ids[1], name: 'Bea Dos', isActive: true });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ids[1] ?? ''));
    expect(audited.map((a) => a.action)).toEqual(['PATCH /api/admin/performers/:id/show']);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/performers/${UNKNOWN}/show`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('hides, shows, features and unfeatures many at once, one audit row each', async () => {
    expect((await bulk({ ids, action: 'hide' })).json()).toEqual({ updated: 3 });
    expect(await state()).toEqual(['Ana Uno:hidden', 'Bea Dos:hidden', 'Cleo Tres:hidden,featured']);
    expect((await bulk({ ids: [ids[0], ids[1], ids[0]], action: 'feature' })).json()).toEqual({ updated: 2 });
    expect((await bulk({ ids, action: 'show' })).statusCode).toBe(200);
    expect(await state()).toEqual([
      'Ana Uno:visible,featured',
      'Bea Dos:visible,featured',
      'Cleo Tres:visible,featured',
    ]);
    expect((await bulk({ ids: [ids[2]], action: 'unfeature' })).statusCode).toBe(200);
    expect(await state()).toEqual(['Ana Uno:visible,featured', 'Bea Dos:visible,featured', 'Cleo Tres:visible']);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'POST /api/admin/performers/bulk'));
    expect(rows).toHaveLength(3 + 2 + 3 + 1);
    expect(rows.every((r) => r.before !== null && r.after !== null)).toBe(true);
  });

  it('changes nothing when one id is unknown, and refuses bad input and visitors', async () => {
    const before = await state();
    const unknown = await bulk({ ids: [ids[0], UNKNOWN], action: 'hide' });
    expect(unknown.statusCode).toBe(404);
    expect((await bulk({ ids: [ids[0], 'not-a-uuid'], action: 'hide' })).statusCode).toBe(404);
    for (const payload of [
      { ids: [], action: 'hide' },
      { ids, action: 'delete' },
      { ids: 'all', action: 'hide' },
      {},
    ]) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await bulk({ ids, action: 'hide' }, nonAdmin)).statusCode).toBe(403);
    expect(await state()).toEqual(before);
  });
});
