import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { performerSession } from '../../../../test/helpers/portal';
import { currentPartyRules } from '../../../shared/party-rules';
import { insertNamedRefs } from '../../db/factories';
import { bookings, type StatusChange } from '../../db/schema';
import { upsertAccount } from '../portal/repository';

// Friday 2026-11-20, 12:00 in Miami.
let clock = new Date('2026-11-20T17:00:00Z');
const CONFIRM_LINK =
  /https:\/\/example\.test(\/es)?\/booking-confirmation\/[0-9a-f-]{36}#confirm-email=([A-Za-z0-9_-]{43})/;

/**
 * Issue 30 (decision 037): the party rules a booking accepted, the "Confirm your e-mail" link of
 * the client's first message, and the signals the desk and the performers read of who booked.
 */
describe('party rules and client signals', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Record<string, string>;
  let luna = '';

  const book = async (changes: object = {}) => {
    // Each request a minute after the last: "earlier" bookings are earlier.
    clock = new Date(clock.getTime() + 60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: TEST_ORIGIN },
      payload: { ...bookingRequest([luna]), ...changes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const adminBooking = async (id: string) => {
    const res = await t.app.inject({ url: `/api/admin/bookings/${id}`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const mailTo = (address: string, subject: RegExp) =>
    smtp.received.find((m) => m.envelopeTo.includes(address) && subject.test(m.subject ?? ''));
  const confirm = (token: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/bookings/confirm-email', payload: { token } });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      mail: { smtpUrl: smtp.url, teamEmails: ['team@example.test'] },
    });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers',
      headers: staff,
      payload: { name: 'Luna', hourlyRate: 200, email: 'luna@example.test' },
    });
    luna = res.json().id;
    await upsertAccount(t.db, luna, null, clock);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('stores the rules the client accepted, with the time; a request without them is stored and says so', async () => {
    const accepted = await book({ acceptRules: true, clientEmail: 'ana@example.test' });
    const acceptedAt = clock.toISOString();
    const without = await book({ clientEmail: 'beto@example.test' });
    const refused = await book({ acceptRules: false, clientEmail: 'cata@example.test' });
    expect(await adminBooking(accepted)).toMatchObject({ rulesVersion: 1, rulesAcceptedAt: acceptedAt });
    for (const id of [without, refused])
      expect(await adminBooking(id)).toMatchObject({ rulesVersion: null, rulesAcceptedAt: null });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...bookingRequest([luna]), acceptRules: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'acceptRules' }] });

    await jobsSettled(t.db);
    // The team reads whether they were accepted; the client's e-mail repeats them.
    const team = (address: string) =>
      smtp.received.find((m) => m.envelopeTo.includes('team@example.test') && m.text?.includes(address));
    expect(team('ana@example.test')?.text).toMatch(/Party rules:?\s*Accepted \(version 1\)/);
    expect(team('beto@example.test')?.text).toMatch(/Party rules:?\s*Not accepted/);
    const toAna = mailTo('ana@example.test', /We received/);
    for (const rule of currentPartyRules('en')) expect(toAna?.text).toContain(rule);
  });

  it('puts a "Confirm your e-mail" link in the first message, in the client’s language; one click confirms', async () => {
    const id = await book({ acceptRules: true, locale: 'es', clientEmail: 'dora@example.test' });
    await jobsSettled(t.db);
    const mail = mailTo('dora@example.test', /Recibimos/);
    expect(mail, smtp.received.map((m) => m.subject).join(' | ')).toBeDefined();
    for (const rule of currentPartyRules('es')) expect(mail?.text).toContain(rule);
    expect(mail?.text).toContain('Reglas de la fiesta');
    const [, es, token] = CONFIRM_LINK.exec(String(mail?.html)) ?? [];
    expect(es).toBe('/es');
    expect((await adminBooking(id)).signals.emailConfirmed).toBe(false);

    // Staff read the e-mail on the Messages page without the token: only the client confirms.
    const listed = await t.app.inject({ url: `/api/admin/messages?bookingId=${id}`, headers: staff });
    const received = listed.json().find((m: { kind: string }) => m.kind === 'client-received');
    expect(received.html).toContain(`/es/booking-confirmation/${id}#confirm-email=(hidden)`);
    expect(JSON.stringify(received)).not.toContain(token);

    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ locale: 'es' });
    expect((await adminBooking(id)).signals.emailConfirmed).toBe(true);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.emailConfirmHash).toBeNull();
    expect(row?.emailConfirmedAt?.toISOString()).toBe(clock.toISOString());
    // Confirming changes nothing else: the request is as it was.
    expect(row?.status).toBe('pending');

    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: 'This link was already used or does not work.', code: 'LINK_USED' });
    expect((await confirm('x'.repeat(43))).statusCode).toBe(410);
    for (const bad of [undefined, '', 'short', `${token}x`, 42]) {
      const res = await confirm(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });

  it('computes the signals: first booking, late start, large party, short notice; returning by e-mail or phone', async () => {
    const first = await book({
      clientEmail: 'eva@example.test',
      clientPhone: '(305) 555-0177',
      eventDate: '2026-11-20',
      eventTime: '23:30',
      estimatedGuests: 45,
    });
    expect((await adminBooking(first)).signals).toEqual({
      emailConfirmed: false,
      returningClient: false,
      completedBefore: 0,
      markers: ['first-booking', 'late-start', 'large-party', 'short-notice'],
    });
    // Eva's first booking took place (confirmed, event past); she books again, the phone typed another way.
    await t.db
      .update(bookings)
      .set({
        status: 'confirmed',
        eventDate: '2026-11-10',
        statusHistory: [{ from: 'pending', to: 'confirmed', by: 'test', at: clock.toISOString() } as StatusChange],
      })
      .where(eq(bookings.id, first));
    const again = await book({ clientEmail: 'eva.other@example.test', clientPhone: '+1 305 555 0177' });
    expect((await adminBooking(again)).signals).toEqual({
      emailConfirmed: false,
      returningClient: true,
      completedBefore: 1,
      markers: [],
    });
    // A booking that did not take place makes nobody a returning client, but it is not a first booking either.
    const cancelled = await book({ clientEmail: 'fer@example.test', clientPhone: '305 555 0111' });
    await t.db.update(bookings).set({ status: 'cancelled', eventDate: '2026-11-10' }).where(eq(bookings.id, cancelled));
    const fer = await book({ clientEmail: 'FER@example.test', clientPhone: '305 555 0122' });
    expect((await adminBooking(fer)).signals).toMatchObject({
      returningClient: false,
      completedBefore: 0,
      markers: [],
    });
  });

  it('shows the performer the rules and signals with each offer and booking, never to the client', async () => {
    const id = await book({
      acceptRules: true,
      clientEmail: 'gus@example.test',
      clientPhone: '786-555-0199',
      estimatedGuests: 31,
    });
    const session = await performerSession(t.app, t.db, luna, clock);
    const offer = (await t.app.inject({ url: '/api/portal/offers', headers: session }))
      .json()
      .find((o: { bookingId: string }) => o.bookingId === id);
    expect(offer).toMatchObject({
      rulesVersion: 1,
      rulesAcceptedAt: clock.toISOString(),
      signals: { emailConfirmed: false, returningClient: false, markers: ['first-booking', 'large-party'] },
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/portal/offers/${offer.id}/accept`,
      headers: session,
    });
    expect(accepted.statusCode).toBe(200);
    const booking = (await t.app.inject({ url: '/api/portal/bookings', headers: session }))
      .json()
      .find((b: { id: string }) => b.id === id);
    expect(booking).toMatchObject({
      rulesVersion: 1,
      signals: { markers: ['first-booking', 'large-party'] },
      clientRating: null,
    });

    const publicRead = (await t.app.inject({ url: `/api/bookings/${id}` })).json();
    for (const key of ['signals', 'rulesVersion', 'emailConfirmHash', 'doNotBookMatch'])
      expect(publicRead).not.toHaveProperty(key);
  });
});
