/**
 * `npm run bench:mail`: what the outbox costs a booking, and how soon its messages arrive. On a
 * fresh PGlite database (and a fresh PostgreSQL one when BENCH_DATABASE_URL or DATABASE_URL is
 * set): bookings at a steady rate, and the time from each 201 to the client's e-mail at a local
 * SMTP server and to the webhook call; then POST /api/bookings at full load over real HTTP with
 * mail and webhook ON (workers delivering) and OFF (no workers), in alternating rounds.
 * Exits 1 when ON/OFF throughput is under 0.9, on any non-201 answer, or on a lost message.
 * Tuning: BENCH_SECONDS (8), BENCH_CONNECTIONS (10), BENCH_ROUNDS (2), BENCH_MAIL_COUNT (200),
 * BENCH_MAIL_RATE (bookings/s, 2).
 */
import { fork } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { messages } from '../src/server/db/schema';
import { seedDemoData } from '../src/server/db/seed';
import { createDiskStorage } from '../src/server/storage/disk-storage';
import { openFreshDatabase } from './fresh-database';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const [SECONDS, CONNECTIONS, ROUNDS] = [env('BENCH_SECONDS', 8), env('BENCH_CONNECTIONS', 10), env('BENCH_ROUNDS', 2)];
// The workers send a booking's two e-mails and its webhook one after another: the default rate
// stays well under what they deliver, so the times measure delivery, not a growing backlog.
const [COUNT, RATE] = [env('BENCH_MAIL_COUNT', 200), env('BENCH_MAIL_RATE', 2)];
const [WARMUP_SECONDS, TARGET, SECRET] = [3, 0.9, 'bench-webhook-secret'];
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
// The limiter must never answer 429: every request here comes from one address.
const CONFIG = {
  publicUrl: 'http://localhost',
  logLevel: 'silent',
  trustProxy: false,
  backups: null,
  offers: { commissionPercent: 25, responseMinutes: 120 },
  business: {
    name: 'Bench',
    phone: null,
    email: 'bookings@example.test',
    cashAppTag: 'Bench',
    terms: { travel: null, tips: null },
    retentionYears: 7,
  },
  bookingRateLimit: { max: 1e9, windowMinutes: 60 },
  loginRateLimit: { max: 1000, windowMinutes: 15 },
  session: { idleHours: 8, absoluteDays: 7 },
  timeouts: loadConfig({}).timeouts,
  payments: loadConfig({}).payments,
  safety: loadConfig({}).safety,
  doNotBookKey: null,
  metrics: { token: null, port: null, host: '127.0.0.1' },
  errorReportingDsn: null,
  retentionYears: 7,
  staff: { allowedOrigins: ['http://localhost'] as string[], mfaRequired: false },
} as const;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN;
type Load = { latencies: number[]; seconds: number; bad: number; cpuMs?: number };
type Paced = { mail: number[]; hook: number[]; bad: number; lost: number };
type Command = { cmd: 'start' | 'close' | 'paced'; base?: string } | { cmd: 'load'; base: string; seconds: number };
const readAll = async (s: Readable) => ({ text: Buffer.concat(await s.toArray()).toString(), at: performance.now() });

/**
 * The client side runs in a child process (load, SMTP server, webhook receiver): in production
 * those are elsewhere, so they must not take the app's event loop; and one process's clock stamps
 * both the 201 and the arrival, so the two compare.
 */
