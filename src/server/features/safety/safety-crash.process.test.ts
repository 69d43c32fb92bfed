import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migratedDataDir } from '../../../../test/helpers/database';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { browserKeys, decryptPush, startPushService } from '../../../../test/helpers/push';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../../../../test/helpers/server-process';
import { BUSINESS_TIME_ZONE } from '../../../shared/business-day';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { insertPerformers } from '../../db/factories';
import { bookingPerformers, bookings, messages, safetyAlarms, safetyCheckins, users } from '../../db/schema';
import { ensureAdmin } from '../auth/accounts';
import { upsertAccount } from '../portal/repository';
import { saveSubscription } from '../push/repository';

const MINUTE = 60_000;
/** The shortest grace the setting allows: the test waits it out on the real clock. */
const GRACE = 1 * MINUTE;

/** The date and the wall-clock time of an instant in Florida, as a booking stores them. */
function floridaWallClock(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
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
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Issue 30: the app is killed (SIGKILL) after a missed I'm OK has pushed her "Are you OK?" and
 * before the desk's alarm is due; an instance started afterwards on the same data raises the alarm
 * once, on the real clock (CHECKIN_GRACE_MINUTES=1). On the project's database (PGlite or PostgreSQL).
 */
describe('a kill between the miss and the alarm', () => {
  const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let dataDir: string;
  let dbName = '';
  let databaseUrl = '';
  let smtp: SmtpTestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let server: ServerProcess | undefined;
  const phone = browserKeys();
  const laptop = browserKeys();
  const ids = { booking: '', performer: '' };

  const adminQuery = async (text: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  const open = (): Promise<DatabaseHandle> =>
    kind === 'postgres'
      ? openDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 1 })
      : openDatabase({ kind: 'pglite', dataDir });
  const env = () => ({
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    SMTP_URL: smtp.url,
    TEAM_EMAILS: 'team@example.test',
    CHECKIN_GRACE_MINUTES: String(GRACE / MINUTE),
    CHECKIN_INTERVAL_MINUTES: '30',
    NODE_EXTRA_CA_CERTS: join(dataDir, 'push-ca.pem'),
    ...(kind === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
  });
  const opened = (name: string, keys: ReturnType<typeof browserKeys>) =>
    push.received
      .filter((r) => r.path === `/push/${name}`)
      .map((r) => JSON.parse(decryptPush(r.body, keys)) as { title: string; body: string });

  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    dataDir = await mkdtemp(join(tmpdir(), 'safety-crash-'));
    if (kind === 'pglite') await migratedDataDir(dataDir);
    smtp = await startSmtpServer();
    push = await startPushService();
    await writeFile(join(dataDir, 'push-ca.pem'), push.certificate);
    if (kind === 'postgres') {
      dbName = `safetycrash_${randomBytes(4).toString('hex')}`;
      await adminQuery(`create database ${dbName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await smtp?.close();
    await push?.close();
    await rm(dataDir, { recursive: true, force: true });
    if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`);
  });

  it('raises the alarm once after a restart', async () => {
    // The night as it stands: she arrived 30 minutes and 5 seconds ago, so her I'm OK was due 5
    // seconds ago; the desk's alarm is due a minute after that.
    const now = Date.now();
    const start = new Date(Math.floor((now - 60 * MINUTE) / MINUTE) * MINUTE);
    const due = new Date(now - 5_000);
    let database = await open();
    try {
      const { db } = database;
      [ids.performer = ''] = await insertPerformers(db, [{ name: 'Luna Crash', hourlyRate: 200 }]);
      await upsertAccount(db, ids.performer, null, new Date(now - 86_400_000));
      const wall = floridaWallClock(start);
      const [booking] = await db
        .insert(bookings)
        .values({
          status: 'confirmed',
          paymentStatus: 'depositPaid',
          clientName: 'Pat Crash',
          clientEmail: 'pat.crash@example.test',
          clientPhone: '305-555-0188',
          serviceType: 'hourly',
          eventDate: wall.date,
          eventTime: wall.time,
          eventDuration: 180,
          eventLocation: '3 Crash Ct, Miami',
          totalAmount: '600.00',
          depositAmount: '300.00',
          remainingAmount: '300.00',
          cashAppLink: 'https://cash.app/$TestTag/300',
          statusHistory: [
            { from: null, to: 'pending', by: 'client', at: new Date(now - 3 * 86_400_000).toISOString() },
            {
              from: 'pending',
              to: 'confirmed',
              by: 'admin@example.test',
              at: new Date(now - 86_400_000).toISOString(),
            },
          ],
        })
        .returning({ id: bookings.id });
      ids.booking = booking?.id ?? '';
      await db.insert(bookingPerformers).values({
        bookingId: ids.booking,
        position: 0,
        performerId: ids.performer,
        performerName: 'Luna Crash',
        price: '600.00',
      });
      await db.insert(safetyCheckins).values({
        bookingId: ids.booking,
        performerId: ids.performer,
        kind: 'arrived',
        at: new Date(due.getTime() - 30 * MINUTE),
      });
      await saveSubscription(db, { endpoint: push.endpoint('phone'), ...phone.json }, { performerId: ids.performer });
      await ensureAdmin(db, { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' });
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.test'));
      await saveSubscription(db, { endpoint: push.endpoint('laptop'), ...laptop.json }, { userId: owner?.id ?? '' });
    } finally {
      await database.close();
    }

    // The first instance pushes her "Are you OK?" at once (its sweep at start), and is killed.
    server = startServer(env(), await freePort());
    await waitUntilReady(server, 90_000);
    await vi.waitFor(() => expect(opened('phone', phone).map((n) => n.title)).toContain('Are you OK?'), {
      timeout: 60_000,
      interval: 100,
    });
    server.child.kill('SIGKILL');
    await server.exited;
    database = await open();
    try {
      const alarms = await database.db.select().from(safetyAlarms);
      expect(alarms, 'the alarm was due too soon: the first instance raised it').toEqual([]);
      expect(Date.now()).toBeLessThan(due.getTime() + GRACE);
    } finally {
      await database.close();
    }

    // The next instance raises the alarm when it comes due: the desk's push and the team's e-mail.
    server = startServer(env(), await freePort());
    await waitUntilReady(server, 90_000);
    await vi.waitFor(() => expect(opened('laptop', laptop).map((n) => n.title)).toContain('Alarm: Luna Crash'), {
      timeout: 150_000,
      interval: 200,
    });
    await smtp.waitFor(1, 30_000);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    database = await open();
    try {
      const alarms = await database.db.select().from(safetyAlarms).where(eq(safetyAlarms.bookingId, ids.booking));
      expect(alarms.map((a) => [a.kind, a.missedKind, a.dueAt?.getTime()])).toEqual([
        ['missed-checkin', 'ok', due.getTime()],
      ]);
      expect(alarms[0]?.raisedAt.getTime()).toBeGreaterThanOrEqual(due.getTime() + GRACE);
      // Her "Are you OK?" was composed once (it may have been sent twice: delivery is at least once).
      const reminders = await database.db
        .select()
        .from(messages)
        .where(and(eq(messages.bookingId, ids.booking), eq(messages.kind, 'performer-checkin-missed')));
      expect(reminders).toHaveLength(1);
    } finally {
      await database.close();
    }
    expect(opened('laptop', laptop).filter((n) => n.title === 'Alarm: Luna Crash')).toHaveLength(1);
    expect(smtp.received.filter((m) => m.subject?.startsWith('Alarm: Luna Crash')).map((m) => m.envelopeTo)).toEqual([
      ['team@example.test'],
    ]);
  }, 400_000);
});
