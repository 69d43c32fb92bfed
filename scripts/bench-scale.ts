/**
 * `npm run bench:scale`: how the typical filtered list, the slug lookup and the home page grow
 * with the catalogue. For 100, 1,000 and 10,000 performers (bulk insert in one transaction per
 * 500 rows) on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL (or DATABASE_URL) points at
 * a server where the user may create databases. Requests go through the real app in-process
 * (app.inject), each with a distinct URL so no cache answers: these are the uncached costs.
 * Prints median and p95 per request, and the EXPLAIN ANALYZE of the filtered list at each size.
 *
 * Then the booking desk (issue 18): with 10,000 bookings (BENCH_DESK_BOOKINGS) and 1,000
 * performers, each list a signed-in admin asks for (first page, searches, each filter, each view,
 * the counts) on each database, and the EXPLAIN ANALYZE of the first page and of a search.
 */

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { seedDemoData } from '../src/server/db/seed';
import { refreshPlannerStatistics } from '../src/server/db/statistics';
import type { BookingListQuery } from '../src/server/features/bookings/admin-repository';
import { listAdminBookings } from '../src/server/features/bookings/admin-repository';
import { listEventTypes, listServiceAreas } from '../src/server/features/catalog/repository';
import { findPublicPerformers } from '../src/server/features/performers/repository';
import { createDiskStorage } from '../src/server/storage/disk-storage';
import { businessDay } from '../src/shared/business-day';
import { performerQuerySchema } from '../src/shared/schemas/performer';
import { asUser, signInAccounts, TEST_ORIGIN } from '../test/helpers/admin';
import { testConfig } from '../test/helpers/app';
import { insertSyntheticBookings, insertSyntheticPerformers } from './bench-data';

// BENCH_SIZES= (empty) measures only the booking desk; BENCH_DESK_BOOKINGS=0 skips it.
const SIZES = (process.env.BENCH_SIZES ?? '100,1000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const FILTER = 'serviceAreaIds=miami&gender=Female&sortBy=price_low';

type Kind = 'PGlite' | 'PostgreSQL';
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function withPgAdmin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function openFresh(kind: Kind, dir: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'PGlite') {
    return { handle: await openDatabase({ kind: 'pglite', dataDir: dir }), drop: async () => {} };
  }
  const name = `bench_scale_${randomBytes(4).toString('hex')}`;
  await withPgAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(pgAdminUrl ?? '');
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 4 }),
    drop: () => withPgAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** The SQL a repository call runs, captured through a logging Drizzle, each statement EXPLAINed (the first `max`). */
