/**
 * `npm run bench:receipts` (issue 29): 1,000 Cash App receipts, each DKIM-signed and naming its
 * booking, are appended to a real Dovecot mailbox; two app instances on one database read and
 * match them through the payments job (PAYMENTS_POLL_SECONDS=10) while a third caller asks for a
 * poll every 100 ms. Prints the time from the first poll to the last receipt matched, and the
 * polls that ran: their intervals must never overlap (exit 1 if they do, or a receipt is lost).
 * On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL is set.
 * Tuning: BENCH_RECEIPTS_COUNT (1000).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { insertNamedRefs, insertPerformers } from '../src/server/db/factories';
import { paymentReceipts } from '../src/server/db/schema';
import type { PollResult } from '../src/server/features/receipts/service';
import { createDiskStorage } from '../src/server/storage/disk-storage';
import { bookingReference } from '../src/shared/event-time';
import { startDnsServer } from '../test/helpers/dns';
import { cashAppReceipt, dkimRecords, dkimTestKey, signedBy, startImapServer } from '../test/helpers/imap';
import { openFreshDatabase } from './fresh-database';

const COUNT = Number(process.env.BENCH_RECEIPTS_COUNT ?? 1000);
const PERFORMERS = 10;
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const key = dkimTestKey('bench');
const dns = await startDnsServer(dkimRecords({ 'square.com': key }));
/** Waits until no job but the cron sweeps is waiting or running. */
async function settled(db: Database): Promise<void> {
  for (;;) {
    const result = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and name not in ('sweep-reminders', 'offer-expiry', 'payments-poll')`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) === 0) return;
    await sleep(200);
  }
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let failed = false;
for (const kind of pgAdminUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite']) {
  const imap = await startImapServer();
  const dir = await mkdtemp(join(tmpdir(), 'bench-receipts-'));
  const { handle, drop } = await openFreshDatabase(kind, join(dir, 'db'), pgAdminUrl, 'bench_receipts');
  const storage = createDiskStorage(join(dir, 'objects'));
  const config = (runJobs: boolean) => ({
    ...loadConfig({ PUBLIC_URL: 'http://localhost', LOG_LEVEL: 'silent' }),
    bookingRateLimit: { max: 1e9, windowMinutes: 60 },
    payments: { ...loadConfig({}).payments, imapUrl: imap.url, pollSeconds: 10, dnsServers: [dns.server] },
    runJobs,
  });
  const instance = (runJobs: boolean) => buildApp({ database: handle, storage, ssr: 'off', config: config(runJobs) });
  try {
    // The bookings, each with its $200 deposit due, made through the public API.
    const seeder = await instance(true);
    await insertNamedRefs(handle.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(handle.db, 'eventTypes', ['Birthday Party']);
    const performerIds = await insertPerformers(
      handle.db,
      Array.from({ length: PERFORMERS }, (_, i) => ({ name: `Bench Performer ${i}`, hourlyRate: 100 })),
    );
    const references: string[] = [];
    for (let i = 0; i < COUNT; i++) {
      const res = await seeder.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          performerIds: [performerIds[i % PERFORMERS]],
          clientName: 'Bench Client',
          clientEmail: `client${i}@bench.test`,
          clientPhone: '305 555 0100',
          eventDate: day(30 + Math.floor(i / PERFORMERS)),
          eventTime: '20:00',
          eventDuration: 240,
          eventLocation: '1 Bench St',
          eventTypeId: 'birthday-party',
          serviceAreaId: 'miami',
        },
      });
      if (res.statusCode !== 201) throw new Error(`booking ${i}: ${res.statusCode} ${res.body}`);
      references.push(bookingReference(res.json().id));
    }
    // The bookings' own e-mails and offers are sent before the clock starts.
    await settled(handle.db);
    await seeder.close();
    const messages = await Promise.all(
      references.map((ref, i) =>
        signedBy(
          cashAppReceipt({ amount: '$200.00', note: `Deposit ${ref}`, transactionId: `BENCH${i}X` }),
          'square.com',
          key,
        ),
      ),
    );
    await imap.append(...messages);

    // Two instances working the job, and a caller asking for polls besides.
    const a = await instance(true);
    const b = await instance(true);
    await Promise.all([a.ready(), b.ready()]);
    const started = performance.now();
    const asked: Promise<PollResult | null>[] = [];
    let matched = 0;
    while (matched < COUNT && performance.now() - started < 10 * 60_000) {
      // Not awaited: a poll asked for while another runs must step aside at once.
      asked.push(b.receipts.poll().catch(() => null));
      const [row] = await handle.db
        .select({ n: count() })
        .from(paymentReceipts)
        .where(eq(paymentReceipts.state, 'matched'));
      matched = row?.n ?? 0;
      await sleep(100);
    }
    const refused = (await Promise.all(asked)).filter((r) => r?.skipped).length;
    const runs = [...a.receipts.history(), ...b.receipts.history()].sort((x, y) => x.startedAt - y.startedAt);
    const first = runs[0]?.startedAt ?? started;
    const last = Math.max(...runs.map((r) => r.endedAt));
    const overlaps = runs.filter((r, i) => i > 0 && r.startedAt < (runs[i - 1]?.endedAt ?? 0)).length;
    const seconds = (last - first) / 1000;
    console.log(`\n${kind}: ${COUNT} receipts in the mailbox`);
    console.log(
      `  matched ${matched} of ${COUNT} in ${seconds.toFixed(1)} s (${(matched / seconds).toFixed(0)} receipts/s)`,
    );
    console.log(
      `  polls that read the mailbox: ${runs.length}; polls refused while one ran: ${refused} of ${asked.length} asked`,
    );
    for (const r of runs)
      console.log(
        `    ${((r.startedAt - first) / 1000).toFixed(2)} s → ${((r.endedAt - first) / 1000).toFixed(2)} s: ${JSON.stringify(r.counts)}`,
      );
    console.log(`  overlapping polls: ${overlaps}`);
    if (matched !== COUNT || overlaps > 0) failed = true;
    await a.close();
    await b.close();
  } finally {
    await handle.close();
    await drop();
    await imap.close();
  }
}
await dns.close();
process.exit(failed ? 1 : 0);
