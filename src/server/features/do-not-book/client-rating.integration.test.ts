import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { performerSession } from '../../../../test/helpers/portal';
import { insertNamedRefs } from '../../db/factories';
import { auditLog, bookings, clientRatings, doNotBookProposals, offers } from '../../db/schema';
import { ensureAdmin } from '../auth/accounts';
import { upsertAccount } from '../portal/repository';

// Friday 2026-11-20, 12:00 in Miami; the bookings are on Saturday the 28th, 20:00 to 22:00.
let clock = new Date('2026-11-20T17:00:00Z');
const AFTER = new Date('2026-11-29T03:30:00Z');
const OWNER = { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' };
const AGENT = { email: 'agent@example.test', password: 'agent password 123', firstName: 'Andy' };

/**
 * A performer rates the client after a booking (issue 30, decision 037): only hers, only once it
 * took place, once; private. "unsafe" or 2 stars or fewer proposes a do-not-book entry to the
 * owners, who accept (the booking's identifiers go on the list) or dismiss it.
 */
describe('a performer rates the client', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let owner: Record<string, string>;
  let agent: Record<string, string>;
  const ids: Record<'luna' | 'mia', string> = { luna: '', mia: '' };

  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });
    return asUser(String(res.headers['set-cookie']).split(';')[0] ?? '');
  };
  const book = async (changes: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...bookingRequest([ids.luna]), ...changes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  /** Luna accepted her offer and the deposit came in: the booking is hers and confirmed. */
  const confirm = async (id: string) => {
    await t.db.update(offers).set({ state: 'accepted', answeredAt: clock }).where(eq(offers.bookingId, id));
    await t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, id));
  };
  const rate = async (who: 'luna' | 'mia', bookingId: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/bookings/${bookingId}/client-rating`,
      headers: await performerSession(t.app, t.db, ids[who], clock),
      payload: payload as object,
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      mail: { smtpUrl: smtp.url },
    });
    await ensureAdmin(t.db, OWNER);
    await ensureAdmin(t.db, AGENT, { role: 'agent' });
    owner = await signIn(OWNER.email, OWNER.password);
    agent = await signIn(AGENT.email, AGENT.password);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    for (const name of ['luna', 'mia'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/performers',
        headers: owner,
        payload: { name: name === 'luna' ? 'Luna' : 'Mia', hourlyRate: 200 },
      });
      ids[name] = res.json().id;
      await upsertAccount(t.db, ids[name], null, clock);
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('answers 404 for a booking not hers, 409 before it took place, 400 for bad ratings', async () => {
    const id = await book();
    await confirm(id);
    const cancelled = await book({ clientEmail: 'gone@example.test' });
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled));
    expect((await rate('mia', id, { stars: 5 })).statusCode).toBe(404);
    expect((await rate('luna', 'not-a-booking', { stars: 5 })).statusCode).toBe(404);
    const early = await rate('luna', id, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'You can rate the client once the booking has taken place.',
      code: 'NOT_YET',
    });
    clock = AFTER;
    for (const bad of [
      {},
      { stars: 0 },
      { stars: 6 },
      { stars: 2.5 },
      { stars: 4, tags: ['rude'] },
      { stars: 4, tags: ['unsafe', 'unsafe'] },
      { stars: 4, note: 'x'.repeat(1001) },
    ]) {
      const res = await rate('luna', id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    // A cancelled booking never took place.
    expect((await rate('luna', cancelled, { stars: 1 })).statusCode).toBe(409);
    expect(await t.db.select().from(clientRatings)).toEqual([]);
  });

  it('takes a good rating once, privately, and proposes nothing', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const id = await book({ clientEmail: 'nice@example.test' });
    await confirm(id);
    clock = AFTER;
    const res = await rate('luna', id, { stars: 4, tags: ['touching'], note: 'Mostly fine' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ stars: 4, tags: ['touching'], proposed: false });
    const again = await rate('luna', id, { stars: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_RATED');
    const mine = (
      await t.app.inject({ url: '/api/portal/bookings', headers: await performerSession(t.app, t.db, ids.luna, clock) })
    )
      .json()
      .find((b: { id: string }) => b.id === id);
    expect(mine.clientRating).toEqual({ stars: 4, tags: ['touching'] });
    expect(await t.db.select().from(doNotBookProposals)).toEqual([]);
    // Never on the client's side.
    expect(JSON.stringify((await t.app.inject({ url: `/api/bookings/${id}` })).json())).not.toMatch(/rating|Mostly/i);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'client_ratings'));
    expect(audit).toEqual([expect.objectContaining({ actorEmail: `performer:${ids.luna}`, entityId: id })]);
  });

  it('proposes an entry for "unsafe" or 2 stars or fewer: the owners are e-mailed and decide', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const unsafe = await book({ clientEmail: 'Trouble@Example.test', clientPhone: '(786) 555-0123' });
    const low = await book({ clientEmail: 'low@example.test', clientPhone: '786 555 0124' });
    await confirm(unsafe);
    await confirm(low);
    clock = AFTER;
    const first = await rate('luna', unsafe, { stars: 3, tags: ['unsafe'], note: 'Guests <b>grabbed</b> me' });
    expect(first.json()).toEqual({ stars: 3, tags: ['unsafe'], proposed: true });
    expect((await rate('luna', low, { stars: 2 })).json().proposed).toBe(true);

    await jobsSettled(t.db);
    // Staff sessions ended during the week that passed: sign in again.
    owner = await signIn(OWNER.email, OWNER.password);
    agent = await signIn(AGENT.email, AGENT.password);
    const mails = smtp.received.filter((m) => m.subject?.startsWith('Do-not-book proposal'));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.envelopeTo).toEqual([OWNER.email]);
    expect(mails.map((m) => m.text).join(' ')).toContain('Luna rated the client of booking');

    const agentRead = await t.app.inject({ url: '/api/admin/do-not-book/proposals', headers: agent });
    expect(agentRead.statusCode).toBe(403);
    const proposals = (await t.app.inject({ url: '/api/admin/do-not-book/proposals', headers: owner })).json();
    expect(proposals).toHaveLength(2);
    const mine = proposals.find((p: { bookingId: string }) => p.bookingId === unsafe);
    expect(mine).toMatchObject({
      performerName: 'Luna',
      stars: 3,
      tags: ['unsafe'],
      note: 'Guests <b>grabbed</b> me',
      available: [
        { kind: 'phone', hint: '0123' },
        { kind: 'email', hint: 'uble' },
        { kind: 'address', hint: 'n dr' },
      ],
    });

    const accept = (id: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin/do-not-book/proposals/${id}/accept`, headers: owner, payload });
    expect((await accept(mine.id, { kinds: [], reason: 'x', reviewOn: '2027-11-29' })).statusCode).toBe(400);
    const accepted = await accept(mine.id, {
      kinds: ['phone', 'email'],
      reason: 'Unsafe party',
      reviewOn: '2027-11-29',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().map((e: { kind: string; hint: string }) => [e.kind, e.hint])).toEqual([
      ['phone', '0123'],
      ['email', 'uble'],
    ]);
    const twice = await accept(mine.id, { kinds: ['phone'], reason: 'again', reviewOn: '2027-11-29' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PROPOSAL_DECIDED');
    const other = proposals.find((p: { bookingId: string }) => p.bookingId === low);
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/do-not-book/proposals/${other.id}/dismiss`,
      headers: owner,
    });
    expect(dismissed.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/admin/do-not-book/proposals', headers: owner })).json()).toEqual([]);

    // The accepted client books again, the phone typed another way: flagged at the desk.
    clock = new Date('2026-11-29T15:00:00Z');
    const next = await book({
      clientEmail: 'new.address@example.test',
      clientPhone: '+1 786-555-0123',
      eventDate: '2026-12-05',
    });
    agent = await signIn(AGENT.email, AGENT.password);
    const desk = (await t.app.inject({ url: `/api/admin/bookings/${next}`, headers: agent })).json();
    expect(desk.doNotBookMatch).toMatchObject({ kind: 'phone', reason: 'Unsafe party', hint: '0123' });
  });
});