async function explainCall(
  handle: DatabaseHandle,
  call: (db: DatabaseHandle['db']) => Promise<unknown>,
  max = 1,
): Promise<string> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) };
  // biome-ignore lint/suspicious/noExplicitAny: $client is the driver's own client, typed per driver
  const client = (handle.db as any).$client;
  const logged =
    handle.kind === 'pglite' ? drizzlePglite({ client, schema, logger }) : drizzlePg({ client, schema, logger });
  await call(logged as unknown as DatabaseHandle['db']);
  const plans: string[] = [];
  for (const query of captured.slice(0, max)) {
    const result = await client.query(`explain (analyze, costs off, summary off) ${query.sql}`, query.params);
    plans.push((result.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n'));
  }
  return plans.join('\n\n') || '(no query captured)';
}

/** The SQL the app runs for the typical filter, EXPLAINed. */
async function explainFilteredList(handle: DatabaseHandle): Promise<string> {
  const at = new Date();
  return explainCall(handle, (db) =>
    findPublicPerformers(db, {
      ...performerQuerySchema.parse({ serviceAreaIds: 'miami', gender: 'Female', sortBy: 'price_low', limit: '24' }),
      tonight: businessDay(at),
      newSince: new Date(at.getTime() - 30 * 86_400_000),
    }),
  );
}

/**
 * A fresh database of `kind` with the demo data and synthetic performers up to `performers` in
 * all, handed to `run`, then closed and removed whatever happens. Answers what `run` answers and
 * how long the performers took to insert.
 */
async function withCatalogue<T>(
  kind: Kind,
  performers: number,
  run: (db: { handle: DatabaseHandle; storage: ReturnType<typeof createDiskStorage> }) => Promise<T>,
): Promise<T & { insertMs: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-scale-'));
  const { handle, drop } = await openFresh(kind, join(dir, 'db'));
  const storage = createDiskStorage(join(dir, 'objects'));
  try {
    await seedDemoData(handle.db, storage, {});
    const areas = (await listServiceAreas(handle.db)).map((a) => a.id);
    const types = (await listEventTypes(handle.db)).map((t) => t.id);
    const started = performance.now();
    await insertSyntheticPerformers(handle.db, performers - 24, areas, types);
    const insertMs = performance.now() - started;
    return { ...(await run({ handle, storage })), insertMs };
  } finally {
    await handle.close().catch(() => {});
    await drop();
    await rm(dir, { recursive: true, force: true });
  }
}

function measure(kind: Kind, size: number) {
  return withCatalogue(kind, size, async ({ handle, storage }) => {
    const app = await buildApp({
      config: testConfig({
        publicUrl: 'http://localhost',
        bookingRateLimit: { max: 1000, windowMinutes: 60 },
        loginRateLimit: { max: 1000, windowMinutes: 15 },
      }),
      database: handle,
      storage,
      ssr: 'built',
    });
    await app.ready();
    const timings: Record<string, number[]> = { filtered: [], slug: [], home: [] };
    const slugs = (await app.inject('/api/performers?limit=100')).json().map((p: { slug: string }) => p.slug);
    const time = async (name: string, url: string) => {
      const t0 = performance.now();
      const res = await app.inject(url);
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      timings[name]?.push(ms);
    };
    for (let i = 0; i < RUNS; i++) {
      // A distinct URL each time: the read and page caches miss, so this is the database's cost.
      await time('filtered', `/api/performers?${FILTER}&limit=24&run=${i}`);
      await time('slug', `/api/performers/by-slug/${slugs[i % slugs.length]}?run=${i}`);
      await time('home', `/?run=${i}`);
    }
    const explain = await explainFilteredList(handle);
    await app.close();
    return { timings, explain };
  });
}

const DESK_BOOKINGS = Number(process.env.BENCH_DESK_BOOKINGS ?? 10_000);
const DESK_PERFORMERS = 1000;
/** What the booking desk asks for; each URL gets a distinct `run` parameter so no cache answers. */
const DESK_LISTS: [string, string][] = [
  ['first page', '/api/admin/bookings?limit=50'],
  ['search by name', '/api/admin/bookings?q=garcia&limit=50'],
  ['search by e-mail', '/api/admin/bookings?q=client123%40&limit=50'],
  ['search by phone', '/api/admin/bookings?q=555-0123&limit=50'],
  ['search by reference', '/api/admin/bookings?q=A1B2&limit=50'],
  ['status filter', '/api/admin/bookings?status=depositPending&limit=50'],
  ['event date range', '/api/admin/bookings?from=2026-12-01&to=2026-12-31&sort=event&limit=50'],
  ['Upcoming view', '/api/admin/bookings?view=upcoming&limit=50'],
  ['Needs action view', '/api/admin/bookings?view=needs-action&limit=50'],
  ['sort by client, page 20', '/api/admin/bookings?sort=client&limit=50&offset=950'],
  ['counts per status', '/api/admin/bookings/counts'],
  ['counts for a search', '/api/admin/bookings/counts?q=garcia'],
];

function measureDesk(kind: Kind) {
  return withCatalogue(kind, DESK_PERFORMERS, async ({ handle, storage }) => {
    const performerIds = (await handle.db.select({ id: schema.performers.id }).from(schema.performers)).map(
      (p) => p.id,
    );
    const now = new Date();
    const started = performance.now();
    await insertSyntheticBookings(handle.db, DESK_BOOKINGS, performerIds, now);
    const bookingsMs = performance.now() - started;
    // Statistics as a live database has them: autovacuum's on PostgreSQL (a fresh one has none
    // yet), the app's own refresh at start on PGlite (db/statistics.ts).
    await refreshPlannerStatistics(handle.db);
    const app = await buildApp({
      config: testConfig({ publicUrl: TEST_ORIGIN, loginRateLimit: { max: 1000, windowMinutes: 15 } }),
      database: handle,
      storage,
      ssr: 'off',
    });
    await app.ready();
    const headers = asUser((await signInAccounts(app, handle.db)).admin);
    const timings = new Map<string, number[]>(DESK_LISTS.map(([name]) => [name, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const [name, url] of DESK_LISTS) {
        const t0 = performance.now();
        const res = await app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}run=${i}`, headers });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        timings.get(name)?.push(ms);
      }
    }
    const explain = async (query: BookingListQuery) =>
      explainCall(handle, (db) => listAdminBookings(db, query, now), 2);
    const explains = [
      `-- ${kind}: the first page (its rows, then the total)\n${await explain({ limit: 50 })}`,
      `-- ${kind}: search 'garcia' (its rows, then the total)\n${await explain({ q: 'garcia', limit: 50 })}`,
    ];
    await app.close();
    return { bookingsMs, timings, explains };
  });
}

const kinds: Kind[] = pgAdminUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
const rows: string[][] = [];
const explains: string[] = [];
for (const kind of kinds) {
  for (const size of SIZES) {
    const { insertMs, timings, explain } = await measure(kind, size);
    const cell = (name: string) =>
      `${percentile(timings[name] ?? [], 50).toFixed(1)} / ${percentile(timings[name] ?? [], 95).toFixed(1)}`;
    rows.push([kind, String(size), `${(insertMs / 1000).toFixed(1)} s`, cell('filtered'), cell('slug'), cell('home')]);
    explains.push(`-- ${kind}, ${size} performers: GET /api/performers?${FILTER}&limit=24\n${explain}`);
  }
}
if (SIZES.length > 0) {
  const header = ['database', 'performers', 'bulk insert', 'filtered list ms (p50 / p95)', 'slug ms', 'home page ms'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  console.log(`${RUNS} requests per cell, in-process, caches bypassed\n`);
  for (const row of all) console.log(row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
  console.log(`\n${explains.join('\n\n')}`);
}
if (!pgAdminUrl) console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to include it.)');

if (DESK_BOOKINGS > 0) {
  const deskRows: string[][] = [];
  const deskExplains: string[] = [];
  for (const kind of kinds) {
    const { bookingsMs, timings, explains: plans } = await measureDesk(kind);
    for (const [name, values] of timings) {
      const p95 = percentile(values, 95);
      deskRows.push([kind, name, percentile(values, 50).toFixed(1), p95.toFixed(1), p95 < 100 ? 'ok' : 'OVER']);
    }
    deskExplains.push(...plans);
    console.log(`\n(${kind}: ${DESK_BOOKINGS} bookings inserted in ${(bookingsMs / 1000).toFixed(1)} s)`);
  }
  const deskHeader = ['database', 'booking desk list', 'p50 ms', 'p95 ms', 'target p95 < 100 ms'];
  const deskAll = [deskHeader, ...deskRows];
  const deskWidths = deskHeader.map((_, i) => Math.max(...deskAll.map((r) => (r[i] ?? '').length)));
  console.log(`\nThe booking desk: ${DESK_BOOKINGS} bookings, ${DESK_PERFORMERS} performers, ${RUNS} requests each\n`);
  for (const row of deskAll) console.log(row.map((c, i) => c.padEnd(deskWidths[i] ?? 0)).join('  '));
  console.log(`\n${deskExplains.join('\n\n')}`);
}
