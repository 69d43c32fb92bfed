import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../test/helpers/database';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../../test/helpers/server-process';
import { openDatabase } from './db/client';

type ApiPerformer = {
  id: string;
  hourlyRate: string | null;
  weekendsOnly: boolean;
  eveningOnly: boolean;
  unavailableDates: string[];
};

/** Performers bookable on a weekday evening date a week or more ahead, and that date. */
async function bookable(baseURL: string) {
  const list = (await (await fetch(`${baseURL}/api/performers`)).json()) as ApiPerformer[];
  const free = list.filter((p) => p.hourlyRate && !p.weekendsOnly && p.unavailableDates.length === 0);
  let day = new Date(Date.now() + 9 * 86_400_000);
  while (![2, 3].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
  const areas = (await (await fetch(`${baseURL}/api/service-areas`)).json()) as { id: string }[];
  const types = (await (await fetch(`${baseURL}/api/event-types`)).json()) as { id: string }[];
  return { ids: free.map((p) => p.id), date: day.toISOString().slice(0, 10), area: areas[0]?.id, type: types[0]?.id };
}

/**
 * Crash: 50 clients submit bookings while the server is killed with SIGKILL. After a restart on
 * the same data, every booking that was answered 201 is there, whole, and no half-written
 * booking exists. On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe.each(process.env.TEST_DB_KIND === 'postgres' ? (['postgres'] as const) : (['pglite'] as const))(
  'crash during booking submissions (%s)',
  (kind) => {
    let dataDir: string;
    let databaseUrl = '';
    let dbName = '';
    let server: ServerProcess;
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const env = () => ({
      DATA_DIR: dataDir,
      BOOKING_RATE_LIMIT_MAX: '10000',
      SEED_DEMO_DATA: 'true',
      ...(kind === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
    });

    beforeAll(async () => {
      if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
      dataDir = await mkdtemp(join(tmpdir(), 'crash-data-'));
      if (kind === 'pglite') await migratedDataDir(dataDir);
      if (kind === 'postgres') {
        dbName = `crash_${randomBytes(4).toString('hex')}`;
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`create database ${dbName}`);
        await c.end();
        const url = new URL(adminUrl);
        url.pathname = `/${dbName}`;
        databaseUrl = url.toString();
      }
      server = startServer(env(), await freePort());
      await waitUntilReady(server);
    }, 120_000);

    afterAll(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      if (dbName) {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${dbName} with (force)`);
        await c.end();
      }
    });

    it('keeps every acknowledged booking whole and writes no half booking', async () => {
      const { ids, date, area, type } = await bookable(server.baseURL);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      const acknowledged = new Map<string, number>();
      let stop = false;
      let sent = 0;
      const client = async (n: number) => {
        for (let i = 0; !stop; i++) {
          const count = 1 + ((n + i) % 3);
          const performerIds = ids.slice((n + i) % (ids.length - 2), ((n + i) % (ids.length - 2)) + count);
          sent++;
          try {
            const res = await fetch(`${server.baseURL}/api/bookings`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                performerIds,
                clientName: `Crash Client ${n}-${i}`,
                clientEmail: `c${n}.${i}@example.test`,
                clientPhone: '305 555 0123',
                eventDate: date,
                eventTime: '21:00',
                serviceAreaId: area,
                eventTypeId: type,
                eventLocation: '1 Crash Way',
                serviceType: 'hourly',
                eventDuration: 120,
              }),
            });
            if (res.status === 201) acknowledged.set(((await res.json()) as { id: string }).id, performerIds.length);
            else await res.arrayBuffer();
          } catch {
            // The server died mid-request: this booking was never acknowledged.
          }
        }
      };
      const clients = Array.from({ length: 50 }, (_, n) => client(n));
      // Kill once a good number of bookings have been acknowledged.
      await expect.poll(() => acknowledged.size, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(150);
      server.child.kill('SIGKILL');
      await server.exited;
      stop = true;
      await Promise.all(clients);
      expect(acknowledged.size).toBeGreaterThanOrEqual(150);
      expect(sent).toBeGreaterThan(acknowledged.size);

      // Restart on the same data: every acknowledged booking is there, with all its performer lines.
      server = startServer(env(), await freePort());
      await waitUntilReady(server);
      for (const [id, lines] of acknowledged) {
        const res = await fetch(`${server.baseURL}/api/bookings/${id}`);
        expect(res.status, id).toBe(200);
        expect(((await res.json()) as { numberOfPerformers: number }).numberOfPerformers).toBe(lines);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      // No booking without its performer lines (a half-written booking).
      const database =
        kind === 'postgres'
          ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 1 })
          : await openDatabase({ kind: 'pglite', dataDir: join(dataDir) });
      try {
        const { sql } = await import('drizzle-orm');
        const result = await database.db.execute(sql`
        select count(*)::int as broken from bookings b
        where not exists (select 1 from booking_performers bp where bp.booking_id = b.id)`);
        const rows = (result as unknown as { rows: { broken: number }[] }).rows;
        expect(rows[0]?.broken).toBe(0);
      } finally {
        await database.close();
      }
    }, 180_000);
  },
);
