import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp, testConfig } from '../../../../test/helpers/app';
import { createTestDatabase } from '../../../../test/helpers/database';
import { rowsOf } from '../../../../test/helpers/rows';
import { adminApi } from '../../admin-api';
import { buildApp } from '../../app';
import type { Database, DatabaseHandle } from '../../db/client';
import { createDiskStorage } from '../../storage/disk-storage';
import { ADMIN_PREFIX, createSessionManager } from '../auth';
import { auditOf } from './trail';

const CHANGES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const auditRows = async (db: Database) =>
  (await rowsOf<{ row: Record<string, unknown> }>(db, sql`select to_jsonb(a) - 'at' as row from audit_log a`)).map(
    (r) => r.row,
  );

/** Walks the route table, so a state-changing admin route added later is covered without touching this test. */
describe('every state-changing /api/admin route is audited', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
  });
  afterAll(() => t.close());

  const writes = () => t.app.routeTable.filter((r) => r.url.startsWith(ADMIN_PREFIX) && CHANGES.includes(r.method));
  const sample = (url: string) => url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');

  it('attaches the audit to each of them', () => {
    expect(writes().length).toBeGreaterThanOrEqual(10);
    for (const { method, url } of writes())
      expect(t.app.auditedRoutes.has(`${method} ${url}`), `${method} ${url}`).toBe(true);
  });

  it('never acknowledges one without an audit row: each call is refused and writes none, or writes its rows', async () => {
    const acknowledged: string[] = [];
    for (const route of writes()) {
      const label = `${route.method} ${route.url}`;
      const before = (await auditRows(t.db)).length;
      const res = await t.app.inject({
        method: route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: sample(route.url),
        headers: admin,
        payload: {},
      });
      expect(res.statusCode, `${label} → ${res.body}`).toBeLessThan(500);
      const written = (await auditRows(t.db)).length - before;
      if (res.statusCode < 300) {
        acknowledged.push(label);
        expect(written, label).toBeGreaterThan(0);
      } else expect(written, label).toBe(0);
    }
    // Empty bodies and unknown ids are refused by most routes; these take them, so the audited
    // branch above really runs (the safety-net test below covers a route that forgets).
    expect(acknowledged).toEqual(
      expect.arrayContaining([
        'POST /api/admin/photos/upload',
        'POST /api/admin/account/totp/setup',
        'POST /api/admin/account/passkeys/options',
      ]),
    );
  });
});

describe('the audit safety net and a route recording its own change', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let storageDir: string;
  let admin: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase();
    storageDir = await mkdtemp(join(tmpdir(), 'objects-'));
    const config = testConfig();
    app = await buildApp({ config, database, storage: createDiskStorage(storageDir), ssr: 'off' });
    // Routes added to the admin API later, as a feature's admin routes are: in a plugin inside
    // the admin API plugin (here a second one, with its own sessions on the same database).
    const sessions = createSessionManager(database.db, () => new Date(), { ...config.session, secure: true });
    await app.register(adminApi, {
      prefix: ADMIN_PREFIX,
      sessions,
      access: config.staff,
      routes: async (admin) => {
        await admin.register(async (scope) => {
          scope.post('/test/forgetful', async () => ({ ok: true }));
          scope.post('/test/own-change', { config: { auditRedact: ['pin'] } }, async (req) => {
            await database.db.transaction(async (tx) => {
              // …the route's own change, with tx…
              const after = {
                pin: 'PIN-SECRET-ONE',
                token: 'TOKEN-SECRET',
                devices: [{ pin: 'PIN-SECRET-TWO', name: 'Phone' }],
              };
              await auditOf(req).record(tx, { entityType: 'test', entityId: 'own', before: null, after });
            });
            return { ok: true };
          });
        });
      },
    });
    // Beside the admin API: its hooks must not reach this one.
    app.post('/api/test/outside', async () => ({ ok: true }));
    await app.ready();
    admin = asUser((await signInAccounts(app, database.db)).admin);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('turns a 2xx from an admin change that recorded no audit row into a logged 500', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/admin/test/forgetful', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/api/admin/test/forgetful', headers: admin, payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'UNAUDITED' });
  });

  it('keeps the guard and the audit inside the admin API: a route beside it answers as it would', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/outside', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(app.auditedRoutes.has('POST /api/test/outside')).toBe(false);
    expect(app.auditedRoutes.has('POST /api/admin/test/forgetful')).toBe(true);
  });

  it("stores a route's own entry in its transaction, without the route's redacted fields or credentials", async () => {
    const res = await app.inject({ method: 'POST', url: '/api/admin/test/own-change', headers: admin, payload: {} });
    expect(res.statusCode).toBe(200);
    const [row] = (await auditRows(database.db)).filter((r) => r.entity_id === 'own');
    expect(row).toMatchObject({
      actor_email: 'admin@example.test',
      action: 'POST /api/admin/test/own-change',
      after: { pin: '[redacted]', token: '[redacted]', devices: [{ pin: '[redacted]', name: 'Phone' }] },
    });
    // Secrets no UUID or timestamp in the row can contain by chance.
    expect(JSON.stringify(row)).not.toMatch(/SECRET/);
  });
});
