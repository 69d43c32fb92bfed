import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp, testConfig } from '../../../../test/helpers/app';
import { migratedDataDir } from '../../../../test/helpers/database';
import { buildApp } from '../../app';
import { restoreEmbedded } from '../../db/backup';
import { openDatabase } from '../../db/client';
import { auditLog, backups } from '../../db/schema';
import { createDiskStorage } from '../../storage/disk-storage';
import { ensureAdmin } from '../auth/accounts';

const OWNER = { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' };

describe('online backups of the embedded database', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'online-backup-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('a backup taken under write load opens with every row committed before it, and no half transaction', async () => {
    if (process.env.TEST_DB_KIND === 'postgres') return; // The app backs up the embedded database only.
    const dataDir = join(root, 'data');
    const backupDir = join(root, 'backups');
    await migratedDataDir(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = await buildApp({
      config: testConfig({ backups: { dir: backupDir, keep: 7, dataDir } }),
      database,
      storage: createDiskStorage(join(dataDir, 'objects')),
      ssr: 'off',
    });
    // Writers: each transaction stores two rows of one batch; a batch counts once its commit returned.
    const committed: string[] = [];
    let writing = true;
    const writer = async (lane: number) => {
      for (let i = 0; writing; i++) {
        const batch = `load-${lane}-${i}`;
        await database.db.transaction(async (tx) => {
          for (const half of ['a', 'b'])
            await tx.insert(auditLog).values({ actorEmail: 'load@test', action: batch, entityType: half });
        });
        committed.push(batch);
        // PGlite answers without leaving the microtask queue: yield, as requests arriving over
        // the network would, so that timers (and the backup's job) get their turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const writers = [writer(1), writer(2), writer(3)];
    await expect.poll(() => committed.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(60);
    const before = [...committed];
    const backup = await app.backups.run();
    await expect.poll(() => committed.length, { timeout: 30_000 }).toBeGreaterThan(before.length + 30);
    writing = false;
    await Promise.all(writers);
    await app.close();
    await database.close();

    expect(backup).toMatchObject({ status: 'done', origin: 'schedule', error: null });
    expect(backup.bytes).toBeGreaterThan(0);
    expect(await readdir(backupDir)).toEqual([backup.location]);

    const restored = join(root, 'restored');
    await restoreEmbedded(restored, join(backupDir, backup.location ?? ''));
    const opened = await openDatabase({ kind: 'pglite', dataDir: restored });
    try {
      const rows = await opened.db
        .select({ batch: auditLog.action, halves: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(like(auditLog.action, 'load-%'))
        .groupBy(auditLog.action);
      const found = new Map(rows.map((r) => [r.batch, r.halves]));
      expect(before.filter((b) => found.get(b) !== 2)).toEqual([]);
      expect(rows.filter((r) => r.halves !== 2)).toEqual([]);
      // The backup's own row is in it, still queued: it finished after the dump.
      expect(await opened.db.select({ status: backups.status }).from(backups)).toEqual([{ status: 'queued' }]);
    } finally {
      await opened.close();
    }
  });

  describe('on demand, through the job queue', () => {
    let t: TestApp;
    let clock = new Date('2026-11-28T12:00:00Z');
    let owner: Record<string, string>;
    const backupDir = () => join(root, 'on-demand');
    beforeAll(async () => {
      t = await createTestApp({
        now: () => clock,
        runJobs: true,
        jobs: { pollingIntervalSeconds: 0.5 },
        backups: { dir: join(root, 'on-demand'), keep: 2, dataDir: join(root, 'no-photos') },
      });
      await ensureAdmin(t.db, OWNER);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: TEST_ORIGIN },
        payload: { email: OWNER.email, password: OWNER.password },
      });
      owner = asUser(String(res.headers['set-cookie']).split(';')[0] ?? '');
    });
    afterAll(() => t.close());

    const backUpNow = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/system/backups', headers });

    it('answers 202 to an owner, takes it, keeps only the newest BACKUP_KEEP; refuses the public', async () => {
      expect((await backUpNow({ origin: TEST_ORIGIN })).statusCode).toBe(401);
      if (t.database.kind === 'postgres') {
        const refused = await backUpNow(owner);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'BACKUP_NOT_HERE' });
        return;
      }
      const taken: string[] = [];
      for (const hour of [12, 13, 14]) {
        clock = new Date(`2026-11-28T${hour}:00:00Z`);
        const res = await backUpNow(owner);
        expect(res.statusCode, res.body).toBe(202);
        const { id } = res.json() as { id: string };
        await expect
          .poll(async () => (await t.db.select().from(backups).where(eq(backups.id, id)))[0]?.status, {
            timeout: 30_000,
          })
          .toBe('done');
        const [row] = await t.db.select().from(backups).where(eq(backups.id, id));
        expect(row).toMatchObject({ origin: 'owner', requestedBy: OWNER.email });
        taken.push(row?.location ?? '');
      }
      expect((await readdir(backupDir())).sort()).toEqual(taken.slice(1));
      expect(existsSync(join(backupDir(), taken[2] ?? '', 'database.tar.gz'))).toBe(true);
    });
  });
});
