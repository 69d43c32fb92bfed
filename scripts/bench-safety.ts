/**
 * `npm run bench:safety` (issue 30): from a performer's panic request to the desk's Web Push
 * reaching a local push service (over TLS, decrypted with the staff browser's keys) and to the
 * team's e-mail reaching a local SMTP server, on a real server process (the production build),
 * with the mail server up, then down (SMTP_URL on a port nobody listens on: the push must still
 * arrive, and the panic still be answered at once). Each panic is on a booking of its own tonight,
 * so the push and the e-mail name which one they are about. PGlite, and PostgreSQL too when
 * BENCH_DATABASE_URL is set. Prints p50 and p99 of the answer, the push and the e-mail; exits 1 on
 * a refused panic or a lost push (or a lost e-mail with the mail server up).
 * Tuning: BENCH_SAFETY_COUNT (panics per run, 40), BENCH_SAFETY_RATE (panics/s, 2).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { bookingPerformers, bookings, performers, pushSubscriptions, users } from '../src/server/db/schema';
import { ensureAdmin } from '../src/server/features/auth/accounts';
import { insertToken, upsertAccount } from '../src/server/features/portal/repository';
import { hashToken } from '../src/server/token-hash';
import { BUSINESS_TIME_ZONE } from '../src/shared/business-day';
import { bookingReference } from '../src/shared/event-time';
import { startSmtpServer } from '../test/helpers/mail';
import { browserKeys, decryptPush, startPushService } from '../test/helpers/push';
import { freePort, startServer, waitUntilReady } from '../test/helpers/server-process';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const [COUNT, RATE] = [env('BENCH_SAFETY_COUNT', 40), env('BENCH_SAFETY_RATE', 2)];
const pgAdminUrl = process.env.BENCH_DATABASE_URL;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN;

/** Today's date and a wall-clock time in Florida for an instant, as a booking stores them. */
function floridaWallClock(at: Date) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** A performer with a portal account and COUNT bookings of hers tonight, and a desk laptop subscribed to push. */
async function seed(db: DatabaseHandle['db'], deskEndpoint: string, deskKeys: { p256dh: string; auth: string }) {
  const [p] = await db
    .insert(performers)
    .values({ slug: 'bench-night', name: 'Bench Night', hourlyRate: '200.00' })
    .returning({ id: performers.id });
  const performerId = p?.id ?? '';
  await upsertAccount(db, performerId, null, new Date());
  const wall = floridaWallClock(new Date(Date.now() + 60 * 60_000));
  const ids: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const [b] = await db
      .insert(bookings)
      .values({
        status: 'confirmed',
        paymentStatus: 'depositPaid',
        clientName: `Bench Client ${i}`,
        clientEmail: `client${i}@bench.test`,
        clientPhone: '305-555-0100',
        serviceType: 'hourly',
        eventDate: wall.date,
        eventTime: wall.time,
        eventDuration: 120,
        eventLocation: `${i} Bench St, Miami`,
        totalAmount: '400.00',
        depositAmount: '200.00',
        remainingAmount: '200.00',
        cashAppLink: 'https://cash.app/$Bench/200',
        statusHistory: [{ from: 'depositPaid', to: 'confirmed', by: 'bench', at: new Date().toISOString() }],
      })
      .returning({ id: bookings.id });
    ids.push(b?.id ?? '');
    await db
      .insert(bookingPerformers)
      .values({ bookingId: b?.id ?? '', position: 0, performerId, performerName: 'Bench Night', price: '400.00' });
  }
  await ensureAdmin(db, { email: 'owner@bench.test', password: 'bench owner password', firstName: 'Olga' });
  const [owner] = await db.select({ id: users.id }).from(users);
  await db.insert(pushSubscriptions).values({ endpoint: deskEndpoint, ...deskKeys, userId: owner?.id ?? '' });
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, {
    performerId,
    purpose: 'sign-in',
    tokenHash: hashToken(token),
    createdById: null,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  return { bookingIds: ids, token };
}

