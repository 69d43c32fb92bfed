/**
 * `npm run bench:rolling`: a rolling restart of two web instances under load, with no failed
 * request (issue 32, docs/deploy.md). On PostgreSQL (BENCH_DATABASE_URL, default a fresh database
 * on the local server), the compiled server (dist/node/main.js, as a release runs it): two web
 * instances with RUN_JOBS=false and one worker, behind a small round-robin proxy that does what
 * nginx or Caddy do (a connection refused goes to the other instance; /readyz decides when an
 * instance takes requests, checked every 250 ms). Instances drain 2 s (SHUTDOWN_DRAIN_SECONDS). While 100 visitors browse and 10 clients book for BENCH_ROLLING_SECONDS
 * (default 40), each web instance in turn gets SIGTERM, drains, and is started again. Exits 1 on
 * any non-2xx answer other than the bookings' expected ones, any 5xx or any transport error.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, type ServerProcess, startProcess, waitUntilReady } from '../test/helpers/server-process';

const SECONDS = Number(process.env.BENCH_ROLLING_SECONDS ?? 40);
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `bench_rolling_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `${adminUrl.replace(/\/[^/]*$/, '')}/${dbName}`;
const dataDir = await mkdtemp(join(tmpdir(), 'bench-rolling-'));

const start = async (port: number, runJobs: boolean): Promise<ServerProcess> => {
  const server = startProcess(process.execPath, ['dist/node/main.js'], {
    baseURL: `http://127.0.0.1:${port}`,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      RUN_JOBS: String(runJobs),
      BOOKING_RATE_LIMIT_MAX: '10000',
      // Longer than the proxy's health-check interval below: it stops sending before the close.
      SHUTDOWN_DRAIN_SECONDS: '2',
    },
  });
  await waitUntilReady(server);
  return server;
};

/** The proxy: round robin over the instances marked up; a refused connection tries the next. */
type Backend = { port: number; up: boolean };
const backends: Backend[] = [];
let turn = 0;
let retried = 0;
/** Answers that were not 2xx, by who gave them: 'proxy 502' or the instance's status. */
const failures = new Map<string, number>();
const count = (key: string) => failures.set(key, (failures.get(key) ?? 0) + 1);
const proxy = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const attempt = (tries: number) => {
      const live = backends.filter((b) => b.up);
      const backend = live[turn++ % Math.max(1, live.length)];
      if (!backend || tries > 4) {
        count(`proxy 502 (no instance up) ${req.method} ${req.url}`);
        res.writeHead(502).end();
        return;
      }
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: backend.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: false,
        },
        (answer) => {
          if ((answer.statusCode ?? 502) >= 400) count(`instance ${answer.statusCode} ${req.method} ${req.url}`);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      // Nothing was sent when the connection was refused: safe to try the other instance.
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED' && !res.headersSent) {
          retried++;
          attempt(tries + 1);
        } else if (!res.headersSent) {
          count(`proxy 502 (${err.code}) ${req.method} ${req.url}`);
          res.writeHead(502).end();
        } else res.destroy();
      });
      upstream.end(body);
    };
    attempt(0);
  });
});
// The proxy's health check, as Caddy's health_uri or a load balancer's: /readyz every 250 ms.
const health = setInterval(() => {
  for (const backend of backends)
    fetch(`http://127.0.0.1:${backend.port}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
      (res) => {
        backend.up = res.ok;
      },
      (err: Error & { cause?: { code?: string } }) => {
        // A slow answer under load is not a failure (balancers count several); a refusal is.
        if (err.cause?.code === 'ECONNREFUSED') backend.up = false;
      },
    );
}, 250);
const proxyPort = await freePort();
await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));

const ports = [await freePort(), await freePort()];
const servers: ServerProcess[] = [];
let failed = true;
try {
  const worker = await start(await freePort(), true);
  servers.push(worker);
  for (const port of ports) {
    servers.push(await start(port, false));
    backends.push({ port, up: true });
  }
  const base = `http://127.0.0.1:${proxyPort}`;
  type P = { id: string; slug: string; hourlyRate: string | null; weekendsOnly: boolean; unavailableDates: string[] };
  const performers = (await (await fetch(`${base}/api/performers`)).json()) as P[];
  const free = performers.filter((p) => p.hourlyRate && !p.weekendsOnly && p.unavailableDates.length === 0);
  let day = new Date(Date.now() + 9 * 86_400_000);
  while (![2, 3].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
  const booking = JSON.stringify({
    performerIds: free.slice(0, 2).map((p) => p.id),
    clientName: 'Rolling Test',
    clientEmail: 'rolling@example.test',
    clientPhone: '305 555 0142',
    eventDate: day.toISOString().slice(0, 10),
    eventTime: '21:00',
    serviceAreaId: 'miami',
    eventTypeId: 'birthday-party',
    eventLocation: '1 Rolling Street',
    eventDuration: 120,
  });
  const paths = ['/', '/performers', '/es/performers', `/performer/${performers[0]?.slug}`, '/api/performers/featured'];
  const browse = autocannon({
    url: base,
    connections: 100,
    duration: SECONDS,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const book = autocannon({
    url: `${base}/api/bookings`,
    connections: 10,
    duration: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: booking,
  });

  // The roll: each web instance in turn stops (SIGTERM: it drains, then exits) and comes back.
  const roll = (async () => {
    for (const [i, port] of ports.entries()) {
      const backend = backends[i];
      const old = servers[i + 1];
      if (!backend || !old) throw new Error('no instance to restart');
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 5));
      const started = Date.now();
      old.child.kill('SIGTERM');
      const code = await old.exited;
      servers[i + 1] = await start(port, false);
      console.log(`instance on :${port} stopped (exit ${code}) and back in ${Date.now() - started} ms`);
    }
  })();
  const [b, k] = await Promise.all([browse, book, roll]);
  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(20)} ${String(r.requests.total).padStart(8)} ${String(r['2xx']).padStart(8)} ${String(r.non2xx).padStart(7)} ${String(r['5xx']).padStart(5)} ${String(r.errors).padStart(7)}`;
  console.log(`\n${SECONDS} s, two web instances and a worker on PostgreSQL, each web instance restarted once\n`);
  console.log('load                 requests      2xx  non2xx   5xx  errors');
  console.log(row('100 visitors', b));
  console.log(row('10 clients booking', k));
  console.log(`connections refused by a stopping instance and sent to the other: ${retried}`);
  for (const [what, n] of failures) console.log(`  not 2xx: ${n} × ${what}`);
  failed = b.non2xx > 0 || k.non2xx > 0 || b.errors > 0 || k.errors > 0;
  console.log(
    failed ? '\nFAIL: a request failed during the roll' : '\nOK: no failed request during the rolling restart',
  );
} finally {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  clearInterval(health);
  proxy.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
