import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { freePort } from '../../../../test/helpers/server-process';
import { type SystemStatus, systemStatusSchema } from '../../../shared/schemas/system';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { backups, messages } from '../../db/schema';
import { ensureAdmin } from '../auth/accounts';

const NOW = new Date('2026-11-20T17:00:00Z');
const OWNER = { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' };
const AGENT = { email: 'agent@example.test', password: 'agent password 123', firstName: 'Andy' };

async function signIn(t: TestApp, who: { email: string; password: string }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { origin: TEST_ORIGIN }, payload: who });
  expect(res.statusCode, res.body).toBe(200);
  return asUser(String(res.headers['set-cookie']).split(';')[0] ?? '');
}

async function book(t: TestApp) {
  await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
  await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
  const [performer = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingRequest([performer]) });
  expect(res.statusCode, res.body).toBe(201);
}

async function system(t: TestApp, headers: Record<string, string>): Promise<SystemStatus> {
  const res = await t.app.inject({ url: '/api/admin/system', headers });
  expect(res.statusCode, res.body).toBe(200);
  return systemStatusSchema.parse(res.json());
}

const email = (s: SystemStatus) => s.messages.find((m) => m.channel === 'email');

/** GET /api/admin/system (issue 32): the owners' view of the queue, the outbox, requests and the database. */
describe('GET /api/admin/system', () => {
  describe('who may read it, and what it answers', () => {
    let t: TestApp;
    let owner: Record<string, string>;
    beforeAll(async () => {
      // No workers: the booking's job waits in the queue.
      t = await createTestApp({ now: () => NOW });
      await ensureAdmin(t.db, OWNER);
      await ensureAdmin(t.db, AGENT, { role: 'agent' });
      owner = await signIn(t, OWNER);
    });
    afterAll(() => t?.close());

    it('is for owners only: 401 without a session, 403 for an agent, no-store either way', async () => {
      const anonymous = await t.app.inject({ url: '/api/admin/system' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Sign in required', code: 'UNAUTHENTICATED' });
      const agent = await t.app.inject({ url: '/api/admin/system', headers: await signIn(t, AGENT) });
      expect(agent.statusCode).toBe(403);
      expect(agent.json()).toEqual({ message: 'Only an owner can do this', code: 'OWNER_REQUIRED' });
      const ok = await t.app.inject({ url: '/api/admin/system', headers: owner });
      expect(ok.statusCode).toBe(200);
      for (const res of [anonymous, agent, ok]) expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers the queues, the outbox by channel, requests, the database, the version and uptime', async () => {
      const before = await system(t, owner);
      expect(before.messages).toEqual([
        { channel: 'email', failed: 0, stuck: 0 },
        { channel: 'webhook', failed: 0, stuck: 0 },
        { channel: 'push', failed: 0, stuck: 0 },
      ]);
      expect(before.queues.map((q) => q.name)).toContain('deliver-message');
      expect(before.requests).toMatchObject({ windowMinutes: 60, slowMs: 1000, serverErrors: 0 });
      expect(before.database.kind).toBe(t.database.kind);
      expect(before.database.sizeBytes).toBeGreaterThan(1_000_000);
      expect(before.lastBackup).toBeNull();
      expect(before.backupNow).toBe(t.database.kind === 'postgres' ? 'postgres' : 'unset');
      // A pg_dump an operator reported (db:backup -- --reported), or one the app took.
      await t.db.insert(backups).values([
        {
          origin: 'reported',
          status: 'done',
          location: 's3://dumps/older',
          finishedAt: new Date('2026-11-01T04:00:00Z'),
        },
        {
          origin: 'reported',
          status: 'done',
          location: 's3://dumps/newer',
          finishedAt: new Date('2026-11-02T04:00:00Z'),
        },
        { origin: 'owner', status: 'failed', error: 'disk full', finishedAt: new Date('2026-11-03T04:00:00Z') },
      ]);
      expect((await system(t, owner)).lastBackup).toEqual({
        at: '2026-11-02T04:00:00.000Z',
        location: 's3://dumps/newer',
      });
      expect(before.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(before.uptimeSeconds).toBeGreaterThanOrEqual(0);

      await book(t);
      const composed = await system(t, owner);
      expect(composed.queues.find((q) => q.name === 'compose-messages')?.waiting).toBe(1);
    });
  });

  /** The app with a mail server that is not there, trying again `retries` times, a minute apart. */
  async function mailDown(retries: number, now: () => Date) {
    const port = await freePort();
    const t = await createTestApp({
      now,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 60, maxDelaySeconds: 60, limit: retries } },
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, teamEmails: ['team@example.test'] },
    });
    await ensureAdmin(t.db, OWNER);
    return { t, owner: await signIn(t, OWNER) };
  }

  it('counts messages still queued five minutes after they were made as stuck', async () => {
    let clock = NOW;
    const { t, owner } = await mailDown(50, () => clock);
    try {
      await book(t);
      // Tried once, refused, waiting a minute for the next try: queued, and not stuck yet.
      await vi.waitFor(
        async () => {
          const rows = await t.db.select({ tries: messages.tries, status: messages.status }).from(messages);
          expect(rows.map((r) => [r.status, r.tries])).toEqual([
            ['queued', 1],
            ['queued', 1],
          ]);
        },
        { timeout: 20_000, interval: 200 },
      );
      expect(email(await system(t, owner))).toEqual({ channel: 'email', failed: 0, stuck: 0 });
      clock = new Date(NOW.getTime() + 6 * 60_000);
      expect(email(await system(t, owner))).toEqual({ channel: 'email', failed: 0, stuck: 2 });
    } finally {
      await t.close();
    }
  });

  it('counts a message that failed for good', async () => {
    // No retries: the first failed try is the last.
    const { t, owner } = await mailDown(0, () => NOW);
    try {
      expect(email(await system(t, owner))?.failed).toBe(0);
      await book(t);
      await vi.waitFor(async () => expect(email(await system(t, owner))?.failed).toBe(2), {
        timeout: 20_000,
        interval: 200,
      });
    } finally {
      await t.close();
    }
  });
});
