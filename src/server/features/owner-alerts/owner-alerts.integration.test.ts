import { and, eq, gte, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp, type TestAppOptions, testConfig } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { browserKeys, decryptPush, startPushService } from '../../../../test/helpers/push';
import { buildApp } from '../../app';
import { insertNamedRefs } from '../../db/factories';
import { messages, ownerAlerts } from '../../db/schema';
import { createDiskStorage } from '../../storage/disk-storage';
import { ensureAdmin } from '../auth/accounts';

let clock = new Date('2026-11-25T15:00:00Z');
const MINUTE = 60_000;
const IDLE_QUEUE = 'owner-alerts-test-idle';

/**
 * Decision 047: mail failing for 15 minutes, or the queue 5 minutes behind, is told to the owners
 * once per incident (a push), and its end once (mail: an e-mail; the queue: a push), however many
 * runs and instances look at it.
 */
describe('owner alerts on two instances', () => {
  let t: TestApp;
  let second: FastifyInstance;
  /** Another instance on the same database (again after a restart). */
  let startSecond: () => Promise<FastifyInstance>;
  let smtp: SmtpTestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const laptop = browserKeys();
  const agentPhone = browserKeys();
  const ownerPushes = () =>
    push.received
      .filter((r) => r.path === '/push/owner-laptop')
      .map((r) => JSON.parse(decryptPush(r.body, laptop)) as { title: string; body: string; url: string });
  /** Both instances look twice, at the same moment. */
  const lookTwiceOnBoth = () =>
    Promise.all([
      t.app.ownerAlerts.check(),
      second.ownerAlerts.check(),
      t.app.ownerAlerts.check(),
      second.ownerAlerts.check(),
    ]);
  const alertRows = (kind: string) => t.db.select().from(messages).where(eq(messages.kind, kind));
  const alertState = async (kind: 'mail-failing' | 'queue-behind') =>
    (await t.db.select().from(ownerAlerts).where(eq(ownerAlerts.kind, kind)))[0];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    push = await startPushService();
    const opts: TestAppOptions = {
      now: () => clock,
      runJobs: true,
      // Retried every second while the mail server refuses, for as long as the test needs.
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 1, limit: 10_000 } },
      mail: { smtpUrl: smtp.url, teamEmails: ['team@example.test'] },
      pushAgent: push.agent,
    };
    t = await createTestApp(opts);
    startSecond = async () => {
      const app = await buildApp({
        config: testConfig(opts),
        jobs: opts.jobs,
        pushAgent: push.agent,
        database: t.database,
        storage: createDiskStorage(t.storageDir),
        ssr: 'off',
        now: () => clock,
      });
      await app.ready();
      return app;
    };
    second = await startSecond();
    const owner = asUser((await signInAccounts(t.app, t.db)).admin);
    // An agent with notifications on too: the owners' alerts are not hers.
    await ensureAdmin(
      t.db,
      { email: 'agent@example.test', password: 'agent password 123', firstName: 'Andy' },
      { role: 'agent' },
    );
    const agentLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'agent@example.test', password: 'agent password 123' },
    });
    const agent = asUser(String(agentLogin.headers['set-cookie']).split(';')[0] ?? '');
    for (const [headers, name, keys] of [
      [owner, 'owner-laptop', laptop],
      [agent, 'agent-phone', agentPhone],
    ] as const) {
      const subscribed = await t.app.inject({
        method: 'POST',
        url: '/api/admin/push-subscriptions',
        headers,
        payload: { endpoint: push.endpoint(name), keys: keys.json },
      });
      expect(subscribed.statusCode).toBeLessThan(300);
    }
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const performer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers',
      headers: owner,
      payload: { name: 'Luna Alerts', hourlyRate: 200 },
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: TEST_ORIGIN },
      payload: bookingRequest([performer.json().id]),
    });
    expect(booked.statusCode).toBe(201);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await smtp?.close();
    await push?.close();
  });

  it('tells the owners once that mail is failing, and once by e-mail that it works again', async () => {
    smtp.setRefusing(true);
    // The booking's e-mails are tried, and refused.
    await vi.waitFor(
      async () => {
        const tried = await t.db
          .select()
          .from(messages)
          .where(and(eq(messages.channel, 'email'), eq(messages.status, 'queued'), gte(messages.tries, 1)));
        expect(tried.length).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 100 },
    );
    const queuedAt = clock;
    clock = new Date(queuedAt.getTime() + 14 * MINUTE);
    await lookTwiceOnBoth();
    expect((await alertState('mail-failing'))?.raisedAt ?? null).toBeNull();
    expect(await alertRows('owner-mail-failing')).toHaveLength(0);

    clock = new Date(queuedAt.getTime() + 15 * MINUTE);
    await lookTwiceOnBoth();
    await lookTwiceOnBoth();
    const raised = await alertState('mail-failing');
    expect(raised).toMatchObject({ incident: 1, raisedAt: clock });
    // One push for the owner's one browser, stored once, sent once (before the e-mails waiting).
    const [row, ...more] = await alertRows('owner-mail-failing');
    expect(more).toHaveLength(0);
    await vi.waitFor(async () => expect((await alertRows('owner-mail-failing'))[0]?.status).toBe('sent'), {
      timeout: 20_000,
      interval: 100,
    });
    expect(row?.channel).toBe('push');
    const failing = ownerPushes().filter((n) => n.title === 'E-mail is failing');
    expect(failing).toHaveLength(1);
    expect(failing[0]?.body).toMatch(/^\d+ e-mails? failing, the oldest for 15 minutes; none sent in 15 minutes\./);
    expect(failing[0]?.body).not.toContain('@');
    expect(failing[0]?.url).toBe('https://example.test/admin/messages');
    // A restart of one instance keeps the incident: looking again tells nobody anything new.
    await second.close();
    second = await startSecond();
    await lookTwiceOnBoth();
    expect(await alertRows('owner-mail-failing')).toHaveLength(1);
    expect(await alertState('mail-failing')).toMatchObject({ incident: 1 });

    // The mail server takes mail again: the waiting e-mails go out on their next try.
    smtp.setRefusing(false);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThan(0), { timeout: 20_000, interval: 100 });
    await vi.waitFor(
      async () => {
        const left = await t.db
          .select()
          .from(messages)
          .where(and(eq(messages.channel, 'email'), eq(messages.status, 'queued')));
        expect(left).toHaveLength(0);
      },
      { timeout: 20_000, interval: 100 },
    );
    await lookTwiceOnBoth();
    await lookTwiceOnBoth();
    expect(await alertState('mail-failing')).toMatchObject({ incident: 1, raisedAt: null, clearedAt: clock });
    expect(await alertRows('owner-mail-restored')).toHaveLength(1);
    await vi.waitFor(async () => expect((await alertRows('owner-mail-restored'))[0]?.status).toBe('sent'), {
      timeout: 20_000,
      interval: 100,
    });
    const restored = smtp.received.filter((m) => m.subject === 'E-mail works again');
    expect(restored.map((m) => m.envelopeTo)).toEqual([['admin@example.test']]);
    expect(restored[0]?.text).toContain('E-mail was failing from Nov 25, 2026, 10:15 AM');
    // No push for the recovery: that one is the e-mail.
    expect(ownerPushes().filter((n) => n.title === 'E-mail works again')).toHaveLength(0);
  });

  it('tells the owners once that the queue is 5 minutes behind, and once that it caught up', async () => {
    // A job nobody works, due 6 minutes ago (the queue's age is the database's clock).
    await t.app.jobQueue.define(IDLE_QUEUE, { delaySeconds: 1, maxDelaySeconds: 1, limit: 0 });
    await t.db.transaction((tx) =>
      t.app.jobQueue.send(tx, IDLE_QUEUE, {}, { startAfter: new Date(Date.now() - 6 * MINUTE) }),
    );
    await lookTwiceOnBoth();
    await lookTwiceOnBoth();
    expect(await alertState('queue-behind')).toMatchObject({ incident: 1, raisedAt: clock });
    expect(await alertRows('owner-queue-behind')).toHaveLength(1);
    await vi.waitFor(async () => expect((await alertRows('owner-queue-behind'))[0]?.status).toBe('sent'), {
      timeout: 20_000,
      interval: 100,
    });
    const behind = ownerPushes().filter((n) => n.title === 'Jobs are running behind');
    expect(behind).toHaveLength(1);
    expect(behind[0]?.body).toMatch(/^\d+ jobs? waiting, the oldest for (5|6) minutes\./);

    // The job is done with: the queue caught up.
    await t.db.execute(`delete from pgboss.job where name = '${IDLE_QUEUE}'`);
    await lookTwiceOnBoth();
    await lookTwiceOnBoth();
    expect(await alertState('queue-behind')).toMatchObject({ incident: 1, raisedAt: null });
    await vi.waitFor(async () => expect((await alertRows('owner-queue-caught-up'))[0]?.status).toBe('sent'), {
      timeout: 20_000,
      interval: 100,
    });
    expect(await alertRows('owner-queue-caught-up')).toHaveLength(1);
    expect(ownerPushes().filter((n) => n.title === 'Jobs caught up')).toHaveLength(1);
    // Three pushes to the owner's one browser and one e-mail; nothing to the agent's phone.
    expect(await t.db.select().from(messages).where(like(messages.kind, 'owner-%'))).toHaveLength(4);
    const agentTitles = push.received
      .filter((r) => r.path === '/push/agent-phone')
      .map((r) => (JSON.parse(decryptPush(r.body, agentPhone)) as { title: string }).title);
    expect(agentTitles).not.toContain('E-mail is failing');
    expect(agentTitles).not.toContain('Jobs are running behind');
  });
});
