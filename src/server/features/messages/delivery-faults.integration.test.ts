import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp, testConfig } from '../../../../test/helpers/app';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { startSmtpServer, startWebhookReceiver } from '../../../../test/helpers/mail';
import { freePort } from '../../../../test/helpers/server-process';
import { buildApp } from '../../app';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { bookings, messages } from '../../db/schema';
import { createDiskStorage } from '../../storage/disk-storage';

const NOW = new Date('2026-11-20T17:00:00Z');
const SECRET = 'fault-test-webhook-secret-42';
const FAST = { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 1, limit: 1 } };

async function seedCatalogue(t: TestApp) {
  await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
  await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
  const [id = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  return id;
}

const bookingPayload = (performerId: string, i = 0) => ({
  performerIds: [performerId],
  clientName: `Client ${i}`,
  clientEmail: `client${i}@example.test`,
  clientPhone: '305-555-0100',
  eventDate: '2026-11-28',
  eventTime: '20:00',
  eventLocation: 'Miami',
  eventTypeId: 'birthday-party',
  serviceAreaId: 'miami',
});

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 100 },
  );
}
const statuses = async (t: TestApp) =>
  (await t.db.select({ status: messages.status, kind: messages.kind }).from(messages)).map((m) => m.status);

describe('delivery faults', () => {
  it('answers bookings while the mail server and webhook are down, then delivers when they are back', async () => {
    const port = await freePort();
    const hook = await startWebhookReceiver(SECRET, { now: () => NOW.getTime() });
    hook.answerWith(503);
    const t = await createTestApp({
      now: () => NOW,
      runJobs: true,
      jobs: { ...FAST, retry: { delaySeconds: 1, maxDelaySeconds: 1, limit: 50 } },
      mail: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        teamEmails: ['team@example.test'],
        webhook: { url: hook.url, secret: SECRET },
      },
    });
    try {
      const performer = await seedCatalogue(t);
      const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingPayload(performer) });
      expect(res.statusCode).toBe(201);
      // Tried, refused, waiting for a retry: nothing lost, nothing marked sent.
      await until('a failed first try', async () => {
        const rows = await t.db.select().from(messages);
        return rows.length === 3 && rows.every((m) => m.tries >= 1 && m.status === 'queued' && m.lastError);
      });
      const smtp = await startSmtpServer(port);
      hook.answerWith(200);
      try {
        await smtp.waitFor(2);
        await hook.waitFor(2); // the 503s were calls too
        await until('every message sent', async () => (await statuses(t)).every((s) => s === 'sent'));
        expect(smtp.received.map((m) => m.envelopeTo).sort()).toEqual([
          ['client0@example.test'],
          ['team@example.test'],
        ]);
        expect(hook.calls.at(-1)?.signatureValid).toBe(true);
      } finally {
        await smtp.close();
      }
    } finally {
      await t.close();
      await hook.close();
    }
  });

  it('fails a message after its last retry, shows it to staff, and sends it when staff retry', async () => {
    const smtp = await startSmtpServer();
    smtp.setRefusing(true);
    const t = await createTestApp({
      now: () => NOW,
      runJobs: true,
      jobs: FAST,
      mail: { smtpUrl: smtp.url, teamEmails: ['team@example.test'] },
    });
    try {
      const admin = asUser((await signInAccounts(t.app, t.db)).admin);
      const performer = await seedCatalogue(t);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingPayload(performer) })).statusCode,
      ).toBe(201);
      await until('two failed messages', async () => (await statuses(t)).filter((s) => s === 'failed').length === 2);
      const failed = (await t.app.inject({ url: '/api/admin/messages?status=failed', headers: admin })).json();
      expect(failed).toHaveLength(2);
      expect(failed[0]).toMatchObject({ status: 'failed', tries: 2, lastError: expect.stringMatching(/450/) });
      smtp.setRefusing(false);
      for (const m of failed) {
        const retried = await t.app.inject({
          method: 'POST',
          url: `/api/admin/messages/${m.id}/retry`,
          headers: admin,
        });
        expect(retried.statusCode).toBe(200);
        expect(retried.json()).toMatchObject({ id: m.id, status: 'queued' });
      }
      await smtp.waitFor(2);
      await until('both sent', async () => (await statuses(t)).every((s) => s === 'sent'));
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('stores neither the booking nor its messages job when the transaction fails at commit', async () => {
    const t = await createTestApp({ now: () => NOW });
    try {
      const performer = await seedCatalogue(t);
      const countJobs = async () =>
        ((await t.db.execute(sql`select count(*)::int as n from pgboss.job`)) as unknown as { rows: { n: number }[] })
          .rows[0]?.n;
      const jobsBefore = await countJobs();
      // A deferred check that fails at commit, after the booking and its job were written.
      await t.db.execute(sql`create function refuse_commit() returns trigger language plpgsql as
        $$ begin raise exception 'commit refused by the test'; end $$`);
      await t.db.execute(sql`create constraint trigger refuse_commit after insert on bookings
        deferrable initially deferred for each row execute function refuse_commit()`);
      const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingPayload(performer) });
      expect(res.statusCode).toBe(500);
      await t.db.execute(sql`drop trigger refuse_commit on bookings`);
      expect(await t.db.select().from(bookings)).toHaveLength(0);
      expect(await countJobs()).toBe(jobsBefore);
      // The same booking, committed, has its job: the only difference was the commit.
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingPayload(performer) })).statusCode,
      ).toBe(201);
      expect(await countJobs()).toBe((jobsBefore ?? 0) + 1);
      expect(await t.db.select().from(messages)).toHaveLength(0); // composed by a worker; this app runs none
    } finally {
      await t.close();
    }
  });

  it('sends each message once with two app instances working one database', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({
      now: () => NOW,
      runJobs: true,
      jobs: FAST,
      mail: { smtpUrl: smtp.url, teamEmails: ['team@example.test'] },
    });
    const second = await buildApp({
      config: testConfig({ runJobs: true, mail: { smtpUrl: smtp.url, teamEmails: ['team@example.test'] } }),
      database: t.database,
      storage: createDiskStorage(t.storageDir),
      ssr: 'off',
      now: () => NOW,
      jobs: FAST,
    });
    try {
      const performer = await seedCatalogue(t);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? second : t.app).inject({
            method: 'POST',
            url: '/api/bookings',
            payload: bookingPayload(performer, i),
          }),
        ),
      );
      expect(answers.every((a) => a.statusCode === 201)).toBe(true);
      await smtp.waitFor(24);
      await until('every message sent', async () => (await statuses(t)).every((s) => s === 'sent'));
      await jobsSettled(t.db);
      const ids = smtp.received.map((m) => m.messageId);
      expect(ids).toHaveLength(24);
      expect(new Set(ids).size).toBe(24);
    } finally {
      await second.close();
      await t.close();
      await smtp.close();
    }
  });
});
