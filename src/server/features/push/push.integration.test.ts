import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { performerSession } from '../../../../test/helpers/portal';
import { browserKeys, decryptPush, startPushService } from '../../../../test/helpers/push';
import { insertNamedRefs } from '../../db/factories';
import { messages, pushSubscriptions, serverSecrets } from '../../db/schema';
import { upsertAccount } from '../portal/repository';

const clock = new Date('2026-11-25T15:00:00Z');

/**
 * Decision 033: Web Push is a message channel of its own. A push service this test starts takes
 * each notification and the test decrypts it (RFC 8291) with the browser's own keys; a 410 from
 * the service removes the subscription.
 */
describe('push notifications', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let staff: Record<string, string>;
  let performer: Record<string, string>;
  let performerId = '';
  const lunaPhone = browserKeys();
  const staffLaptop = browserKeys();

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const opened = (name: string, keys: ReturnType<typeof browserKeys>) =>
    push.received.filter((r) => r.path === `/push/${name}`).map((r) => JSON.parse(decryptPush(r.body, keys)));

  beforeAll(async () => {
    push = await startPushService();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 2, limit: 2 } },
      pushAgent: push.agent,
    });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const created = await call('POST', '/api/admin/performers', staff, {
      name: 'Luna Push',
      hourlyRate: 200,
      language: 'es',
    });
    performerId = created.json().id;
    await upsertAccount(t.db, performerId, null, clock);
    performer = await performerSession(t.app, t.db, performerId, clock);
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it('makes and keeps a VAPID key pair on first start, and gives browsers the public key', async () => {
    const { publicKey } = (await call('GET', '/api/push-key', {})).json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const [stored] = await t.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'));
    expect(JSON.parse(stored?.value ?? '{}').publicKey).toBe(publicKey);
  });

  it('takes subscriptions from a performer and from staff, and refuses bad ones', async () => {
    const mine = await call('POST', '/api/portal/push-subscriptions', performer, {
      endpoint: push.endpoint('luna'),
      expirationTime: null,
      keys: lunaPhone.json,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await call('POST', '/api/admin/push-subscriptions', staff, {
      endpoint: push.endpoint('desk'),
      keys: staffLaptop.json,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    for (const bad of [
      { endpoint: 'http://evil.example/push', keys: lunaPhone.json },
      { endpoint: push.endpoint('x'), keys: { p256dh: 'short', auth: lunaPhone.json.auth } },
      { endpoint: 'not a url', keys: lunaPhone.json },
    ]) {
      expect((await call('POST', '/api/portal/push-subscriptions', performer, bad)).statusCode).toBe(400);
    }
    expect(
      (
        await call('POST', '/api/portal/push-subscriptions', staff, {
          endpoint: push.endpoint('y'),
          keys: lunaPhone.json,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/portal/push-subscriptions',
          { origin: TEST_ORIGIN },
          { endpoint: push.endpoint('z'), keys: lunaPhone.json },
        )
      ).statusCode,
    ).toBe(401);
  });

  it('tells her of a new offer on her phone, encrypted to her keys, signed with the server key', async () => {
    const booked = await call('POST', '/api/bookings', { origin: TEST_ORIGIN }, bookingRequest([performerId]));
    expect(booked.statusCode, booked.body).toBe(201);
    const notes = await vi.waitFor(
      () => {
        const found = opened('luna', lunaPhone);
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(notes[0]).toMatchObject({ title: 'Nueva oferta de reserva', url: 'https://example.test/es/portal/' });
    expect(notes[0].body).toContain('Miami');
    const request = push.received.find((r) => r.path === '/push/luna');
    const { publicKey } = (await call('GET', '/api/push-key', {})).json();
    expect(String(request?.headers.authorization)).toContain(`k=${publicKey}`);
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    // Staff never get her offer: the staff browser hears of new bookings, declines and expiries.
    await jobsSettled(t.db);
    expect(opened('desk', staffLaptop).map((n) => n.title)).toEqual([`New booking ${booked.json().reference}`]);
  });

  it('tells staff at once when she declines, and forgets a browser the push service says is gone', async () => {
    const booked = await call('POST', '/api/bookings', { origin: TEST_ORIGIN }, bookingRequest([performerId]));
    const bookingId = booked.json().id;
    const offers = (await call('GET', '/api/portal/offers', performer)).json();
    const offer = offers.find((o: { bookingId: string }) => o.bookingId === bookingId);
    push.answer('luna', 410);
    await jobsSettled(t.db);
    const declined = await call('POST', `/api/portal/offers/${offer.id}/decline`, performer, { reason: 'Sick' });
    expect(declined.statusCode).toBe(200);
    const declinedNote = await vi.waitFor(
      () => {
        const found = opened('desk', staffLaptop).find(
          (n) => n.title === `Luna Push declined ${booked.json().reference}`,
        );
        expect(found).toBeDefined();
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(declinedNote.body).toContain('Reason: Sick.');
    // The 410 for her second offer: the subscription is gone and the row is skipped, not retried.
    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, push.endpoint('luna')));
    expect(left).toEqual([]);
    const rows = await t.db.select().from(messages).where(eq(messages.channel, 'push'));
    const gone = rows.filter((m) => m.status === 'skipped');
    expect(gone).toHaveLength(1);
    expect(gone[0]?.lastError).toContain('410');
  });

  it('tells staff of a new booking, and her of a booking cancelled, in her language', async () => {
    await call('POST', '/api/portal/push-subscriptions', performer, {
      endpoint: push.endpoint('luna2'),
      keys: lunaPhone.json,
    });
    const before = opened('desk', staffLaptop).length;
    const booked = await call('POST', '/api/bookings', { origin: TEST_ORIGIN }, bookingRequest([performerId]));
    const { id, reference } = booked.json();
    await vi.waitFor(() => expect(opened('desk', staffLaptop).length).toBe(before + 1), {
      timeout: 15_000,
      interval: 50,
    });
    expect(opened('desk', staffLaptop).at(-1)).toMatchObject({
      title: `New booking ${reference}`,
      url: `https://example.test/admin/bookings?q=${reference}`,
    });
    const cancelled = await call('PUT', `/api/admin/bookings/${id}/status`, staff, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await vi.waitFor(
      () => expect(opened('luna2', lunaPhone).map((n) => n.title)).toContain(`La reserva ${reference} está cancelada`),
      { timeout: 15_000, interval: 50 },
    );
  });
});
