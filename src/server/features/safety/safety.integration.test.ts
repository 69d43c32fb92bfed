import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { confirmedNight } from '../../../../test/helpers/night';
import { performerSession } from '../../../../test/helpers/portal';
import { browserKeys, decryptPush, startPushService } from '../../../../test/helpers/push';
import { rowsOf } from '../../../../test/helpers/rows';
import { eventStart } from '../../../shared/event-time';
import type { Tonight } from '../../../shared/schemas/safety';
import { insertNamedRefs } from '../../db/factories';
import { auditLog, safetyAlarms, safetyLocations } from '../../db/schema';
import { upsertAccount } from '../portal/repository';

let clock = new Date('2026-11-25T15:00:00Z');
const MINUTE = 60_000;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/**
 * Issue 30 (decision 038): her check-ins on the night, the timers on the app's clock (her "Are you
 * OK?" at the due time, the desk's alarm after CHECKIN_GRACE_MINUTES, the owners 5 minutes after
 * that), a real push service for her phone and the desk, a real SMTP server for the e-mails.
 */
describe("the night's check-ins and alarms", () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let staff: Record<string, string>;
  const ids: Record<'luna' | 'mia' | 'noa', string> = { luna: '', mia: '', noa: '' };
  const portal: Record<'luna' | 'mia', Record<string, string>> = { luna: {}, mia: {} };
  const phone = browserKeys();
  const desk = browserKeys();

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const opened = (name: string, keys: ReturnType<typeof browserKeys>) =>
    push.received
      .filter((r) => r.path === `/push/${name}`)
      .map((r) => JSON.parse(decryptPush(r.body, keys)) as { title: string; body: string; url: string });
  const night = (date: string) =>
    confirmedNight(
      t.app,
      {
        performerId: ids.luna,
        portal: portal.luna,
        staff,
        setClock: (at) => {
          clock = at;
        },
      },
      date,
    );
  const checkin = (bookingId: string, body: object, who: 'luna' | 'mia' = 'luna') =>
    call('POST', `/api/portal/bookings/${bookingId}/checkins`, portal[who], body);
  const alarmsOf = (bookingId: string) => t.db.select().from(safetyAlarms).where(eq(safetyAlarms.bookingId, bookingId));
  /** The timers as the minute's sweep runs them, then every message they queued, sent. */
  const sweepAt = async (at: Date) => {
    clock = at;
    await t.app.safety.sweep();
    await jobsSettled(t.db);
  };
  const about = (ref: string) => (n: { body: string }) => n.body.includes(ref);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    push = await startPushService();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 1, limit: 1 } },
      mail: { smtpUrl: smtp.url, teamEmails: ['team@example.test'] },
      pushAgent: push.agent,
      safety: { checkinIntervalMinutes: 30, checkinGraceMinutes: 10 },
      // The clock jumps weeks ahead: the staff session outlives it.
      session: { idleHours: 24 * 90, absoluteDays: 90 },
    });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const performer = async (name: string, extra: object = {}) => {
      const res = await call('POST', '/api/admin/performers', staff, {
        name,
        hourlyRate: 200,
        serviceAreaIds: ['miami'],
        eventTypeIds: ['birthday-party'],
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    ids.luna = await performer('Luna Night', {
      email: 'luna@example.test',
      emergencyContact: { name: 'Rosa Night', phone: '305 555 0111' },
    });
    ids.mia = await performer('Mia Free', { email: 'mia@example.test' });
    ids.noa = await performer('Noa Free');
    for (const who of ['luna', 'mia'] as const) {
      await upsertAccount(t.db, ids[who], null, clock);
      portal[who] = await performerSession(t.app, t.db, ids[who], clock);
    }
    const subscribed = await call('POST', '/api/portal/push-subscriptions', portal.luna, {
      endpoint: push.endpoint('phone'),
      keys: phone.json,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    await call('POST', '/api/admin/push-subscriptions', staff, { endpoint: push.endpoint('desk'), keys: desk.json });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await push?.close();
  });

  it('refuses a check-in on a booking not hers (404), not confirmed or not tonight (409), and a bad body (400)', async () => {
    const { bookingId, start } = await night('2026-12-02');
    clock = plus(start, -13 * 60);
    expect((await checkin(bookingId, { kind: 'on-the-way' })).json()).toMatchObject({ code: 'CHECKIN_NOT_TONIGHT' });
    clock = plus(start, -60);
    for (const [id, who] of [
      [bookingId, 'mia'],
      ['00000000-0000-4000-8000-000000000000', 'luna'],
      ['not-an-id', 'luna'],
    ] as const) {
      const res = await checkin(id, { kind: 'on-the-way' }, who);
      expect(res.statusCode, `${who} ${id}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Booking not found', code: 'NOT_FOUND' });
    }
    for (const bad of [{}, { kind: 'dancing' }, { kind: 'ok', location: { lat: 'north' } }, { kind: 'ok', pin: 7 }]) {
      const res = await checkin(bookingId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), issues: expect.any(Array) });
    }
    // Cancelled on the night: no more check-ins (a panic is still taken, see below).
    await call('PUT', `/api/admin/bookings/${bookingId}/status`, staff, { status: 'cancelled' });
    const cancelled = await checkin(bookingId, { kind: 'on-the-way' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ code: 'CHECKIN_NOT_CONFIRMED' });
    const panic = await call('POST', `/api/portal/bookings/${bookingId}/panic`, portal.luna, {});
    expect(panic.statusCode).toBe(202);
    expect((await t.app.inject({ url: '/api/portal/bookings', headers: portal.luna })).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: bookingId, night: null })]),
    );
  });

  it('pushes her at a missed On my way, alerts the desk after the grace with the free alternates, and the owners 5 minutes later', async () => {
    const { bookingId, start } = await night('2026-12-05');
    const ref = bookingId.slice(0, 8).toUpperCase();
    const due = plus(start, -60);
    const areYouOk = () => opened('phone', phone).filter((n) => n.title === 'Are you OK?');
    const before = areYouOk().length;
    const mailedHer = () =>
      smtp.received.filter((m) => m.subject === 'Are you OK?' && m.text?.includes('Open the portal'));
    const mailedBefore = mailedHer().length;

    await sweepAt(plus(due, -1 / 60));
    expect(areYouOk()).toHaveLength(before);
    await sweepAt(due);
    expect(areYouOk()).toHaveLength(before + 1);
    expect(areYouOk().at(-1)?.url).toBe('https://example.test/portal/');
    // And by e-mail, the fallback when her phone takes no push.
    expect(mailedHer().map((m) => m.envelopeTo)).toEqual([
      ...Array(mailedBefore).fill(['luna@example.test']),
      ['luna@example.test'],
    ]);
    await sweepAt(plus(due, 9));
    expect(areYouOk()).toHaveLength(before + 1);
    expect(await alarmsOf(bookingId)).toEqual([]);

    await sweepAt(plus(due, 10));
    const [alarm] = await alarmsOf(bookingId);
    expect(alarm).toMatchObject({ kind: 'no-show-risk', stage: 'desk', missedKind: 'on-the-way', dueAt: due });
    const deskAlarm = opened('desk', desk).filter(about(ref));
    expect(deskAlarm).toEqual([
      expect.objectContaining({ title: 'Alarm: Luna Night', url: 'https://example.test/admin/tonight' }),
    ]);
    const teamMail = smtp.received.filter((m) => m.subject === `Alarm: Luna Night (${ref})`);
    expect(teamMail.map((m) => m.envelopeTo)).toEqual([['team@example.test']]);
    expect(teamMail[0]?.text).toContain('Noa Free');
    const board = (await call('GET', '/api/admin/tonight', staff)).json();
    expect(board.alarms.find((a: { id: string }) => a.id === alarm?.id)).toMatchObject({
      kind: 'no-show-risk',
      stage: 'desk',
      reference: ref,
      performerName: 'Luna Night',
      missedKind: 'on-the-way',
      address: '12 Palm Way, Miami',
      clientName: 'Pat Night',
      clientPhone: '305-555-0177',
      location: null,
      emergencyContact: { name: 'Rosa Night', phone: '305 555 0111' },
      alternates: expect.arrayContaining([
        { id: ids.mia, name: 'Mia Free' },
        { id: ids.noa, name: 'Noa Free' },
      ]),
    });

    await sweepAt(plus(due, 14.99));
    expect((await alarmsOf(bookingId))[0]?.stage).toBe('desk');
    await sweepAt(plus(due, 15));
    expect((await alarmsOf(bookingId))[0]).toMatchObject({ stage: 'owners', escalatedAt: plus(due, 15) });
    await sweepAt(plus(due, 16));
    expect(
      opened('desk', desk)
        .filter(about(ref))
        .map((n) => n.title),
    ).toEqual(['Alarm: Luna Night', 'Unanswered alarm: Luna Night']);
    const ownersMail = smtp.received.filter((m) => m.subject?.startsWith(`Unanswered alarm: Luna Night (${ref})`));
    expect(ownersMail.map((m) => m.envelopeTo)).toEqual([['admin@example.test']]);
    expect(ownersMail[0]?.subject).toBe(`Unanswered alarm: Luna Night (${ref}): call Rosa Night`);
    expect(ownersMail[0]?.text).toContain('Rosa Night, 305 555 0111');
    // Each step once, however often the timers ran.
    expect(await alarmsOf(bookingId)).toHaveLength(1);
    expect(areYouOk()).toHaveLength(before + 1);
    expect(mailedHer()).toHaveLength(mailedBefore + 1);
  });

  it("raises a missed I'm OK after the grace; acknowledged within 5 minutes, it never reaches the owners", async () => {
    const { bookingId, start } = await night('2026-12-08');
    const ref = bookingId.slice(0, 8).toUpperCase();
    clock = plus(start, -70);
    const way = await checkin(bookingId, { kind: 'on-the-way' });
    expect(way.statusCode, way.body).toBe(200);
    expect(way.json()).toEqual({
      checkin: { kind: 'on-the-way', at: clock.toISOString() },
      next: { kind: 'arrived', dueAt: start.toISOString() },
    });
    clock = plus(start, -5);
    const arrived = (await checkin(bookingId, { kind: 'arrived' })).json();
    expect(arrived.next).toEqual({ kind: 'ok', dueAt: plus(start, 25).toISOString() });

    // The I'm OK due at start + 25: her push then, the desk's alarm 10 minutes later.
    await sweepAt(plus(start, 35));
    const [alarm] = await alarmsOf(bookingId);
    expect(alarm).toMatchObject({ kind: 'missed-checkin', missedKind: 'ok', dueAt: plus(start, 25) });
    clock = plus(start, 38);
    const bad = await call('POST', `/api/admin/alarms/${alarm?.id}/acknowledge`, staff, { note: '  ' });
    expect(bad.statusCode).toBe(400);
    const ack = await call('POST', `/api/admin/alarms/${alarm?.id}/acknowledge`, staff, {
      note: 'Called her: phone was on silent, all fine.',
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json()).toEqual({
      alarm: {
        id: alarm?.id,
        acknowledgedAt: clock.toISOString(),
        acknowledgedBy: 'admin@example.test',
        note: 'Called her: phone was on silent, all fine.',
      },
    });
    const again = await call('POST', `/api/admin/alarms/${alarm?.id}/acknowledge`, staff, { note: 'Me too' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALARM_ALREADY_ACKNOWLEDGED' });
    expect((await call('POST', `/api/admin/alarms/${bookingId}/acknowledge`, staff, { note: 'x' })).statusCode).toBe(
      404,
    );
    await sweepAt(plus(start, 41));
    expect((await alarmsOf(bookingId))[0]).toMatchObject({ stage: 'desk', escalatedAt: null });
    expect(
      opened('desk', desk)
        .filter(about(ref))
        .map((n) => n.title),
    ).toEqual(['Alarm: Luna Night']);
    const board = (await call('GET', '/api/admin/tonight', staff)).json();
    expect(board.alarms.map((a: { id: string }) => a.id)).not.toContain(alarm?.id);
    const row = board.bookings.find((b: { id: string }) => b.id === bookingId);
    expect(row).toMatchObject({
      reference: ref,
      status: 'confirmed',
      city: 'Miami',
      clientName: 'Pat Night',
      performers: [
        {
          performerId: ids.luna,
          name: 'Luna Night',
          lastCheckin: { kind: 'arrived', at: plus(start, -5).toISOString() },
          next: { kind: 'ok', dueAt: plus(start, 25).toISOString() },
          late: true,
        },
      ],
    });
  });

  it('expects nothing of her on a booking confirmed before she accepted her offer', async () => {
    const date = '2026-12-13';
    const start = eventStart(date, '20:00');
    clock = plus(start, -3 * 24 * 60);
    const booked = await call(
      'POST',
      '/api/bookings',
      { origin: TEST_ORIGIN },
      { ...bookingRequest([ids.luna]), eventDate: date, eventTime: '20:00' },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId: string = booked.json().id;
    const asked = await call('PUT', `/api/admin/bookings/${bookingId}/status`, staff, { status: 'depositPending' });
    expect(asked.statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/bookings/${bookingId}/confirm-deposit`, staff)).statusCode).toBe(200);
    // Her offer is still open: she cannot check in, so no timer holds her to one.
    await sweepAt(plus(start, 30));
    expect(await alarmsOf(bookingId)).toEqual([]);
    const board = (await call('GET', '/api/admin/tonight', staff)).json() as Tonight;
    const line = board.bookings.find((b) => b.id === bookingId)?.performers[0];
    expect(line).toMatchObject({ performerId: ids.luna, next: null, late: false });
    expect((await checkin(bookingId, { kind: 'on-the-way' })).statusCode).toBe(404);
  });

  it('does nothing when a timer fires after her check-in came', async () => {
    const { bookingId, start } = await night('2026-12-11');
    clock = plus(start, -2);
    await checkin(bookingId, { kind: 'arrived' });
    clock = plus(start, 20);
    expect((await checkin(bookingId, { kind: 'ok' })).json().next).toEqual({
      kind: 'ok',
      dueAt: plus(start, 50).toISOString(),
    });
    const areYouOk = () => opened('phone', phone).filter((n) => n.title === 'Are you OK?');
    const pushes = areYouOk().length;
    // The timer queued for the I'm OK due at start + 28, and the one at the end of its grace.
    for (const minutes of [28, 38]) {
      clock = plus(start, minutes);
      await t.app.safety.runTimer({ bookingId, performerId: ids.luna });
    }
    await jobsSettled(t.db);
    expect(areYouOk()).toHaveLength(pushes);
    expect(await alarmsOf(bookingId)).toEqual([]);
    // Each check-in queued, in its transaction, the timers of the next one: its due time and the
    // end of its grace. A sweep that finds the same miss asks for the same timer: still one job.
    const timers = async () =>
      (
        await rowsOf<{ at: Date }>(
          t.db,
          sql`select start_after as at from pgboss.job where name = 'safety-timer' and data->>'bookingId' = ${bookingId}
            order by start_after`,
        )
      ).map((r) => new Date(r.at).toISOString());
    const expected = [28, 38, 50, 60].map((m) => plus(start, m).toISOString());
    expect(await timers()).toEqual(expected);
    await sweepAt(plus(start, 55));
    expect(areYouOk()).toHaveLength(pushes + 1);
    expect(await timers()).toEqual(expected);
  });

  it('takes a panic at once for any of her bookings within 12 hours of its start, not for another', async () => {
    const { bookingId, start } = await night('2026-12-14');
    const ref = bookingId.slice(0, 8).toUpperCase();
    const panic = (body: object, who: 'luna' | 'mia' = 'luna') =>
      call('POST', `/api/portal/bookings/${bookingId}/panic`, portal[who], body);
    clock = plus(start, -12 * 60 - 1);
    expect((await panic({})).statusCode).toBe(409);
    clock = plus(start, 90);
    expect((await panic({}, 'mia')).statusCode).toBe(404);
    const first = await panic({ location: { lat: 25.7617, lng: -80.1918, accuracy: 15 } });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ at: clock.toISOString() });
    // Again in the same minute, and with a garbled location: never refused.
    expect((await panic({ location: { lat: 'here' } })).statusCode).toBe(202);
    expect((await alarmsOf(bookingId)).map((a) => a.kind)).toEqual(['panic', 'panic']);
    await jobsSettled(t.db);
    const board = (await call('GET', '/api/admin/tonight', staff)).json();
    const shown = board.alarms.filter((a: { bookingId: string }) => a.bookingId === bookingId);
    expect(shown[0]).toMatchObject({
      kind: 'panic',
      address: '12 Palm Way, Miami',
      clientName: 'Pat Night',
      clientPhone: '305-555-0177',
      location: { lat: 25.7617, lng: -80.1918, accuracy: 15, at: clock.toISOString() },
      alternates: [],
    });
    expect(
      opened('desk', desk)
        .filter(about(ref))
        .map((n) => n.title),
    ).toEqual(['Alarm: Luna Night', 'Alarm: Luna Night']);
    const mail = smtp.received.filter((m) => m.subject === `Alarm: Luna Night (${ref})`);
    expect(mail).toHaveLength(2);
    expect(mail[0]?.text).toContain('PANIC');
    expect(mail[0]?.text).toContain('https://www.openstreetmap.org/?mlat=25.761700&mlon=-80.191800');
    clock = plus(start, 12 * 60);
    expect((await panic({})).statusCode).toBe(202);
  });

  it('keeps the emergency contact for staff only', async () => {
    const list = (await call('GET', '/api/admin/performers', staff)).json() as {
      id: string;
      emergencyContact: unknown;
    }[];
    const admin = list.find((p) => p.id === ids.luna);
    expect(admin?.emergencyContact).toEqual({ name: 'Rosa Night', phone: '305 555 0111' });
    const publicRead = await t.app.inject({ url: `/api/performers/${ids.luna}` });
    expect(publicRead.body).not.toContain('Rosa');
    expect((await t.app.inject({ url: '/api/portal/me', headers: portal.luna })).body).not.toContain('Rosa');
    // A save without it keeps it; null removes it; a bad one is refused and changes nothing.
    const base = { name: 'Luna Night', hourlyRate: 200, email: 'luna@example.test' };
    const kept = await call('PUT', `/api/admin/performers/${ids.luna}`, staff, base);
    expect(kept.json().emergencyContact).toEqual({ name: 'Rosa Night', phone: '305 555 0111' });
    for (const bad of [{ name: '', phone: '305 555 0111' }, { name: 'Rosa', phone: 'call me' }, { name: 'Rosa' }]) {
      const res = await call('PUT', `/api/admin/performers/${ids.luna}`, staff, { ...base, emergencyContact: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const removed = await call('PUT', `/api/admin/performers/${ids.luna}`, staff, { ...base, emergencyContact: null });
    expect(removed.json().emergencyContact).toBeNull();
    const back = await call('PUT', `/api/admin/performers/${ids.luna}`, staff, {
      ...base,
      serviceAreaIds: ['miami'],
      eventTypeIds: ['birthday-party'],
      emergencyContact: { name: ' Rosa Night ', phone: ' 305  555 0111 ' },
    });
    expect(back.json().emergencyContact).toEqual({ name: 'Rosa Night', phone: '305 555 0111' });
  });

  it('writes the safety log: check-ins, alarms, escalations and acknowledgements, without locations', async () => {
    const { bookingId, start } = await night('2026-12-17');
    clock = plus(start, -30);
    await checkin(bookingId, { kind: 'on-the-way', location: { lat: 25.7, lng: -80.2, accuracy: 20 } });
    await sweepAt(plus(start, 10));
    const [alarm] = await alarmsOf(bookingId);
    await sweepAt(plus(start, 15));
    clock = plus(start, 16);
    await call('POST', `/api/admin/alarms/${alarm?.id}/acknowledge`, staff, { note: 'She is parking.' });
    const log = await call('GET', `/api/admin/bookings/${bookingId}/safety-log`, staff);
    expect(log.statusCode).toBe(200);
    expect(log.headers['cache-control']).toContain('no-store');
    expect(log.json().entries).toEqual([
      {
        at: plus(start, -30).toISOString(),
        kind: 'checkin',
        performerName: 'Luna Night',
        actor: 'Luna Night',
        detail: 'on-the-way',
      },
      {
        at: plus(start, 10).toISOString(),
        kind: 'alarm',
        performerName: 'Luna Night',
        actor: null,
        detail: 'missed-checkin: arrived',
      },
      {
        at: plus(start, 15).toISOString(),
        kind: 'escalated',
        performerName: 'Luna Night',
        actor: null,
        detail: 'missed-checkin: sent to the owners',
      },
      {
        at: plus(start, 16).toISOString(),
        kind: 'acknowledged',
        performerName: 'Luna Night',
        actor: 'admin@example.test',
        detail: 'She is parking.',
      },
    ]);
    expect(log.body).not.toContain('25.7');
    expect(
      (await call('GET', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/safety-log', staff)).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/bookings/${bookingId}/safety-log` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/tonight' })).statusCode).toBe(401);
  });

  it("answers a check-in with her duress PIN exactly like any I'm OK, and raises a silent alarm", async () => {
    const pin = (body: object) => call('PUT', '/api/portal/duress-pin', portal.luna, body);
    const me = async () => (await t.app.inject({ url: '/api/portal/me', headers: portal.luna })).json();
    for (const bad of [{}, { pin: '12' }, { pin: 'abcd' }, { pin: '123456789' }, { pin: 4321 }]) {
      expect((await pin(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await me()).hasDuressPin).toBe(false);
    expect((await pin({ pin: '4321' })).statusCode).toBe(204);
    const after = await me();
    expect(after.hasDuressPin).toBe(true);
    expect(JSON.stringify(after)).not.toMatch(/4321|argon2/);

    const { bookingId, start } = await night('2026-12-20');
    const ref = bookingId.slice(0, 8).toUpperCase();
    clock = plus(start, -5);
    await checkin(bookingId, { kind: 'arrived' });
    clock = plus(start, 10);
    const plain = await checkin(bookingId, { kind: 'ok', pin: '1111' });
    clock = plus(start, 20);
    const duress = await checkin(bookingId, { kind: 'ok', pin: '4321' });
    for (const [res, at] of [
      [plain, plus(start, 10)],
      [duress, plus(start, 20)],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        checkin: { kind: 'ok', at: at.toISOString() },
        next: { kind: 'ok', dueAt: plus(at, 30).toISOString() },
      });
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(plain.headers).sort());
    }
    expect((await alarmsOf(bookingId)).map((a) => [a.kind, a.raisedAt])).toEqual([['duress', plus(start, 20)]]);
    const bookings = (await t.app.inject({ url: '/api/portal/bookings', headers: portal.luna })).json();
    const mine = bookings.find((b: { id: string }) => b.id === bookingId);
    expect(mine.night.checkins.map((c: { kind: string }) => c.kind)).toEqual(['arrived', 'ok', 'ok']);
    expect(JSON.stringify(mine)).not.toContain('duress');
    await jobsSettled(t.db);
    const silent = opened('desk', desk).filter(about(ref));
    expect(silent).toEqual([expect.objectContaining({ title: 'Alarm: Luna Night' })]);
    expect(silent[0]?.body).toContain('Silent alarm');
    // Nothing on her phone says so.
    expect(opened('phone', phone).filter(about(ref))).toEqual([]);
  });

  it('keeps locations only between On my way and Home safe, within bounds, and deletes them 7 days after', async () => {
    const { bookingId, start } = await night('2026-12-23');
    const here = { lat: 25.79, lng: -80.13, accuracy: 25 };
    const share = (body: object) => call('POST', `/api/portal/bookings/${bookingId}/location`, portal.luna, body);
    const stored = () => t.db.select().from(safetyLocations).where(eq(safetyLocations.bookingId, bookingId));
    const sharing = async () =>
      (await t.app.inject({ url: '/api/portal/bookings', headers: portal.luna }))
        .json()
        .find((b: { id: string }) => b.id === bookingId).night.sharingLocation;

    clock = plus(start, -80);
    expect((await share(here)).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    expect(await sharing()).toBe(false);
    clock = plus(start, -50);
    await checkin(bookingId, { kind: 'on-the-way', location: here });
    expect(await stored()).toHaveLength(1);
    expect(await sharing()).toBe(true);
    clock = plus(start, -50 + 10 / 60);
    expect((await share(here)).statusCode).toBe(204);
    expect(await stored()).toHaveLength(1);
    clock = plus(start, -50 + 20 / 60);
    for (const bad of [
      { ...here, lat: 90.5 },
      { ...here, lat: -91 },
      { ...here, lng: 181 },
      { ...here, accuracy: -1 },
      { ...here, accuracy: 10_001 },
    ]) {
      expect((await share(bad)).statusCode, JSON.stringify(bad)).toBe(204);
    }
    expect(await stored()).toHaveLength(1);
    for (const bad of [{}, { ...here, lat: 'north' }, { lat: 1, lng: 2 }]) {
      const res = await share(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await share(here)).statusCode).toBe(204);
    expect(await stored()).toHaveLength(2);
    expect((await call('POST', `/api/portal/bookings/${bookingId}/location`, portal.mia, here)).statusCode).toBe(404);

    clock = plus(start, 180);
    await checkin(bookingId, { kind: 'leaving' });
    clock = plus(start, 200);
    const home = await checkin(bookingId, { kind: 'home-safe', location: { lat: 25.9, lng: -80.3, accuracy: 5 } });
    expect(home.json().next).toBeNull();
    clock = plus(start, 201);
    expect((await share({ lat: 25.9, lng: -80.3, accuracy: 5 })).statusCode).toBe(204);
    // Never where she sleeps.
    expect((await stored()).map((l) => l.lat)).toEqual([25.79, 25.79]);
    expect(await sharing()).toBe(false);

    // 20:00 on the 23rd: kept through the 29th, gone on the daily run of the 30th.
    clock = new Date('2026-12-29T15:00:00Z');
    await t.app.safety.purgeLocations();
    expect(await stored()).toHaveLength(2);
    clock = new Date('2026-12-30T15:00:00Z');
    expect(await t.app.safety.purgeLocations()).toBeGreaterThanOrEqual(2);
    expect(await stored()).toEqual([]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'POST /api/portal/bookings/:id/checkins'));
    // No coordinate in what the audit keeps (matched as JSON keys: a timestamp such as
    // 08:04:25.927Z holds the digits 25.9 too).
    expect(JSON.stringify(audited.map((a) => [a.before, a.after]))).not.toMatch(/"(lat|lng|accuracy|location)"/);
  });
});
