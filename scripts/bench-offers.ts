/**
 * `npm run bench:offers` (issue 28): from a booking's commit (its 201) to the offer reaching the
 * performer, as an e-mail at a local SMTP server and as a Web Push message at a local push service
 * (over TLS, decrypted with the browser's keys to be sure it is hers). On a fresh PGlite database,
 * and on a fresh PostgreSQL one when BENCH_DATABASE_URL or DATABASE_URL is set. Bookings at a
 * steady rate; prints p50 and p99 of each. Exits 1 on a non-201 or a lost message.
 * Tuning: BENCH_OFFERS_COUNT (60), BENCH_OFFERS_RATE (bookings/s, 2).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { insertNamedRefs } from '../src/server/db/factories';
import { performerContacts, performers, pushSubscriptions } from '../src/server/db/schema';
import { upsertAccount } from '../src/server/features/portal/repository';
import { createDiskStorage } from '../src/server/storage/disk-storage';
import { eventWhenInWords } from '../src/shared/event-time';
import { startSmtpServer } from '../test/helpers/mail';
import { browserKeys, decryptPush, startPushService } from '../test/helpers/push';
import { openFreshDatabase } from './fresh-database';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const [COUNT, RATE] = [env('BENCH_OFFERS_COUNT', 60), env('BENCH_OFFERS_RATE', 2)];
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN;

const smtp = await startSmtpServer();
const push = await startPushService();
const keys = browserKeys();
const rows: string[][] = [];
let failed = false;
for (const kind of pgAdminUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite']) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-offers-'));
  const { handle, drop } = await openFreshDatabase(kind, join(dir, 'db'), pgAdminUrl, 'bench_offers');
  const app = await buildApp({
    database: handle,
    storage: createDiskStorage(join(dir, 'objects')),
    ssr: 'off',
    pushAgent: push.agent,
    config: {
      ...loadConfig({ PUBLIC_URL: 'http://localhost', LOG_LEVEL: 'silent' }),
      bookingRateLimit: { max: 1e9, windowMinutes: 60 },
      mail: { ...loadConfig({}).mail, smtpUrl: smtp.url, clientEmailsPerDay: Number.MAX_SAFE_INTEGER },
      runJobs: true,
    },
  });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    await insertNamedRefs(handle.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(handle.db, 'eventTypes', ['Birthday Party']);
    const [p] = await handle.db
      .insert(performers)
      .values({ slug: 'bench-offer', name: 'Bench Offer', hourlyRate: '200.00' })
      .returning({ id: performers.id });
    const performerId = p?.id ?? '';
    await handle.db.insert(performerContacts).values({ performerId, email: 'performer@bench.test' });
    await upsertAccount(handle.db, performerId, null, new Date());
    const endpoint = push.endpoint(`bench-${kind}`);
    await handle.db.insert(pushSubscriptions).values({ endpoint, ...keys.json, performerId });
    // Each booking's event is on its own day: the e-mail's subject and the push's text name it.
    const committed = new Map<string, number>();
    let bad = 0;
    for (let i = 0; i < COUNT; i++) {
      const date = new Date(Date.now() + (3 + i) * 86_400_000).toISOString().slice(0, 10);
      const res = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({
          performerIds: [performerId],
          clientName: 'Bench Client',
          clientEmail: `client${i}@bench.test`,
          clientPhone: '305 555 0100',
          eventDate: date,
          eventTime: '21:00',
          eventDuration: 120,
          eventLocation: '1 Bench St',
          eventTypeId: 'birthday-party',
          serviceAreaId: 'miami',
        }),
      });
      if (res.status !== 201) bad++;
      else committed.set(eventWhenInWords(date, '21:00'), performance.now());
      await sleep(1000 / RATE);
    }
    const mails = () => smtp.received.filter((m) => m.envelopeTo.includes('performer@bench.test'));
    const pushes = () => push.received.filter((r) => r.path === `/push/bench-${kind}`);
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline && (mails().length < committed.size || pushes().length < committed.size)) {
      await sleep(50);
    }
    const mailTimes: number[] = [];
    const pushTimes: number[] = [];
    for (const [when, at] of committed) {
      const mail = mails().find((m) => m.subject?.includes(when));
      if (mail) mailTimes.push(mail.at - at);
      // Decrypted with the browser's keys: a payload not encrypted to it throws.
      const note = pushes().find((r) => decryptPush(r.body, keys).includes(when));
      if (note) pushTimes.push(note.at - at);
    }
    const order = [...committed.values()];
    const lost = order.length * 2 - mailTimes.length - pushTimes.length;
    if (bad || lost) failed = true;
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    rows.push([kind, 'e-mail', ms(percentile(mailTimes, 50)), ms(percentile(mailTimes, 99)), String(mailTimes.length)]);
    rows.push([kind, 'push', ms(percentile(pushTimes, 50)), ms(percentile(pushTimes, 99)), String(pushTimes.length)]);
    if (bad || lost) console.error(`${kind}: ${bad} bookings refused, ${lost} messages lost`);
    smtp.received.length = 0;
  } finally {
    await app.close();
    await handle.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  }
}
await smtp.close();
await push.close();
console.log(`\nFrom a booking's 201 to its offer reaching the performer (${COUNT} bookings, ${RATE}/s):\n`);
console.log(['database', 'channel', 'p50', 'p99', 'arrived'].map((h) => h.padEnd(12)).join(''));
for (const r of rows) console.log(r.map((c) => c.padEnd(12)).join(''));
process.exit(failed ? 1 : 0);