const smtp = await startSmtpServer();
const push = await startPushService();
const rows: string[][] = [];
let failed = false;
for (const kind of pgAdminUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite']) {
  for (const mail of ['up', 'down'] as const) {
    const dir = await mkdtemp(join(tmpdir(), 'bench-safety-'));
    await writeFile(join(dir, 'push-ca.pem'), push.certificate);
    let databaseUrl = '';
    let dbName = '';
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: pgAdminUrl });
      await c.connect();
      await c.query(sql).finally(() => c.end());
    };
    if (kind === 'PostgreSQL') {
      dbName = `bench_safety_${randomBytes(4).toString('hex')}`;
      await admin(`create database ${dbName}`);
      const url = new URL(pgAdminUrl ?? '');
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    const handle =
      kind === 'PGlite'
        ? await openDatabase({ kind: 'pglite', dataDir: dir })
        : await openDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 2 });
    const desk = browserKeys();
    const deskName = `desk-${kind}-${mail}`;
    const { bookingIds, token } = await seed(handle.db, push.endpoint(deskName), desk.json);
    await handle.close();

    const port = await freePort();
    const server = startServer(
      {
        DATA_DIR: dir,
        SEED_DEMO_DATA: 'false',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: mail === 'up' ? smtp.url : `smtp://127.0.0.1:${await freePort()}`,
        TEAM_EMAILS: 'team@bench.test',
        NODE_EXTRA_CA_CERTS: join(dir, 'push-ca.pem'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      port,
    );
    try {
      await waitUntilReady(server, 120_000);
      const origin = server.baseURL;
      const signIn = await fetch(`${origin}/api/portal/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ token }),
      });
      const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
      const sent = new Map<string, number>();
      const answers: number[] = [];
      let refused = 0;
      for (const bookingId of bookingIds) {
        const at = performance.now();
        const res = await fetch(`${origin}/api/portal/bookings/${bookingId}/panic`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, cookie },
          body: JSON.stringify({ location: { lat: 25.77, lng: -80.19, accuracy: 20 } }),
        });
        await res.arrayBuffer();
        if (res.status !== 202) refused++;
        else {
          answers.push(performance.now() - at);
          sent.set(bookingReference(bookingId), at);
        }
        await sleep(1000 / RATE);
      }
      const pushes = () => push.received.filter((r) => r.path === `/push/${deskName}`);
      const mails = () => smtp.received.filter((m) => m.subject?.startsWith('Alarm:'));
      const deadline = performance.now() + 60_000;
      while (
        performance.now() < deadline &&
        (pushes().length < sent.size || (mail === 'up' && mails().length < sent.size))
      ) {
        await sleep(50);
      }
      const pushTimes: number[] = [];
      const mailTimes: number[] = [];
      for (const [ref, at] of sent) {
        // Decrypted with the desk browser's keys: a payload not encrypted to it throws.
        const note = pushes().find((r) => decryptPush(r.body, desk).includes(ref));
        if (note) pushTimes.push(note.at - at);
        const m = mails().find((x) => x.subject?.includes(ref));
        if (m) mailTimes.push(m.at - at);
      }
      const lostPush = sent.size - pushTimes.length;
      const lostMail = mail === 'up' ? sent.size - mailTimes.length : 0;
      if (refused || lostPush || lostMail) {
        failed = true;
        console.error(
          `${kind}, mail ${mail}: ${refused} panics refused, ${lostPush} pushes and ${lostMail} e-mails lost`,
        );
      }
      const ms = (v: number) => (Number.isNaN(v) ? '-' : `${v.toFixed(0)} ms`);
      const row = (what: string, values: number[]) =>
        rows.push([
          kind,
          `mail ${mail}`,
          what,
          ms(percentile(values, 50)),
          ms(percentile(values, 99)),
          String(values.length),
        ]);
      row('answer', answers);
      row('push', pushTimes);
      row('e-mail', mailTimes);
      smtp.received.length = 0;
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dir, { recursive: true, force: true });
      if (dbName) await admin(`drop database if exists ${dbName} with (force)`);
    }
  }
}
await smtp.close();
await push.close();
console.log(`\nFrom a panic request to the desk (${COUNT} panics per run, ${RATE}/s, a real server process):\n`);
console.log(['database', 'mail', 'measure', 'p50', 'p99', 'count'].map((h) => h.padEnd(12)).join(''));
for (const r of rows) console.log(r.map((c) => c.padEnd(12)).join(''));
process.exit(failed ? 1 : 0);
