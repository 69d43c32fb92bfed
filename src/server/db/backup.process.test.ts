import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers/app';
import { migratedDataDir } from '../../../test/helpers/database';
import { buildApp } from '../app';
import { createDiskStorage } from '../storage/disk-storage';
import { backupEmbedded, restoreEmbedded } from './backup';
import { openDatabase } from './client';
import { seedDemoData } from './seed';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What a backup must bring back: every performer and every booking with its lines. */
async function fingerprint(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const performers = rowsOf<{ id: string; name: string }>(
      await database.db.execute(sql`select id, name from performers order by id`),
    );
    const bookings = rowsOf<{ id: string; lines: number; total: string }>(
      await database.db.execute(sql`
        select b.id, b.total_amount as total, (select count(*)::int from booking_performers bp where bp.booking_id = b.id) as lines
        from bookings b order by b.id`),
    );
    return { performers, bookings };
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  let root: string;
  let dataDir: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'backup-'));
    dataDir = join(root, 'data');
    await migratedDataDir(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const storage = createDiskStorage(join(dataDir, 'objects'));
    await seedDemoData(database.db, storage, {});
    const app = await buildApp({
      config: testConfig({
        publicUrl: 'http://localhost',
        bookingRateLimit: { max: 100, windowMinutes: 60 },
        loginRateLimit: { max: 100, windowMinutes: 15 },
      }),
      database,
      storage,
      ssr: 'off',
    });
    const performers = (await app.inject('/api/performers')).json() as {
      id: string;
      weekendsOnly: boolean;
      eveningOnly: boolean;
      unavailableDates: string[];
      hourlyRate: string | null;
    }[];
    const free = performers.filter((p) => p.hourlyRate && !p.weekendsOnly && p.unavailableDates.length === 0);
    let day = new Date(Date.now() + 9 * 86_400_000);
    while (![2, 3].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          performerIds: free.slice(i, i + 2).map((p) => p.id),
          clientName: `Backup Client ${i}`,
          clientEmail: `b${i}@example.test`,
          clientPhone: '305 555 0100',
          eventDate: day.toISOString().slice(0, 10),
          eventTime: '21:00',
          serviceAreaId: 'miami',
          eventTypeId: 'birthday-party',
          eventLocation: '1 Backup Lane',
          eventDuration: 120,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    await app.close();
    await database.close();
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('refuses to back up while a server holds the folder', async () => {
    const running = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(backupEmbedded(dataDir, join(root, 'while-running'))).rejects.toThrow(/in use by another process/);
    } finally {
      await running.close();
    }
  });

  it('restores a backup with the same performers and bookings, keeping the replaced database aside', async () => {
    const before = await fingerprint(dataDir);
    expect(before.performers.length).toBeGreaterThanOrEqual(20);
    expect(before.bookings).toHaveLength(3);
    expect(before.bookings.every((b) => b.lines === 2)).toBe(true);

    const backup = join(root, 'backup-1');
    await backupEmbedded(dataDir, backup);
    expect((await readdir(backup)).sort()).toEqual(['database.tar.gz', 'objects']);

    // Damage the live data after the backup.
    const live = await openDatabase({ kind: 'pglite', dataDir });
    await live.db.execute(sql`delete from bookings`);
    await live.db.execute(sql`update performers set name = 'Changed After Backup'`);
    await live.close();

    await expect(restoreEmbedded(dataDir, backup)).rejects.toThrow(/--force/);
    const aside = await restoreEmbedded(dataDir, backup, { force: true });
    expect(aside).toMatch(/pgdata\.before-restore-/);
    expect(await fingerprint(dataDir)).toEqual(before);

    // A restore into an empty folder works as well (a new machine).
    const fresh = join(root, 'fresh');
    expect(await restoreEmbedded(fresh, backup)).toBeNull();
    expect(await fingerprint(fresh)).toEqual(before);
    expect((await readdir(join(fresh, 'objects', 'photos'))).length).toBeGreaterThan(0);
  }, 120_000);

  it('does the same through the commands people run: npm run db:backup and npm run db:restore', async () => {
    const before = await fingerprint(dataDir);
    const backup = join(root, 'backup-cli');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const backedUp = await npmRun('db:backup', [backup], env);
    expect(backedUp.stdout, backedUp.stderr).toContain(`Backup written to ${backup}`);

    const live = await openDatabase({ kind: 'pglite', dataDir });
    await live.db.execute(sql`delete from bookings`);
    await live.close();

    const refused = await npmRun('db:restore', [backup], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--force');
    const restored = await npmRun('db:restore', [backup, '--force'], env);
    expect(restored.stdout, restored.stderr).toContain('previous database kept in');
    expect(await fingerprint(dataDir)).toEqual(before);
  }, 120_000);
});

/**
 * Runs a package.json script as `npm run <script> -- <args>` does, without npm itself (a second
 * or more of a loaded machine per call): the script's command line, read from package.json, with
 * `node` as the Node running the tests. The scripts are plain `node …` commands; anything else fails.
 */
function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [command, ...scriptArgs] = (scripts[script] ?? '').split(' ');
  expect(command, `package.json's ${script} is a plain node command`).toBe('node');
  expect(
    scriptArgs.every((arg) => /^[\w./:-]+$/.test(arg)),
    scripts[script],
  ).toBe(true);
  return run(process.execPath, [...scriptArgs, ...args], env);
}

/** Runs a command; answers its exit code and output (a failing command is an answer, not a throw). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { env, encoding: 'utf8' }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}