async function clientSide() {
  const [mailAt, hookAt] = [new Map<string, number>(), new Map<string, number>()];
  let badSignatures = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Only the client's e-mail counts. A booking's three jobs share a creation time, so they go
    // out in no set order: one SMTP session (about 100 ms here) more or less shows in the times.
    onData: async (stream, _session, callback) => {
      const { text, at } = await readAll(stream);
      const ref = /^Subject: We received your booking request ([0-9A-F]{8})/m.exec(text)?.[1];
      if (ref && !mailAt.has(ref)) mailAt.set(ref, at);
      callback();
    },
  });
  const hooks = createServer(async (req, res) => {
    const { text, at } = await readAll(req);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(req.headers['x-signature'])) ?? [];
    if (!t || v1 !== createHmac('sha256', SECRET).update(`${t}.${text}`).digest('hex')) badSignatures++;
    const ref = (JSON.parse(text) as { reference?: string }).reference;
    if (ref && !hookAt.has(ref)) hookAt.set(ref, at);
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));

  /** Performers and a weekday evening any request can book, picked as crash.process.test.ts does. */
  async function bookable(base: string) {
    type Performer = { id: string; hourlyRate: string | null; weekendsOnly: boolean; unavailableDates: string[] };
    const get = async <T>(path: string) => (await (await fetch(base + path)).json()) as T;
    const list = await get<Performer[]>('/api/performers');
    const ids = list.filter((p) => p.hourlyRate && !p.weekendsOnly && p.unavailableDates.length === 0).map((p) => p.id);
    let day = new Date(Date.now() + 9 * 86_400_000);
    while (![2, 3].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
    const [area] = await get<{ id: string }[]>('/api/service-areas');
    const [type] = await get<{ id: string }[]>('/api/event-types');
    if (ids.length < 3 || !area || !type) throw new Error('the seeded catalogue has nothing to book');
    const when = { eventDate: day.toISOString().slice(0, 10), eventTime: '21:00', eventDuration: 120 };
    return { ids, fields: { ...when, serviceAreaId: area.id, eventTypeId: type.id, eventLocation: '1 Bench Way' } };
  }
  let seq = 0;
  async function post(base: string, { ids, fields }: Awaited<ReturnType<typeof bookable>>) {
    const i = seq++;
    const from = i % (ids.length - 2);
    const client = { clientName: `Client ${i}`, clientEmail: `client${i}@example.test`, clientPhone: '305 555 0123' };
    const request = { ...fields, ...client, performerIds: ids.slice(from, from + 1 + (i % 3)) };
    try {
      const res = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const at = performance.now();
      return { status: res.status, at, ref: ((await res.json()) as { reference?: string }).reference };
    } catch {
      return { status: 0, at: performance.now(), ref: undefined };
    }
  }
  async function load(base: string, seconds: number): Promise<Load> {
    const [b, latencies, start] = [await bookable(base), [] as number[], performance.now()];
    let bad = 0;
    const connection = async () => {
      for (let t0 = start; t0 < start + seconds * 1000; t0 = performance.now()) {
        const r = await post(base, b);
        latencies.push(r.at - t0);
        if (r.status !== 201) bad++;
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, connection));
    return { latencies, seconds: (performance.now() - start) / 1000, bad };
  }
  async function paced(base: string): Promise<Paced> {
    const [b, committed, sent] = [await bookable(base), new Map<string, number>(), [] as unknown[]];
    let bad = 0;
    for (let i = 0, start = performance.now(); i < COUNT; i++) {
      await sleep(start + (i * 1000) / RATE - performance.now());
      sent.push(post(base, b).then((r) => (r.status === 201 && r.ref ? committed.set(r.ref, r.at) : bad++)));
    }
    await Promise.all(sent);
    const arrived = (ref: string) => mailAt.has(ref) && hookAt.has(ref);
    for (let waited = 0; waited < 120_000 && ![...committed.keys()].every(arrived); waited += 20) await sleep(20);
    const since = (at: Map<string, number>) =>
      [...committed].flatMap(([ref, t]) => (at.has(ref) ? [(at.get(ref) ?? 0) - t] : []));
    const [mail, hook] = [since(mailAt), since(hookAt)];
    return { mail, hook, bad: bad + badSignatures, lost: 2 * committed.size - mail.length - hook.length };
  }
  process.on('disconnect', () => process.exit(0));
  process.on('message', async (m: Command & { id: number }) => {
    let result: unknown = null;
    if (m.cmd === 'start') {
      const [s, h] = [smtp.server.address() as AddressInfo, hooks.address() as AddressInfo];
      result = { smtpUrl: `smtp://127.0.0.1:${s.port}`, webhookUrl: `http://127.0.0.1:${h.port}/hooks` };
    } else if (m.cmd === 'load') result = await load(m.base, m.seconds);
    else if (m.cmd === 'paced') result = await paced(m.base ?? '');
    else await Promise.all([new Promise((r) => smtp.close(() => r(null))), new Promise((r) => hooks.close(r))]);
    process.send?.({ id: m.id, result });
  });
}

