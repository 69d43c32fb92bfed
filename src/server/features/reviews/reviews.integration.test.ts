import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { rowsOf } from '../../../../test/helpers/rows';
import { bookingReference } from '../../../shared/event-time';
import { insertNamedRefs } from '../../db/factories';
import { bookings, reviews, type StatusChange } from '../../db/schema';
import { signature } from './repository';

// Sunday 2026-11-29, 10:00 in Miami: the day after the test bookings' Saturday.
let clock = new Date('2026-11-29T15:00:00Z');
const REVIEW_LINK = /https:\/\/example\.test(\/es)?\/review#([A-Za-z0-9_-]{43})/;

/** Issue 31 (decision 040): the review link the day after, the post, the profile's list, staff moderation. */
describe('reviews from real bookings', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Record<string, string>;
  let visitor: Record<string, string>;
  let luna = '';
  let rita = '';
  const tokens = new Map<string, string>();

  /** A request made the week before (Friday 2026-11-20), then moved to `status` as staff would. */
  const book = async (changes: object, status: 'confirmed' | 'cancelled' | 'pending', performers = [luna]) => {
    const today = clock;
    clock = new Date('2026-11-20T17:00:00Z');
    const res = await t.app
      .inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { origin: TEST_ORIGIN },
        payload: { ...bookingRequest(performers), ...changes },
      })
      .finally(() => {
        clock = today;
      });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    await t.db
      .update(bookings)
      .set({
        status,
        statusHistory:
          status === 'pending'
            ? []
            : [{ from: 'pending', to: status, by: 'test', at: clock.toISOString() } as StatusChange],
      })
      .where(eq(bookings.id, id));
    return id;
  };
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/reviews', payload });
  const reviewOf = async (bookingId: string) =>
    (await t.db.select().from(reviews).where(eq(reviews.bookingId, bookingId)))[0];
  const moderate = (id: string, payload: object, headers = staff) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${id}`, headers, payload });
  const profileReviews = async (performerId: string) => {
    const res = await t.app.inject({ url: `/api/performers/${performerId}/reviews` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { stars: number; text: string; authorName: string; month: string; locale: string }[];
  };

  let seen: string;
  let spanish: string;
  let cancelled: string;
  let future: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      mail: { smtpUrl: smtp.url },
    });
    const accounts = await signInAccounts(t.app, t.db);
    staff = asUser(accounts.admin);
    visitor = asUser(accounts.nonAdmin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    for (const [name, rating] of [
      ['Luna', 4.9],
      ['Rita', 4.2],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/performers',
        headers: staff,
        payload: { name, hourlyRate: 200, rating },
      });
      expect(res.statusCode, res.body).toBe(201);
      if (name === 'Luna') luna = res.json().id;
      else rita = res.json().id;
    }
    // Saturday 2026-11-28 (the helper's date) took place; one Spanish, one with two performers.
    seen = await book({ clientName: 'maria  gomez', clientEmail: 'maria@example.test' }, 'confirmed', [luna, rita]);
    spanish = await book({ clientName: 'José Pérez', clientEmail: 'jose@example.test', locale: 'es' }, 'confirmed');
    cancelled = await book({ clientEmail: 'cata@example.test' }, 'cancelled');
    future = await book({ clientEmail: 'fut@example.test', eventDate: '2026-12-05' }, 'confirmed');
    await jobsSettled(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('invites each booking that took place once, the day after, with a single-use link in its language', async () => {
    expect(await t.app.reviews.sweep()).toBe(2);
    // Again, and at the same time on another instance: nothing more.
    expect(await Promise.all([t.app.reviews.sweep(), t.app.reviews.sweep()])).toEqual([0, 0]);
    const rows = await rowsOf<{ booking_id: string; n: number }>(
      t.db,
      sql`select booking_id, count(*)::int as n from reviews group by booking_id`,
    );
    expect(rows.map((r) => r.booking_id).sort()).toEqual([seen, spanish].sort());
    expect(rows.every((r) => r.n === 1)).toBe(true);
    for (const id of [cancelled, future]) expect(await reviewOf(id)).toBeUndefined();
    await jobsSettled(t.db);

    for (const [id, email, es] of [
      [seen, 'maria@example.test', false],
      [spanish, 'jose@example.test', true],
    ] as const) {
      const mails = smtp.received.filter(
        (m) => m.envelopeTo.includes(email) && /Booking|Reserva/.test(m.subject ?? ''),
      );
      const mail = mails.find((m) => REVIEW_LINK.test(m.text ?? ''));
      expect(mail, email).toBeDefined();
      const ref = bookingReference(id);
      expect(mail?.subject).toBe(es ? `¿Qué tal su evento? Reserva ${ref}` : `How was your event? Booking ${ref}`);
      // Neutral on a lock screen: no performer's name in the subject.
      expect(mail?.subject).not.toMatch(/Luna|Rita/);
      const [, base, token] = REVIEW_LINK.exec(mail?.text ?? '') ?? [];
      expect(base ?? '').toBe(es ? '/es' : '');
      expect(mail?.html).toContain(`/review#${token}`);
      tokens.set(id, token ?? '');
      const row = await reviewOf(id);
      expect(row?.state).toBe('invited');
      // Only the token's hash is kept, and the link lasts 30 days.
      expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.tokenHash).not.toBe(token);
      expect(row?.expiresAt.toISOString()).toBe('2026-12-29T15:00:00.000Z');
    }
    // Staff read the e-mail without the link's token.
    const messages = await t.app.inject({ url: `/api/admin/messages?bookingId=${seen}`, headers: staff });
    const invitation = (messages.json() as { kind: string; text: string }[]).find(
      (m) => m.kind === 'review-invitation',
    );
    expect(invitation?.text).toContain('/review#(hidden)');
    expect(invitation?.text).not.toContain(tokens.get(seen));
  });

  it('refuses bad stars, empty or hidden-character text and a malformed token with 400, storing nothing', async () => {
    const token = tokens.get(seen) ?? '';
    for (const payload of [
      { token, stars: 0, text: 'Great' },
      { token, stars: 6, text: 'Great' },
      { token, stars: 4.5, text: 'Great' },
      { token, stars: '5', text: 'Great' },
      { token, stars: 5, text: '   ' },
      { token, stars: 5, text: 'x'.repeat(2001) },
      { token, stars: 5, text: 'Great\u0007' },
      { token, stars: 5, text: 'Great \u202Eevil' },
      { token: 'short', stars: 5, text: 'Great' },
    ]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await reviewOf(seen))?.state).toBe('invited');
  });

  it('takes a review once: stored as submitted, signed with a first name and initial; again is 410', async () => {
    const token = tokens.get(seen) ?? '';
    const res = await post({ token, stars: 5, text: '  Luna and Rita were wonderful.\nThank you!  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await reviewOf(seen);
    expect(row).toMatchObject({
      state: 'submitted',
      stars: 5,
      text: 'Luna and Rita were wonderful.\nThank you!',
      authorName: 'Maria G.',
      locale: 'en',
      tokenHash: null,
    });
    const again = await post({ token, stars: 1, text: 'Changed my mind' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: 'This link has been used or has expired', code: 'LINK_GONE' });
    const unknown = await post({ token: 'A'.repeat(43), stars: 4, text: 'Who am I?' });
    expect(unknown.statusCode).toBe(410);
    expect((await reviewOf(seen))?.stars).toBe(5);
  });

  it('refuses an expired link with 410', async () => {
    const token = tokens.get(spanish) ?? '';
    const saved = clock;
    clock = new Date('2026-12-29T15:00:01Z');
    try {
      const res = await post({ token, stars: 4, text: 'Tarde' });
      expect(res.statusCode).toBe(410);
    } finally {
      clock = saved;
    }
    const res = await post({ token, stars: 4, text: 'Muy bien, gracias.', locale: 'es' });
    expect(res.statusCode).toBe(201);
    expect(await reviewOf(spanish)).toMatchObject({ authorName: 'José P.', locale: 'es' });
  });

  it('shows nothing on the profile until staff publish; a hide needs a reason; both are audited', async () => {
    expect(await profileReviews(luna)).toEqual([]);
    const listed = await t.app.inject({ url: '/api/admin/reviews?state=submitted', headers: staff });
    expect(listed.statusCode).toBe(200);
    const list = listed.json() as {
      id: string;
      bookingId: string;
      bookingReference: string;
      performerNames: string[];
    }[];
    expect(list.map((r) => r.bookingId).sort()).toEqual([seen, spanish].sort());
    const mine = list.find((r) => r.bookingId === seen);
    expect(mine).toMatchObject({ bookingReference: bookingReference(seen), performerNames: ['Luna', 'Rita'] });
    const other = list.find((r) => r.bookingId === spanish);

    const noReason = await moderate(other?.id ?? '', { published: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'reason' }] });
    const hidden = await moderate(other?.id ?? '', { published: false, reason: 'Names the client’s address' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      state: 'hidden',
      moderatedBy: 'admin@example.test',
      moderationReason: 'Names the client’s address',
    });
    const published = await moderate(mine?.id ?? '', { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published', moderationReason: null });

    // On both performers' profiles, published only, without e-mail or booking id.
    for (const id of [luna, rita])
      expect(await profileReviews(id)).toEqual([
        {
          stars: 5,
          text: 'Luna and Rita were wonderful.\nThank you!',
          authorName: 'Maria G.',
          month: '2026-11',
          locale: 'en',
        },
      ]);
    const audit = await rowsOf<{
      action: string;
      entity_id: string;
      before: { state: string };
      after: { state: string };
    }>(t.db, sql`select action, entity_id, before, after from audit_log where entity_type = 'reviews' order by at`);
    expect(audit.map((a) => [a.action, a.entity_id, a.before.state, a.after.state])).toEqual([
      ['PUT /api/admin/reviews/:id', other?.id, 'submitted', 'hidden'],
      ['PUT /api/admin/reviews/:id', mine?.id, 'submitted', 'published'],
    ]);
    // The invitation not answered yet cannot be published, and an unknown id is 404.
    expect((await moderate('00000000-0000-4000-8000-000000000000', { published: true })).statusCode).toBe(404);
  });

  it('shows the average of her published reviews as her rating once she has one (decision 040)', async () => {
    const luna1 = (await t.app.inject({ url: `/api/performers/${luna}` })).json();
    expect([luna1.rating, luna1.reviewCount]).toEqual([5, 1]);
    const another = await book({ clientEmail: 'three@example.test', eventDate: '2026-11-27' }, 'confirmed');
    clock = new Date(clock.getTime() + 3600_000);
    expect(await t.app.reviews.sweep()).toBe(1);
    await jobsSettled(t.db);
    const mail = smtp.received.find(
      (m) => m.envelopeTo.includes('three@example.test') && REVIEW_LINK.test(m.text ?? ''),
    );
    const token = REVIEW_LINK.exec(mail?.text ?? '')?.[2] ?? '';
    expect((await post({ token, stars: 2, text: 'Late.' })).statusCode).toBe(201);
    const [row] = (await t.app.inject({ url: '/api/admin/reviews', headers: staff }))
      .json()
      .filter((r: { bookingId: string }) => r.bookingId === another);
    expect((await moderate(row.id, { published: true })).statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/performers/${luna}` })).json();
    expect([after.rating, after.reviewCount]).toEqual([3.5, 2]);
    // Rita has one published review: 5; the owner's 4.2 shows only for a performer with none.
    expect((await t.app.inject({ url: `/api/performers/${rita}` })).json().rating).toBe(5);
    // Staff still edit the owner's rating.
    const adminList = (await t.app.inject({ url: '/api/admin/performers', headers: staff })).json() as {
      id: string;
      rating: number;
    }[];
    expect(adminList.find((p) => p.id === luna)?.rating).toBe(4.9);
    // Newest first.
    expect((await profileReviews(luna)).map((r) => r.stars)).toEqual([2, 5]);
  });

  it('refuses the staff calls to anyone without a staff session', async () => {
    for (const headers of [{}, visitor]) {
      const list = await t.app.inject({ url: '/api/admin/reviews', headers });
      expect(list.statusCode).toBe(headers === visitor ? 403 : 401);
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/reviews/00000000-0000-4000-8000-000000000000',
        headers: { origin: TEST_ORIGIN, ...headers },
        payload: { published: true },
      });
      expect(put.statusCode).toBe(headers === visitor ? 403 : 401);
      expect(list.headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject({ url: '/api/performers/not-an-id/reviews' })).statusCode).toBe(404);
  });

  it('signs with a first name and initial however the name was typed', () => {
    expect(signature('maria  gomez')).toBe('Maria G.');
    expect(signature('Ana María de la Cruz')).toBe('Ana C.');
    expect(signature('prince')).toBe('Prince');
    expect(signature('  ')).toBe('A client');
  });
});
