/**
 * `npm run bench:api`: the production server on a fresh database with 1,000 performers (PGlite, or
 * PostgreSQL when DATABASE_URL is set), loaded by autocannon from a second process, side by side
 * with a bare node:http server answering the very same bytes from memory (the ceiling).
 * Prints requests/s, p50/p99 latency, the ratio to the ceiling and the server's resident memory.
 * BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 20) tune the load.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';
import { createDiskStorage } from '../src/server/storage/disk-storage';
import { freePort, startServer, waitUntilReady } from '../test/helpers/server-process';
import { insertSyntheticPerformers } from './bench-data';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TOTAL = 1000;
const databaseUrl = process.env.DATABASE_URL;

const ROUTES = [
  { name: 'GET /healthz', path: '/healthz' },
  { name: 'GET /api/performers', path: '/api/performers' },
  {
    name: 'GET /api/performers (filtered)',
    path: '/api/performers?serviceAreaIds=miami&gender=Female&sortBy=price_low',
  },
  { name: 'GET /api/performers/by-slug', path: '/api/performers/by-slug/scarlett-rose' },
  { name: 'GET / (rendered)', path: '/' },
  { name: 'GET /miami-exotic-dancers (rendered)', path: '/miami-exotic-dancers' },
];

type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
async function load(url: string): Promise<Result> {
  const { stdout } = await run(
    process.execPath,
    ['node_modules/autocannon/autocannon.js', '-j', '-c', String(CONNECTIONS), '-d', String(SECONDS), url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' };
if (databaseUrl) env.DATABASE_URL = databaseUrl;
{
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 2 })
    : await openDatabase({ kind: 'pglite', dataDir });
  const seeded = await seedDemoData(database.db, createDiskStorage(join(dataDir, 'objects')), {
    force: Boolean(databaseUrl),
  });
  const areas = (await import('../src/server/features/catalog/repository')).listServiceAreas;
  const types = (await import('../src/server/features/catalog/repository')).listEventTypes;
  const have = seeded.seeded ? seeded.performers : 0;
  await insertSyntheticPerformers(
    database.db,
    TOTAL - have,
    (await areas(database.db)).map((a) => a.id),
    (await types(database.db)).map((t) => t.id),
  );
  await database.close();
}
const server = startServer(env, await freePort());
const rows: string[][] = [];
try {
  await waitUntilReady(server);
  const pid = server.child.pid ?? 0;
  const idle = await rssMb(pid);
  for (const route of ROUTES) {
    const url = server.baseURL + route.path;
    const res = await fetch(url);
    const body = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? 'application/octet-stream';
    const ceiling = createServer((_req, out) => {
      out.writeHead(200, { 'content-type': type, 'content-length': body.length });
      out.end(body);
    });
    const ceilingPort = await freePort();
    await new Promise<void>((resolve) => ceiling.listen(ceilingPort, '127.0.0.1', resolve));
    const app = await load(url);
    const bare = await load(`http://127.0.0.1:${ceilingPort}/`);
    await new Promise((resolve) => ceiling.close(resolve));
    rows.push([
      route.name,
      `${(body.length / 1024).toFixed(1)} KB`,
      app.rps.toFixed(0),
      `${app.p50} / ${app.p99} ms`,
      bare.rps.toFixed(0),
      (app.rps / bare.rps).toFixed(2),
      String(app.errors + app.non2xx),
    ]);
  }
  const loaded = await rssMb(pid);
  const header = ['route', 'answer', 'app req/s', 'app p50 / p99', 'ceiling req/s', 'ratio', 'errors'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  console.log(
    `Database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${TOTAL} performers, ${CONNECTIONS} connections, ${SECONDS} s per run\n`,
  );
  for (const row of all) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  console.log(`\nServer resident memory: ${idle.toFixed(0)} MB idle, ${loaded.toFixed(0)} MB after the load`);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