if (process.env.BENCH_MAIL_CLIENT) await clientSide();
else {
  // fork keeps node's --import tsx, so the child runs this very file (a worker thread would not, on Node 20).
  const client = fork(fileURLToPath(import.meta.url), { env: { ...process.env, BENCH_MAIL_CLIENT: '1' } });
  const waiting: { resolve: (v: unknown) => void; reject: (e: Error) => void }[] = [];
  client.on('message', (m: { id: number; result: unknown }) => waiting[m.id]?.resolve(m.result));
  // A client that dies fails the calls waiting on it, so the databases are still dropped.
  client.on('exit', (code) => {
    for (const w of waiting) w.reject(new Error(`the client process exited (${code})`));
  });
  const call = <T>(c: Command) =>
    new Promise<T>((resolve, reject) => {
      client.send({ ...c, id: waiting.push({ resolve: resolve as (v: unknown) => void, reject }) - 1 });
    });
  const [rows, notes] = [[] as string[][], [] as string[]];
  const sinks = await call<{ smtpUrl: string; webhookUrl: string }>({ cmd: 'start' });
  let failed = false;
  for (const kind of pgAdminUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite']) {
    const dir = await mkdtemp(join(tmpdir(), 'bench-mail-'));
    const { handle, drop } = await openFreshDatabase(kind, join(dir, 'db'), pgAdminUrl, 'bench_mail');
    const storage = createDiskStorage(join(dir, 'objects'));
    const sentCount = () => handle.db.$count(messages, eq(messages.status, 'sent'));
    // Only the mail settings and runJobs differ: what the workers do in this process (composing,
    // delivering) is what ON costs the bookings.
    const deps = { database: handle, storage, ssr: 'off', jobs: { pollingIntervalSeconds: 0.5 } } as const;
    const serve = async (on: boolean) => {
      const mail = {
        smtpUrl: on ? sinks.smtpUrl : null,
        from: 'Bench <bookings@example.test>',
        teamEmails: ['team@example.test'],
        webhook: on ? { url: sinks.webhookUrl, secret: SECRET } : null,
        // Every bench booking writes to one address: the daily allowance would skip most of its mail.
        clientEmailsPerDay: Number.MAX_SAFE_INTEGER,
        push: { vapid: null, subject: 'mailto:bookings@example.test' },
      };
      const app = await buildApp({ ...deps, config: { ...CONFIG, mail, runJobs: on } });
      return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }) };
    };
    const loads = { off: [] as Load[], on: [] as Load[] };
    const sent = { messages: 0, seconds: 0 };
    let paced: Paced = { mail: [], hook: [], bad: 0, lost: 0 };
    try {
      await seedDemoData(handle.db, storage, {});
      // Delivery times first, while the queue is empty.
      const first = await serve(true);
      paced = await call<Paced>({ cmd: 'paced', base: first.base });
      await first.app.close();
      // OFF ON, ON OFF, ...: a drift over the run (warmer code, a bigger database) favours neither.
      // OFF leaves its jobs queued for the next ON to work through: at full load the workers are busy
      // throughout every ON run anyway, the queue only ever grows.
      for (let round = 0; round < ROUNDS; round++) {
        for (const on of round % 2 ? [true, false] : [false, true]) {
          const { app, base } = await serve(on);
          await call<Load>({ cmd: 'load', base, seconds: WARMUP_SECONDS });
          const [before, cpu] = [await sentCount(), process.cpuUsage()];
          const result = await call<Load>({ cmd: 'load', base, seconds: SECONDS });
          const { user, system } = process.cpuUsage(cpu);
          (on ? loads.on : loads.off).push({ ...result, cpuMs: (user + system) / 1000 });
          if (on) {
            sent.messages += (await sentCount()) - before;
            sent.seconds += result.seconds;
          }
          await app.close();
        }
      }
    } finally {
      await handle.close().catch(() => {});
      await drop();
      await rm(dir, { recursive: true, force: true });
    }
    const sum = (l: Load[]) => {
      const latencies = l.flatMap((x) => x.latencies);
      const total = (f: (x: Load) => number) => l.reduce((n, x) => n + f(x), 0);
      const cpu = (total((x) => x.cpuMs ?? 0) / latencies.length).toFixed(1);
      return { rps: latencies.length / total((x) => x.seconds), latencies, bad: total((x) => x.bad), cpu };
    };
    const [off, on] = [sum(loads.off), sum(loads.on)];
    const ms = (v: number[]) => `${percentile(v, 50).toFixed(0)} / ${percentile(v, 99).toFixed(0)}`;
    const row = (...cells: string[]) => rows.push([kind, ...cells]);
    const pass = on.rps / off.rps >= TARGET;
    row('POST /api/bookings, mail OFF', off.rps.toFixed(1), ms(off.latencies), off.cpu, `${off.bad} non-201`);
    row('POST /api/bookings, mail ON', on.rps.toFixed(1), ms(on.latencies), on.cpu, `${on.bad} non-201`);
    row(`req/s ON / OFF, target >= ${TARGET}`, (on.rps / off.rps).toFixed(2), '', '', pass ? 'PASS' : 'FAIL');
    row('commit -> client e-mail at SMTP', '', ms(paced.mail), '', `${paced.bad} bad, ${paced.lost} lost`);
    row('commit -> webhook received', '', ms(paced.hook));
    const made = `bookings made ${(3 * on.rps).toFixed(0)} messages/s`;
    notes.push(`${kind}, ON runs: ${made}, the workers sent ${(sent.messages / sent.seconds).toFixed(1)}/s`);
    failed ||= !pass || off.bad + on.bad + paced.bad + paced.lost > 0;
  }
  await call({ cmd: 'close' });
  client.disconnect();
  // CPU: this process's (app, PGlite, workers) per answered request; steadier than req/s on a busy machine.
  const header = ['database', 'measure', 'req/s', 'p50 / p99 ms', 'CPU ms/req', 'problems'];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => (r[i] ?? '').length)));
  console.log(`Delivery: ${COUNT} bookings at ${RATE}/s, job polling 0.5 s. Load: ${ROUNDS} rounds of`);
  console.log(`${SECONDS} s per mode, each after ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections.\n`);
  for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
  console.log(`\n${notes.join('\n')}`);
  if (!pgAdminUrl) console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to include it.)');
  process.exit(failed ? 1 : 0);
}
