/**
 * `npm run bench:slow-clients`: the slow-request attack of the security test. 300 connections
 * send a request's headers, then its body at one byte every 4 s, against the production server on
 * a fresh embedded database with REQUEST_TIMEOUT_SECONDS (default 30), while a visitor loads the
 * home page every second. Prints when the server cut the slow clients and the visitor's latency;
 * exits 1 if any slow client outlives the deadline by more than 5 s, or the visitor gets no 200.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startServer, waitUntilReady } from '../test/helpers/server-process';
import { openSlowClients } from '../test/helpers/slow-clients';

const CLIENTS = 300;
const TIMEOUT_SECONDS = Number(process.env.REQUEST_TIMEOUT_SECONDS ?? 30);
const dataDir = await mkdtemp(join(tmpdir(), 'bench-slow-'));
const port = await freePort();
const server = startServer(
  { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', LOG_LEVEL: 'info', REQUEST_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) },
  port,
);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN;
let failed = false;
try {
  await waitUntilReady(server);
  const paths = ['/api/bookings', '/api/login', '/api/admin/performers', '/api/nothing-here'];
  const attack = openSlowClients(port, CLIENTS, { paths, everyMs: 4000 });
  const cut: number[] = [];
  for (const client of attack.clients) {
    client.closed.then((end) => end.byServer && cut.push(end.at - attack.startedAt));
  }
  const visitor: { ms: number; status: number }[] = [];
  const deadline = attack.startedAt + (TIMEOUT_SECONDS + 5) * 1000;
  while (cut.length < CLIENTS && performance.now() < deadline) {
    const started = performance.now();
    const status = await fetch(`${server.baseURL}/`).then(
      (r) => r.arrayBuffer().then(() => r.status),
      () => 0,
    );
    visitor.push({ ms: performance.now() - started, status });
    await sleep(Math.max(0, 1000 - (performance.now() - started)));
  }
  attack.stop();
  const latencies = visitor.map((v) => v.ms);
  const errorLines = server.output().match(/"level":(50|60)/g)?.length ?? 0;
  console.log(`REQUEST_TIMEOUT_SECONDS=${TIMEOUT_SECONDS}, ${CLIENTS} clients trickling 1 byte every 4 s`);
  console.log(
    `cut by the server: ${cut.length}/${CLIENTS}; first ${seconds(Math.min(...cut))}, ` +
      `median ${seconds(percentile(cut, 50))}, last ${seconds(Math.max(...cut))} after opening`,
  );
  console.log(
    `visitor meanwhile (GET /): ${visitor.filter((v) => v.status === 200).length}/${visitor.length} answered 200, ` +
      `median ${percentile(latencies, 50).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
  );
  console.log(`error log lines: ${errorLines}`);
  failed = cut.length < CLIENTS || visitor.some((v) => v.status !== 200) || errorLines > 0;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
