/**
 * `npm run bench:load`: 200 concurrent visitors browse (pages and API reads) while 20 submit
 * bookings, for BENCH_LOAD_SECONDS (default 60), against the production server on a fresh
 * embedded database (or DATABASE_URL). Then the server is stopped and every booking answered 201
 * must be in the database, whole. Prints requests, errors, 5xx and latency; exits 1 on any 5xx,
 * any transport error or any lost booking.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { freePort, startServer, waitUntilReady } from '../test/helpers/server-process';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = await mkdtemp(join(tmpdir(), 'bench-load-'));
const server = startServer(
  {
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    BOOKING_RATE_LIMIT_MAX: '10000',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  await freePort(),
);
let failed = false;
try {
  await waitUntilReady(server);
  const base = server.baseURL;
  type P = { id: string; slug: string; hourlyRate: string | null; weekendsOnly: boolean; unavailableDates: string[] };
  const performers = (await (await fetch(`${base}/api/performers`)).json()) as P[];
  const free = performers.filter((p) => p.hourlyRate && !p.weekendsOnly && p.unavailableDates.length === 0);
  let day = new Date(Date.now() + 9 * 86_400_000);
  while (![2, 3].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
  const before = databaseUrl ? await countBookings() : 0;

  const browsePaths = [
    '/',
    '/performers',
    '/miami-exotic-dancers',
    '/faq',
    `/performer/${performers[0]?.slug}`,
    `/performer/${performers[5]?.slug}`,
    '/api/performers?serviceAreaIds=miami&sortBy=price_low',
    '/api/performers/featured',
    `/api/performers/by-slug/${performers[3]?.slug}`,
    '/api/service-areas',
  ];
  const booking = JSON.stringify({
    performerIds: free.slice(0, 2).map((p) => p.id),
    clientName: 'Load Test',
    clientEmail: 'load@example.test',
    clientPhone: '305 555 0142',
    eventDate: day.toISOString().slice(0, 10),
    eventTime: '21:00',
    serviceAreaId: 'miami',
    eventTypeId: 'birthday-party',
    eventLocation: '1 Load Street',
    eventDuration: 120,
  });
  const browse = autocannon({
    url: base,
    connections: 200,
    duration: SECONDS,
    requests: browsePaths.map((path) => ({ method: 'GET', path })),
  });
  const book = autocannon({
    url: `${base}/api/bookings`,
    connections: 20,
    duration: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: booking,
  });
  const [b, k] = await Promise.all([browse, book]);
  server.child.kill('SIGTERM');
  await server.exited;
  const stored = (await countBookings()) - before;
  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(22)} ${String(r.requests.total).padStart(8)} ${String(r['2xx']).padStart(8)} ${String(r.non2xx).padStart(7)} ${String(r['5xx']).padStart(5)} ${String(r.errors).padStart(7)} ${String(r.latency.p50).padStart(6)} ${String(r.latency.p99).padStart(6)}`;
  console.log(`${SECONDS} s on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}\n`);
  console.log('load                   requests      2xx  non2xx   5xx  errors  p50ms  p99ms');
  console.log(row('200 visitors browsing', b));
  console.log(row('20 clients booking', k));
  // A few requests still in flight when the clock stops are stored without their answer being
  // counted, so stored may exceed the acknowledged count; fewer would be a lost booking.
  console.log(`\nBookings answered 201: ${k['2xx']}; bookings stored: ${stored} (must not be fewer)`);
  failed = b['5xx'] > 0 || k['5xx'] > 0 || b.errors > 0 || k.errors > 0 || stored < k['2xx'];
  console.log(failed ? '\nFAIL' : '\nOK: no 5xx, no transport error, no lost booking');
} finally {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

async function countBookings(): Promise<number> {
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 1 })
    : await openDatabase({ kind: 'pglite', dataDir });
  try {
    const result = await database.db.execute(
      sql`select count(*)::int as n from bookings b where exists (select 1 from booking_performers bp where bp.booking_id = b.id)`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}
