import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { performerSession } from '../../../../test/helpers/portal';
import { insertNamedRefs } from '../../db/factories';
import { auditLog, offers } from '../../db/schema';
import { upsertAccount } from '../portal/repository';

let clock = new Date('2026-11-25T15:00:00Z');
const MINUTE = 60_000;

/**
 * Decision 033: a booking makes an offer to each booked performer with a portal account, in its
 * own transaction; she answers before a deadline on the app's clock; the desk sees the answers.
 */
describe('offers to performers', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Record<string, string>;
  const ids: Record<'luna' | 'mia' | 'noa', string> = { luna: '', mia: '', noa: '' };
  const sessions: Record<'luna' | 'mia', Record<string, string>> = { luna: {}, mia: {} };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object = {}, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const portalSession = (performerId: string) => performerSession(t.app, t.db, performerId, clock);
  const book = async (performerIds: string[], changes: object = {}) => {
    const res = await call(
      'POST',
      '/api/bookings',
      { origin: TEST_ORIGIN },
      { ...bookingRequest(performerIds), ...changes },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const offersOf = (bookingId: string) => t.db.select().from(offers).where(eq(offers.bookingId, bookingId));
  const myOffer = async (who: 'luna' | 'mia', bookingId: string) => {
    const list = (await call('GET', '/api/portal/offers', sessions[who])).json();
    return list.find((o: { bookingId: string }) => o.bookingId === bookingId);
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 2, limit: 2 } },
      mail: { smtpUrl: smtp.url },
      // The built pages too: the client's confirmation page names who accepted.
      ssr: 'built',
    });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const performer = async (name: string, extra: object) => {
      const res = await call('POST', '/api/admin/performers', staff, { name, hourlyRate: 200, ...extra });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    ids.luna = await performer('Luna Offer', { email: 'luna@example.test', language: 'es' });
    ids.mia = await performer('Mia Offer', { email: 'mia@example.test', commissionPercent: 10 });
    ids.noa = await performer('Noa Offer', { email: 'noa@example.test' });
    // Luna and Mia joined the portal; Noa did not (staff phone her, as before).
    await upsertAccount(t.db, ids.luna, 'Lu', clock);
    await upsertAccount(t.db, ids.mia, null, clock);
    sessions.luna = await portalSession(ids.luna);
    sessions.mia = await portalSession(ids.mia);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('offers the booking to each performer with an account, at her share, due in 120 minutes', async () => {
    const bookingId = await book([ids.luna, ids.mia, ids.noa]);
    const rows = await offersOf(bookingId);
    expect(rows.map((r) => [r.performerId, r.state, r.shareAmount, r.commissionPercent]).sort()).toEqual(
      [
        [ids.luna, 'sent', '300.00', 25],
        [ids.mia, 'sent', '360.00', 10],
      ].sort(),
    );
    expect(rows.every((r) => r.expiresAt.getTime() === clock.getTime() + 120 * MINUTE)).toBe(true);

    // Her e-mail, in her language: the event, her share, the deadline; never the client or the address.
    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.find(
          (m) => m.envelopeTo.includes('luna@example.test') && /oferta/i.test(m.subject ?? ''),
        );
        expect(found).toBeDefined();
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(mail?.subject).toBe('Nueva oferta de reserva: sábado, 28 de noviembre de 2026 a las 8:00 p.m.');
    expect(mail?.text).toContain('Tu parte');
    expect(mail?.text).toContain('300');
    expect(mail?.text).not.toContain('Pat Client');
    expect(mail?.text).not.toContain('Ocean Dr');
    await jobsSettled(t.db);
    expect(smtp.received.some((m) => m.envelopeTo.includes('noa@example.test'))).toBe(false);

    const seen = await myOffer('luna', bookingId);
    expect(seen).toMatchObject({
      state: 'sent',
      shareAmount: '300.00',
      serviceArea: 'Miami',
      eventType: 'Birthday Party',
    });
    const body = JSON.stringify((await call('GET', '/api/portal/offers', sessions.luna)).json());
    expect(body).not.toContain('Pat Client');
    expect(body).not.toContain('pat@example.test');
    expect(body).not.toContain('Ocean Dr');
    expect(body).not.toContain(ids.mia);
  });

  it('takes her answer once: accept, then any second answer is 409; another performer gets 404', async () => {
    const bookingId = await book([ids.luna, ids.mia]);
    const luna = await myOffer('luna', bookingId);
    expect((await call('POST', `/api/portal/offers/${luna.id}/accept`, sessions.mia)).statusCode).toBe(404);
    expect((await call('GET', `/api/portal/offers`, staff)).statusCode).toBe(403);
    const accepted = await call('POST', `/api/portal/offers/${luna.id}/accept`, sessions.luna);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'accepted', answeredAt: clock.toISOString() });
    for (const answer of ['accept', 'decline']) {
      const again = await call('POST', `/api/portal/offers/${luna.id}/${answer}`, sessions.luna, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'OFFER_CLOSED', message: 'This offer was already answered.' });
    }
    const mia = await myOffer('mia', bookingId);
    const declined = await call('POST', `/api/portal/offers/${mia.id}/decline`, sessions.mia, {
      reason: 'Out of town that weekend',
    });
    expect(declined.statusCode).toBe(200);

    // The desk: each performer's answer on the booking, and the booking in Needs action.
    const desk = (await call('GET', `/api/admin/bookings/${bookingId}`, staff)).json();
    expect(
      desk.offers
        .map((o: { performerId: string; state: string; reason: string | null }) => [o.performerId, o.state, o.reason])
        .sort(),
    ).toEqual(
      [
        [ids.luna, 'accepted', null],
        [ids.mia, 'declined', 'Out of town that weekend'],
      ].sort(),
    );
    const needsAction = (await call('GET', '/api/admin/bookings?view=needs-action', staff)).json();
    expect(needsAction.map((b: { id: string }) => b.id)).toContain(bookingId);
    // The client's page names who accepted, in their language; never who declined.
    const confirmation = (await call('GET', `/api/bookings/${bookingId}`)).json();
    expect(confirmation.confirmedPerformers).toEqual(['Luna Offer']);
    const page = (await call('GET', `/es/booking-confirmation/${bookingId}`)).body;
    expect(page).toContain('Luna Offer confirmó');
    expect(page).not.toContain('Mia Offer confirm');
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, luna.id));
    expect(audited.map((r) => [r.action, r.actorEmail])).toEqual([
      ['POST /api/portal/offers/:id/accept', `performer:${ids.luna}`],
    ]);
  });

  it('gives one winner when she answers twice at once', async () => {
    const bookingId = await book([ids.luna]);
    const { id } = await myOffer('luna', bookingId);
    const answers = await Promise.all([
      call('POST', `/api/portal/offers/${id}/accept`, sessions.luna),
      call('POST', `/api/portal/offers/${id}/decline`, sessions.luna, {}),
      call('POST', `/api/portal/offers/${id}/accept`, sessions.luna),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('expires an unanswered offer at its deadline on the app clock; a late answer is 409', async () => {
    const bookingId = await book([ids.mia]);
    const { id } = await myOffer('mia', bookingId);
    clock = new Date(clock.getTime() + 119 * MINUTE);
    expect(await t.app.offers.expire()).toBe(0);
    clock = new Date(clock.getTime() + MINUTE);
    const late = await call('POST', `/api/portal/offers/${id}/accept`, sessions.mia);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The time to answer this offer is over.');
    // Every offer due by now expires in one sweep (the first tests' unanswered ones too).
    expect(await t.app.offers.expire()).toBeGreaterThanOrEqual(1);
    expect((await myOffer('mia', bookingId)).state).toBe('expired');
    expect(await t.app.offers.expire()).toBe(0);
    const needsAction = (await call('GET', '/api/admin/bookings?view=needs-action', staff)).json();
    expect(needsAction.map((b: { id: string }) => b.id)).toContain(bookingId);
  });

  it('is due 2 hours before the event at the latest', async () => {
    // The clock reads 17:00 UTC (noon in Miami); the event is at 15:00 in Miami, 20:00 UTC.
    expect(clock.toISOString()).toBe('2026-11-25T17:00:00.000Z');
    const bookingId = await book([ids.luna], { eventDate: '2026-11-25', eventTime: '15:00' });
    const [offer] = await offersOf(bookingId);
    expect(offer?.expiresAt.toISOString()).toBe('2026-11-25T18:00:00.000Z');
  });

  it('lists her bookings and tells her the address, the first name and the phone only when she may know them', async () => {
    const bookingId = await book([ids.luna], {
      eventDate: '2026-12-12',
      eventTime: '20:00',
      clientName: 'Pat Client',
      clientPhone: '305-555-0199',
      eventLocation: '9 Secret Ln, Miami',
    });
    const booked = async () =>
      (await call('GET', '/api/portal/bookings', sessions.luna)).json().find((b: { id: string }) => b.id === bookingId);
    // Offered but not accepted yet: not hers.
    expect(await booked()).toBeUndefined();
    const { id } = await myOffer('luna', bookingId);
    await call('POST', `/api/portal/offers/${id}/accept`, sessions.luna);
    expect(await booked()).toMatchObject({
      shareAmount: '300.00',
      address: null,
      clientFirstName: null,
      clientPhone: null,
    });
    expect(JSON.stringify(await booked())).not.toContain('Secret');

    await call('PUT', `/api/admin/bookings/${bookingId}/status`, staff, { status: 'depositPending' });
    const paid = await call('PUT', `/api/admin/bookings/${bookingId}/confirm-deposit`, staff);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await booked()).toMatchObject({ address: '9 Secret Ln, Miami', clientFirstName: 'Pat', clientPhone: null });

    // 20:00 in Miami on 12 December is 01:00 UTC on the 13th: the phone from 23:00 UTC to 05:00 UTC.
    clock = new Date('2026-12-12T22:59:00Z');
    expect((await booked()).clientPhone).toBeNull();
    clock = new Date('2026-12-12T23:00:00Z');
    expect((await booked()).clientPhone).toBe('305-555-0199');
    clock = new Date('2026-12-13T05:01:00Z');
    expect((await booked()).clientPhone).toBeNull();
    // Mia is not on it: she never sees it.
    const mias = (await call('GET', '/api/portal/bookings', sessions.mia)).json();
    expect(mias.map((b: { id: string }) => b.id)).not.toContain(bookingId);
  });
});
