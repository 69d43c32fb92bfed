import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { performerSession } from '../../../../test/helpers/portal';
import { browserKeys, decryptPush, startPushService } from '../../../../test/helpers/push';
import { insertNamedRefs } from '../../db/factories';
import { upsertAccount } from '../portal/repository';

let clock = new Date('2026-11-25T15:00:00Z');
const MINUTE = 60_000;

/** Decision 033: a reminder before her offer ends, and staff told of a message that failed for good. */
describe('push alerts', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let staff: Record<string, string>;
  let performer: Record<string, string>;
  let performerId = '';
  const phone = browserKeys();
  const laptop = browserKeys();
  const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const opened = (name: string, keys: ReturnType<typeof browserKeys>) =>
    push.received.filter((r) => r.path === `/push/${name}`).map((r) => JSON.parse(decryptPush(r.body, keys)));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    push = await startPushService();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 1, limit: 1 } },
      mail: { smtpUrl: smtp.url },
      pushAgent: push.agent,
    });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    performerId = (await call('POST', '/api/admin/performers', staff, { name: 'Luna Alert', hourlyRate: 200 })).json()
      .id;
    await upsertAccount(t.db, performerId, null, clock);
    performer = await performerSession(t.app, t.db, performerId, clock);
    await call('POST', '/api/portal/push-subscriptions', performer, {
      endpoint: push.endpoint('phone'),
      keys: phone.json,
    });
    await call('POST', '/api/admin/push-subscriptions', staff, {
      endpoint: push.endpoint('laptop'),
      keys: laptop.json,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await push?.close();
  });

  it('reminds her once, 30 minutes before an unanswered offer ends', async () => {
    await call('POST', '/api/bookings', { origin: TEST_ORIGIN }, bookingRequest([performerId]));
    await jobsSettled(t.db);
    clock = new Date(clock.getTime() + 89 * MINUTE);
    expect(await t.app.offers.remindExpiring()).toBe(0);
    clock = new Date(clock.getTime() + MINUTE);
    expect(await t.app.offers.remindExpiring()).toBe(1);
    expect(await t.app.offers.remindExpiring()).toBe(1);
    await jobsSettled(t.db);
    const reminders = opened('phone', phone).filter((n) => n.title.startsWith('Answer by'));
    // Asked twice, sent once: the outbox keeps one reminder per offer and browser.
    expect(reminders).toHaveLength(1);
    expect(reminders[0].title).toBe('Answer by 12:00 PM');
  });

  it('tells staff when an e-mail fails for good', async () => {
    smtp.setRefusing(true);
    await call(
      'POST',
      '/api/bookings',
      { origin: TEST_ORIGIN },
      { ...bookingRequest([performerId]), clientEmail: 'gone@example.test' },
    );
    await vi.waitFor(
      () =>
        expect(
          opened('laptop', laptop).some(
            (n) => n.title === 'A message could not be sent' && n.body.includes('gone@example.test'),
          ),
        ).toBe(true),
      { timeout: 20_000, interval: 100 },
    );
    smtp.setRefusing(false);
  });
});
