/**
 * `npm run bench:csv`: how long a performer CSV import takes, and what it does to public reads
 * meanwhile. The app listens on a fresh embedded database (PGlite in a temporary folder, seeded
 * with the demo catalogue, as `npm start` runs it); an admin uploads BENCH_ROWS (2,000) rows over
 * real HTTP while one visitor after another reads GET /api/performers (distinct URLs, so the read
 * cache never answers). Prints the import time, the reads answered during it and their latency.
 * Exits 1 when the import fails or when a read waits more than BENCH_MAX_READ_MS (1,000).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';
import { ensureAdmin } from '../src/server/features/auth/accounts';
import { listEventTypes, listServiceAreas } from '../src/server/features/catalog/repository';
import { createDiskStorage } from '../src/server/storage/disk-storage';
import { optionsOf } from '../src/shared/performer-attributes';

const GENDERS = optionsOf('gender');

const ROWS = Number(process.env.BENCH_ROWS ?? 2000);
const MAX_READ_MS = Number(process.env.BENCH_MAX_READ_MS ?? 1000);
const ADMIN = { email: 'bench@example.test', password: 'bench password 123', firstName: 'Bench' };

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN;

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-csv-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
  const storage = createDiskStorage(join(dir, 'objects'));
  await seedDemoData(database.db, storage);
  await ensureAdmin(database.db, ADMIN);
  const config = loadConfig({ PUBLIC_URL: 'http://localhost', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, storage, ssr: 'off' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const [areas, types] = [await listServiceAreas(database.db), await listEventTypes(database.db)];
    const lines = Array.from({ length: ROWS }, (_, i) => {
      const area = areas[i % areas.length]?.name ?? '';
      const type = types[i % types.length]?.name ?? '';
      return `Bench Performer ${i + 1},"Imported for the benchmark.",${150 + (i % 300)},${GENDERS[i % GENDERS.length]},${area},${type}`;
    });
    const csv = `name,description,hourlyRate,gender,serviceAreas,eventTypes\n${lines.join('\n')}\n`;

    const read = async (i: number) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/performers?limit=${(i % 48) + 1}&offset=${i % 97}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`read answered ${res.status}`);
      return performance.now() - started;
    };
    const idle: number[] = [];
    for (let i = 0; i < 50; i++) idle.push(await read(i));

    const form = new FormData();
    form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const started = performance.now();
    let importMs = 0;
    const importing = fetch(`${base}/api/admin/performers/import-csv`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost' },
      body: form,
    }).then(async (res) => {
      importMs = performance.now() - started;
      return { status: res.status, body: await res.text() };
    });
    const during: number[] = [];
    // Every read started before the import answered counts, the one it held up the longest too.
    for (let i = 0; importMs === 0; i++) during.push(await read(1000 + i));
    const result = await importing;
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    console.log(`CSV import of ${ROWS} rows on PGlite: ${result.status} in ${ms(importMs)}`);
    console.log(`public reads, idle:   p50 ${ms(percentile(idle, 50))}, max ${ms(Math.max(...idle))}`);
    console.log(
      `public reads, during: ${during.length} started, p50 ${ms(percentile(during, 50))}, ` +
        `p95 ${ms(percentile(during, 95))}, max ${ms(Math.max(0, ...during))}`,
    );
    if (result.status !== 200) throw new Error(`import answered ${result.status}: ${result.body.slice(0, 300)}`);
    if (Math.max(0, ...during) > MAX_READ_MS) throw new Error(`a public read waited over ${MAX_READ_MS} ms`);
  } finally {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
