import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer, startWebhookReceiver } from '../../../../test/helpers/mail';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { bookings, messages } from '../../db/schema';

/**
 * Issue 26, items 8, 9, 10, 12 and 7e/7g: money already received is never asked for again, lost or
 * deleted; calendars follow cancellations; the webhook hears of deletions and confirmed overlaps,
 * signed with a timestamp, and never names the booking by its public id.
 */
const clock = new Date('2026-11-20T17:00:00Z');
const SECRET = 'lifecycle-webhook-secret-0123456789';

/** One calendar field, unfolded, from an .ics file. */
function icsField(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(unfolded)?.[1]?.trim();
}

describe('booking lifecycle: payments kept, calendars updated, webhooks complete and signed', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  /** The receiver's own clock: the app's clock plus a drift the replay test sets. */
  let receiverDriftMs = 0;
  let admin: Record<string, string>;
  let rita = '';
  let sol = '';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    hook = await startWebhookReceiver(SECRET, { now: () => clock.getTime() + receiverDriftMs });
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 2, limit: 2 } },
      mail: {
        smtpUrl: smtp.url,
        from: 'SoFlo Test <bookings@example.test>',
        teamEmails: ['team@example.test'],
        webhook: { url: hook.url, secret: SECRET },
      },
    });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [rita = '', sol = ''] = await insertPerformers(t.db, [
      { name: 'Rita Ray', hourlyRate: 200 },
      { name: 'Sol Sun', hourlyRate: 150 },
    ]);
  });
  beforeEach(() => {
    receiverDriftMs = 0;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await hook?.close();
  });

  let day = 0;
  /** A booking on its own day (so no two tests overlap), unless the test gives the date. */
  const book = async (over: Record<string, unknown> = {}) => {
    day += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        performerIds: [rita],
        clientName: 'Pat Client',
        clientEmail: 'pat@example.test',
        clientPhone: '305-555-0100',
        eventDate: `2026-12-${String(day).padStart(2, '0')}`,
        eventTime: '20:00',
        eventDuration: 120,
        eventLocation: '1 Ocean Dr, Miami Beach',
        eventTypeId: 'birthday-party',
        serviceAreaId: 'miami',
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; reference: string };
  };
  const put = (url: string, payload?: object) => t.app.inject({ method: 'PUT', url, headers: admin, payload });
  const mailsFor = (ref: string) => smtp.received.filter((m) => m.subject?.includes(ref));
  const waitForMail = async (ref: string, count: number) => {
    await vi.waitFor(() => expect(mailsFor(ref).length, `e-mails about ${ref}`).toBeGreaterThanOrEqual(count), {
      timeout: 15_000,
      interval: 50,
    });
    return mailsFor(ref);
  };
  const callsFor = (ref: string) => hook.calls.filter((c) => c.body.reference === ref);
  const row = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const invites = (ref: string) =>
    mailsFor(ref).flatMap((m) =>
      m.attachments
        .filter((a) => a.contentType === 'text/calendar')
        .map((a) => ({ subject: m.subject ?? '', ics: a.content.toString('utf8') })),
    );

  it('item 8: a pending booking whose client paid at once is confirmed by Confirm Deposit Received, with no "please pay"', async () => {
    const { id, reference } = await book();
    await waitForMail(reference, 2);
    const res = await put(`/api/admin/bookings/${id}/confirm-deposit`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'depositPaid' });
    const confirmed = (await waitForMail(reference, 3)).find((m) => m.envelopeTo.includes('pat@example.test'));
    await vi.waitFor(
      () =>
        expect(mailsFor(reference).map((m) => m.subject)).toContain(
          `Deposit received: booking ${reference} is confirmed`,
        ),
      { timeout: 15_000, interval: 50 },
    );
    expect(confirmed).toBeDefined();
    await jobsSettled(t.db);
    const kinds = (await t.db.select({ kind: messages.kind }).from(messages).where(eq(messages.bookingId, id))).map(
      (m) => m.kind,
    );
    expect(kinds.sort()).toEqual([
      'client-deposit-confirmed',
      'client-received',
      'team-new-booking',
      'webhook',
      'webhook',
    ]);
    expect(mailsFor(reference).some((m) => m.subject?.startsWith('Please pay'))).toBe(false);
    expect(invites(reference)).toHaveLength(1);
  });

  it('item 9: reopening a paid booking keeps the payment, lands on Deposit Paid, and asks for nothing', async () => {
    const { id, reference } = await book();
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'depositPending' })).statusCode).toBe(200);
    expect((await put(`/api/admin/bookings/${id}/confirm-deposit`)).statusCode).toBe(200);
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'cancelled' })).json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'depositPaid',
    });
    const reopened = await put(`/api/admin/bookings/${id}/status`, { status: 'pending' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'depositPaid', paymentStatus: 'depositPaid' });
    // Nothing asks for the money again, nothing deletes it.
    const ask = await put(`/api/admin/bookings/${id}/status`, { status: 'depositPending' });
    expect(ask.statusCode).toBe(409);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${id}`, headers: admin });
    expect(gone.statusCode).toBe(409);
    expect(await row(id)).toMatchObject({ status: 'depositPaid', paymentStatus: 'depositPaid' });
    // The reopened booking is confirmed again with Confirm Booking.
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'confirmed' })).json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'depositPaid',
    });
    // The team's and six to the client: received, please pay, deposit received, cancelled, open again, confirmed.
    await vi.waitFor(
      () =>
        expect(mailsFor(reference).map((m) => m.subject)).toEqual(
          expect.arrayContaining([`Your booking ${reference} is open again`, `Your booking ${reference} is confirmed`]),
        ),
      { timeout: 15_000, interval: 50 },
    );
    await jobsSettled(t.db);
    expect(mailsFor(reference)).toHaveLength(7);
    expect(mailsFor(reference).filter((m) => m.subject?.startsWith('Please pay'))).toHaveLength(1);
    // Archived, it still shows what was paid.
    expect((await put(`/api/admin/bookings/${id}/archive`)).json()).toMatchObject({
      status: 'archived',
      paymentStatus: 'depositPaid',
    });
  });

  it('item 9: a pending booking that already holds a deposit (as the old reopen left it) is never asked to pay nor deleted', async () => {
    const { id, reference } = await book();
    await waitForMail(reference, 2);
    // The state the old reopen left behind: pending, with the deposit paid.
    await t.db.update(bookings).set({ paymentStatus: 'depositPaid' }).where(eq(bookings.id, id));
    const ask = await put(`/api/admin/bookings/${id}/status`, { status: 'depositPending' });
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ code: 'INVALID_TRANSITION', message: expect.stringMatching(/already paid/) });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${id}`, headers: admin });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/received money cannot be deleted/);
    expect(await row(id)).toMatchObject({ status: 'pending', paymentStatus: 'depositPaid' });
    // Confirm Deposit Received still confirms it; it can then be cancelled and archived.
    expect((await put(`/api/admin/bookings/${id}/confirm-deposit`)).statusCode).toBe(200);
    await jobsSettled(t.db);
    expect(mailsFor(reference).some((m) => m.subject?.startsWith('Please pay'))).toBe(false);
  });

  it('item 10: cancelling removes the event from the calendar (same UID, CANCEL, higher SEQUENCE); re-confirming updates it', async () => {
    const { id, reference } = await book({ eventTime: '21:30', clientName: 'Pat "PJ" Client' });
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'depositPending' })).statusCode).toBe(200);
    expect((await put(`/api/admin/bookings/${id}/confirm-deposit`)).statusCode).toBe(200);
    await waitForMail(reference, 4);
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    await waitForMail(reference, 5);
    await vi.waitFor(() => expect(invites(reference)).toHaveLength(2), { timeout: 15_000, interval: 50 });
    const [added, removed] = [
      invites(reference).find((i) => i.subject.startsWith('Deposit received'))?.ics ?? '',
      invites(reference).find((i) => i.subject.endsWith('is cancelled'))?.ics ?? '',
    ];
    expect(icsField(added, 'METHOD')).toBe('REQUEST');
    expect(icsField(added, 'STATUS')).toBe('CONFIRMED');
    expect(icsField(removed, 'METHOD')).toBe('CANCEL');
    expect(icsField(removed, 'STATUS')).toBe('CANCELLED');
    expect(icsField(removed, 'UID')).toBe(icsField(added, 'UID'));
    expect(icsField(removed, 'DTSTART')).toBe(icsField(added, 'DTSTART'));
    expect(Number(icsField(removed, 'SEQUENCE'))).toBeGreaterThan(Number(icsField(added, 'SEQUENCE')));
    // iTIP: an organizer's address and the client as attendee, a quote in the name kept out of the parameter.
    for (const ics of [added, removed]) {
      expect(icsField(ics, 'ORGANIZER')).toMatch(/^mailto:bookings@example\.test$/i);
      expect(icsField(ics, 'ATTENDEE')).toMatch(/^mailto:pat@example\.test$/i);
      expect(ics.replace(/\r?\n[ \t]/g, '')).toMatch(/^ATTENDEE;[^\r\n]*CN="Pat PJ Client"/m);
    }
    const cancelMail = mailsFor(reference).find((m) => m.subject?.endsWith('is cancelled'));
    expect(cancelMail?.attachments.find((a) => a.contentType === 'text/calendar')?.filename).toBe(
      `booking-${reference}.ics`,
    );

    // Reopened (the deposit kept) and confirmed again: the same event comes back as an update.
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'pending' })).json().status).toBe('depositPaid');
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
    await vi.waitFor(() => expect(invites(reference)).toHaveLength(3), { timeout: 15_000, interval: 50 });
    const updated = invites(reference).find((i) => i.subject === `Your booking ${reference} is confirmed`)?.ics ?? '';
    expect(icsField(updated, 'METHOD')).toBe('REQUEST');
    expect(icsField(updated, 'UID')).toBe(icsField(added, 'UID'));
    expect(Number(icsField(updated, 'SEQUENCE'))).toBeGreaterThan(Number(icsField(removed, 'SEQUENCE')));
  });

  it('item 10: cancelling a booking that was never confirmed sends no calendar file', async () => {
    const { id, reference } = await book();
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'depositPending' })).statusCode).toBe(200);
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const mails = await waitForMail(reference, 4);
    expect(mails.find((m) => m.subject?.endsWith('is cancelled'))?.attachments).toEqual([]);
    expect(invites(reference)).toEqual([]);
  });

  it('item 12: deleting a booking sends booking.deleted to the webhook', async () => {
    const { id, reference } = await book();
    await vi.waitFor(() => expect(callsFor(reference)).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${id}`, headers: admin });
    expect(res.statusCode).toBe(204);
    await vi.waitFor(() => expect(callsFor(reference)).toHaveLength(2), { timeout: 15_000, interval: 50 });
    const deleted = callsFor(reference).find((c) => c.body.event === 'booking.deleted');
    expect(deleted?.signatureValid).toBe(true);
    expect(deleted?.body).toMatchObject({
      event: 'booking.deleted',
      reference,
      status: 'deleted',
      previousStatus: 'pending',
      adminUrl: null,
      eventDate: expect.any(String),
    });
    expect(deleted?.raw).not.toContain(id);
    expect(await row(id)).toBeUndefined();
  });

  it('item 12: a request that overlaps a confirmed booking says so in the team e-mail, the webhook and the panel', async () => {
    const held = await book({ eventDate: '2027-01-09', eventTime: '20:00' });
    expect((await put(`/api/admin/bookings/${held.id}/confirm-deposit`)).statusCode).toBe(200);
    const other = await book({ performerIds: [sol], eventDate: '2027-01-09', eventTime: '20:00' });
    const clash = await book({ performerIds: [rita, sol], eventDate: '2027-01-09', eventTime: '21:00' });

    const team = (await waitForMail(clash.reference, 2)).find((m) => m.envelopeTo.includes('team@example.test'));
    expect(team?.text).toContain(
      `Warning: this request overlaps a confirmed booking: ${held.reference} (Rita Ray, Saturday, January 9, 2027 at 8:00 PM).`,
    );
    // The pending overlap is not a confirmed one: the desk shows it, the e-mail does not shout about it.
    expect(team?.text).not.toContain(other.reference);
    const otherTeam = (await waitForMail(other.reference, 2)).find((m) => m.envelopeTo.includes('team@example.test'));
    expect(otherTeam?.text).not.toContain('Warning');

    await vi.waitFor(() => expect(callsFor(clash.reference)).toHaveLength(1), { timeout: 15_000, interval: 50 });
    expect(callsFor(clash.reference)[0]?.body.overlapsConfirmed).toEqual([
      {
        reference: held.reference,
        performer: 'Rita Ray',
        eventDate: '2027-01-09',
        eventTime: '20:00',
        adminUrl: `https://example.test/admin/bookings?q=${held.reference}`,
      },
    ]);

    const panel = (await t.app.inject({ url: `/api/admin/bookings/${clash.id}`, headers: admin })).json() as {
      conflicts: { reference: string; status: string; eventTime: string | null }[];
    };
    expect(panel.conflicts.map((c) => [c.reference, c.status, c.eventTime]).sort()).toEqual(
      [
        [held.reference, 'confirmed', '20:00'],
        [other.reference, 'pending', '20:00'],
      ].sort(),
    );
  });

  it('7e and 7g: webhooks are signed over a timestamp and the body, refused as replays after 5 minutes, and carry no public id', async () => {
    const { id, reference } = await book();
    await vi.waitFor(() => expect(callsFor(reference)).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const [call] = callsFor(reference);
    expect(call?.signatureValid).toBe(true);
    const signature = String(call?.headers['x-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // Dated by the app's clock.
    expect(signature).toContain(`t=${Math.floor(clock.getTime() / 1000)},`);
    // The reference and the staff link; never the id the client's page is opened with.
    expect(call?.body).not.toHaveProperty('bookingId');
    expect(call?.raw).not.toContain('booking-confirmation');
    // The staff link opens the desk searching for the reference: the id appears nowhere.
    expect(call?.body.adminUrl).toBe(`https://example.test/admin/bookings?q=${reference}`);
    expect(call?.raw).not.toContain(id);

    const replay = () =>
      fetch(hook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body: call?.raw,
      });
    receiverDriftMs = 4 * 60_000;
    expect((await replay()).status).toBe(200);
    receiverDriftMs = 6 * 60_000;
    expect((await replay()).status).toBe(401);
    // A body changed under a valid timestamp fails too.
    receiverDriftMs = 0;
    const forged = await fetch(hook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: call?.raw.replace('"pending"', '"confirmed"'),
    });
    expect(forged.status).toBe(401);
  });
});
