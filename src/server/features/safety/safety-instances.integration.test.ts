import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp, type TestAppOptions, testConfig } from '../../../../test/helpers/app';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { confirmedNight } from '../../../../test/helpers/night';
import { performerSession } from '../../../../test/helpers/portal';
import { browserKeys, decryptPush, startPushService } from '../../../../test/helpers/push';
import { freePort } from '../../../../test/helpers/server-process';
import { buildApp } from '../../app';
import { insertNamedRefs } from '../../db/factories';
import { messages, safetyAlarms } from '../../db/schema';
import { createDiskStorage } from '../../storage/disk-storage';
import { upsertAccount } from '../portal/repository';

let clock = new Date('2026-11-25T15:00:00Z');
const MINUTE = 60_000;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/** A performer with a portal session and a subscribed phone, staff with a subscribed laptop. */
async function nightSetup(t: TestApp, push: Awaited<ReturnType<typeof startPushService>>) {
  const staff = asUser((await signInAccounts(t.app, t.db)).admin);
  await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
  await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/performers',
    headers: staff,
    payload: { name: 'Luna Twice', hourlyRate: 200, serviceAreaIds: ['miami'], eventTypeIds: ['birthday-party'] },
  });
  const performerId = created.json().id as string;
  await upsertAccount(t.db, performerId, null, clock);
  const portal = await performerSession(t.app, t.db, performerId, clock);
  const laptop = browserKeys();
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/push-subscriptions',
    headers: staff,
    payload: { endpoint: push.endpoint('laptop'), keys: laptop.json },
  });
  const deskPushes = () =>
    push.received
      .filter((r) => r.path === '/push/laptop')
      .map((r) => JSON.parse(decryptPush(r.body, laptop)) as { title: string; body: string });
  const night = (date: string) =>
    confirmedNight(
      t.app,
      {
        performerId,
        portal,
        staff,
        setClock: (at) => {
          clock = at;
        },
      },
      date,
    );
  return { staff, performerId, portal, deskPushes, night };
}

const options = (smtpUrl: string): TestAppOptions => ({
  now: () => clock,
  runJobs: true,
  jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 1, limit: 1 } },
  mail: { smtpUrl, teamEmails: ['team@example.test'] },
  session: { idleHours: 24 * 90, absoluteDays: 90 },
});

/**
 * Issue 30: two instances on one database (the way the app scales out) run the same timers at the
 * same moment; each alarm is raised once, escalated once, and told once.
 */
describe('two instances on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let smtp: SmtpTestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let setup: Awaited<ReturnType<typeof nightSetup>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    push = await startPushService();
    const opts = { ...options(smtp.url), pushAgent: push.agent };
    t = await createTestApp(opts);
    second = await buildApp({
      config: testConfig(opts),
      jobs: opts.jobs,
      pushAgent: push.agent,
      database: t.database,
      storage: createDiskStorage(t.storageDir),
      ssr: 'off',
      now: () => clock,
    });
    await second.ready();
    setup = await nightSetup(t, push);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await smtp?.close();
    await push?.close();
  });

  it('raises, escalates and tells each alarm once when both run the timers at once', async () => {
    const { bookingId, start } = await setup.night('2026-12-03');
    const ref = bookingId.slice(0, 8).toUpperCase();
    const both = async (at: Date) => {
      clock = at;
      await Promise.all([t.app.safety.sweep(), second.safety.sweep(), t.app.safety.sweep(), second.safety.sweep()]);
      await jobsSettled(t.db);
    };
    const due = plus(start, -60);
    await both(due);
    await both(plus(due, 10));
    await both(plus(due, 10.5));
    const alarms = await t.db.select().from(safetyAlarms).where(eq(safetyAlarms.bookingId, bookingId));
    expect(alarms.map((a) => [a.kind, a.stage])).toEqual([['no-show-risk', 'desk']]);
    await both(plus(due, 15));
    await both(plus(due, 16));
    const [escalated] = await t.db.select().from(safetyAlarms).where(eq(safetyAlarms.bookingId, bookingId));
    expect(escalated?.stage).toBe('owners');
    expect(
      setup
        .deskPushes()
        .filter((n) => n.body.includes(ref))
        .map((n) => n.title),
    ).toEqual(['Alarm: Luna Twice', 'Unanswered alarm: Luna Twice']);
    const mail = smtp.received.filter((m) => m.subject?.includes('alarm') || m.subject?.startsWith('Alarm'));
    expect(mail.filter((m) => m.subject?.includes(ref)).map((m) => m.envelopeTo)).toEqual([
      ['team@example.test'],
      ['admin@example.test'],
    ]);
  });
});

/**
 * Issue 30: a panic is answered at once with its alarm stored, even when the mail server is down
 * (SMTP_URL on a port nobody listens on); the desk's push still arrives, the e-mail keeps trying.
 */
describe('a panic with the mail server down', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let setup: Awaited<ReturnType<typeof nightSetup>>;

  beforeAll(async () => {
    push = await startPushService();
    t = await createTestApp({ ...options(`smtp://127.0.0.1:${await freePort()}`), pushAgent: push.agent });
    setup = await nightSetup(t, push);
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it('answers fast with the alarm stored, and the push arrives', async () => {
    const { bookingId, start } = await setup.night('2026-12-06');
    const ref = bookingId.slice(0, 8).toUpperCase();
    clock = plus(start, 45);
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portal/bookings/${bookingId}/panic`,
      headers: setup.portal,
      payload: { location: { lat: 25.77, lng: -80.19, accuracy: 30 } },
    });
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(202);
    expect(took).toBeLessThan(1000);
    const [alarm] = await t.db.select().from(safetyAlarms).where(eq(safetyAlarms.bookingId, bookingId));
    expect(alarm).toMatchObject({ kind: 'panic', raisedAt: clock });
    await vi.waitFor(
      () =>
        expect(
          setup
            .deskPushes()
            .filter((n) => n.body.includes(ref))
            .map((n) => n.title),
        ).toEqual(['Alarm: Luna Twice']),
      { timeout: 20_000, interval: 100 },
    );
    const mail = () =>
      t.db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.bookingId, bookingId),
            eq(messages.kind, 'staff-safety-alarm'),
            eq(messages.channel, 'email'),
          ),
        );
    await vi.waitFor(async () => expect((await mail())[0]?.lastError).toMatch(/ECONNREFUSED|connect/i), {
      timeout: 20_000,
      interval: 100,
    });
    expect((await mail())[0]?.status).not.toBe('sent');
  });
});
