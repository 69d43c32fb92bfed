import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer, startWebhookReceiver } from '../../../../test/helpers/mail';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { messages } from '../../db/schema';
import { insertMessages } from './repository';

/** The injected clock: tests move it; the reminder sweep reads it. */
let clock = new Date('2026-11-20T17:00:00Z');
const SECRET = 'test-webhook-secret-0123456789';

/** One calendar field, unfolded, from an .ics file. */
function icsField(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(unfolded)?.[1]?.trim();
}

describe('messages: e-mail through a real SMTP server, signed webhooks, reminders', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let admin: Record<string, string>;
  let rita = '';
  let sol = '';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    hook = await startWebhookReceiver(SECRET, { now: () => clock.getTime() });
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 2, limit: 2 } },
      mail: {
        smtpUrl: smtp.url,
        from: 'SoFlo Test <bookings@example.test>',
        teamEmails: ['team@example.test', 'owner@example.test'],
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
  /** Moves the clock; signs in again, since a session idles out after 8 hours of the clock. */
  async function setClock(iso: string) {
    clock = new Date(iso);
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
  }
  beforeEach(() => setClock('2026-11-20T17:00:00Z'));
  /** The kinds of e-mail stored for a booking, sorted. */
  const kindsFor = async (bookingId: string) =>
    (await t.db.select({ kind: messages.kind }).from(messages).where(eq(messages.bookingId, bookingId)))
      .map((m) => m.kind)
      .sort();
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await hook?.close();
  });

  const book = async (over: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        performerIds: [rita, sol],
        clientName: 'Pat Client',
        clientEmail: 'pat@example.test',
        clientPhone: '305-555-0100',
        eventDate: '2026-11-28',
        eventTime: '20:00',
        eventDuration: 120,
        eventLocation: '1 Ocean Dr, Miami Beach',
        eventTypeId: 'birthday-party',
        serviceAreaId: 'miami',
        specialRequests: 'Surprise <b>party</b> & cake',
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; reference: string };
  };
  const put = (url: string, payload?: object) => t.app.inject({ method: 'PUT', url, headers: admin, payload });
  const mailsFor = (ref: string) => smtp.received.filter((m) => m.subject?.includes(ref));
  const waitForMail = async (ref: string, count: number) => {
    await expect
      .poll(() => mailsFor(ref).length, { timeout: 15_000, interval: 50, message: `e-mails about ${ref}` })
      .toBeGreaterThanOrEqual(count);
    expect(mailsFor(ref).length, `e-mails about ${ref}`).toBe(count);
    return mailsFor(ref);
  };

  it('tells the team and the client of a new booking, and calls the signed webhook', async () => {
    const { id, reference } = await book();
    expect(reference).toBe(id.slice(0, 8).toUpperCase());
    const mails = await waitForMail(reference, 2);
    // Both over one SMTP session: the sender keeps its connection for the next message.
    expect(smtp.sessions()).toBe(1);
    const team = mails.find((m) => m.envelopeTo.includes('team@example.test'));
    const client = mails.find((m) => m.envelopeTo.includes('pat@example.test'));
    expect(team?.envelopeTo.sort()).toEqual(['owner@example.test', 'team@example.test']);
    expect(client?.envelopeTo).toEqual(['pat@example.test']);
    expect(team?.subject).toBe(`New booking request ${reference}: Pat Client, Saturday, November 28, 2026 at 8:00 PM`);
    for (const part of [
      'Pat Client',
      'pat@example.test',
      '305-555-0100',
      'Saturday, November 28, 2026 at 8:00 PM',
      '2 hours',
      'Rita Ray, Sol Sun',
      'Miami',
      '1 Ocean Dr, Miami Beach',
      'Surprise <b>party</b> & cake',
      '$700.00',
      '$350.00',
      `https://example.test/admin/bookings#booking-${id}`,
    ]) {
      expect(team?.text, part).toContain(part);
    }
    // Client text is escaped in the HTML part: never markup of its own.
    expect(team?.html).toContain('Surprise &lt;b&gt;party&lt;/b&gt; &amp; cake');
    expect(team?.html).not.toContain('<b>party</b>');
    expect(client?.subject).toBe(`We received your booking request ${reference}`);
    expect(client?.text).toContain(`https://example.test/booking-confirmation/${id}`);
    expect(client?.text).toContain('https://cash.app/$TestTag/350');
    expect(client?.text).toContain(`Put ${reference} in the note`);
    expect(client?.text).toContain('$700.00');
    // Issue 31: the text part holds one fact per line, and the pay button is said once.
    expect(client?.text?.split('\n')).toContain(`Reference: ${reference}`);
    expect(client?.text?.split('\n')).toContain('Total: $700.00');
    expect(client?.text).not.toContain(`Reference${reference}`);
    expect(String(client?.html).split('Pay $350.00 with Cash App')).toHaveLength(2);
    expect(client?.text).toContain('Hi Pat,');
    // Every e-mail says it is automatic (RFC 3834), so no out-of-office reply comes back.
    for (const m of [client, team]) expect(m?.headers.get('auto-submitted')).toBe('auto-generated');
    expect(client?.html).toMatch(/prefers-color-scheme: dark/);
    // The footer's contact details are the settings' (test/helpers/app.ts), never invented ones.
    expect(client?.text).toMatch(
      /Call or text \(305\) 555-0100 (tel:\+13055550100 )?or write to bookings@example\.test/,
    );
    expect(client?.from?.value).toEqual([{ name: 'SoFlo Test', address: 'bookings@example.test' }]);
    expect(client?.messageId).toMatch(/@example\.test>$/);

    const calls = await hook.waitFor(1);
    const call = calls.find((c) => c.body.reference === reference);
    expect(call?.signatureValid).toBe(true);
    expect(call?.body).toMatchObject({
      event: 'booking.created',
      reference,
      status: 'pending',
      amounts: { total: '700.00', deposit: '350.00', remaining: '350.00' },
      eventDate: '2026-11-28',
      adminUrl: `https://example.test/admin/bookings?q=${reference}`,
    });
    // The admin sees both e-mails and the call as sent, with the rendered message. A message is
    // marked sent just after the receiver answered, so wait for the delivery jobs to finish.
    await jobsSettled(t.db);
    const list = await t.app.inject({ url: `/api/admin/messages?bookingId=${id}`, headers: admin });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { kind: string; status: string; tries: number; html: string | null }[];
    expect(rows.map((r) => [r.kind, r.status, r.tries]).sort()).toEqual([
      ['client-received', 'sent', 1],
      ['team-new-booking', 'sent', 1],
      ['webhook', 'sent', 1],
    ]);
  });

  it('asks for the deposit, confirms it with a calendar invitation, and tells the client of cancel and reopen', async () => {
    const { id, reference } = await book({ performerIds: [rita], eventDate: '2026-12-05', eventTime: '21:30' });
    await waitForMail(reference, 2);
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'depositPending' })).statusCode).toBe(200);
    const [asked] = (await waitForMail(reference, 3)).filter((m) => m.subject?.startsWith('Please pay the deposit'));
    expect(asked?.envelopeTo).toEqual(['pat@example.test']);
    expect(asked?.text).toContain('https://cash.app/$TestTag/200');
    expect(asked?.text).toContain(`Put ${reference} in the note`);

    expect((await put(`/api/admin/bookings/${id}/confirm-deposit`)).statusCode).toBe(200);
    const confirmed = (await waitForMail(reference, 4)).find((m) => m.subject?.startsWith('Deposit received'));
    const invite = confirmed?.attachments.find((a) => a.contentType === 'text/calendar');
    expect(invite?.filename).toBe(`booking-${reference}.ics`);
    const ics = invite?.content.toString('utf8') ?? '';
    // 9:30 PM in Miami on December 5 is 02:30 UTC on December 6; two hours long.
    expect(icsField(ics, 'DTSTART')).toBe('20261206T023000Z');
    expect(icsField(ics, 'DURATION') ?? icsField(ics, 'DTEND')).toMatch(/^(PT2H|PT120M|20261206T043000Z)$/);
    expect(icsField(ics, 'LOCATION')).toBe('1 Ocean Dr\\, Miami Beach');
    // Issue 31: a neutral title, the usual product id, a reminder two hours before.
    expect(icsField(ics, 'SUMMARY')).toBe(`Private event: booking ${reference}`);
    expect(ics).not.toContain('Rita Ray');
    expect(icsField(ics, 'PRODID')).toBe('-//SoFlo Test//Bookings//EN');
    expect(icsField(ics, 'TRIGGER')).toBe('-PT2H');
    expect(confirmed?.headers.get('auto-submitted')).toBe('auto-generated');
    expect(confirmed?.text).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?\S+$/m);

    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await waitForMail(reference, 5)).some((m) => m.subject === `Your booking ${reference} is cancelled`)).toBe(
      true,
    );
    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'pending' })).statusCode).toBe(200);
    expect((await waitForMail(reference, 6)).some((m) => m.subject === `Your booking ${reference} is open again`)).toBe(
      true,
    );
    // Every move also reached the webhook, signed.
    const moves = (await hook.waitFor(5)).filter((c) => c.body.reference === reference).map((c) => c.body.status);
    expect(moves).toEqual(expect.arrayContaining(['pending', 'depositPending', 'confirmed', 'cancelled']));
  });

  it("writes the client's e-mails and calendar invitation in the language they booked in; the team's stay English", async () => {
    const { id, reference } = await book({ performerIds: [rita], eventDate: '2026-12-12', locale: 'es' });
    const mails = await waitForMail(reference, 2);
    const team = mails.find((m) => m.envelopeTo.includes('team@example.test'));
    const client = mails.find((m) => m.envelopeTo.includes('pat@example.test'));
    expect(team?.subject).toBe(`New booking request ${reference}: Pat Client, Saturday, December 12, 2026 at 8:00 PM`);
    // The plain-text part has one fact per line.
    expect(team?.text?.split('\n')).toContain('Language: Spanish');
    expect(client?.subject).toBe(`Recibimos su solicitud de reserva ${reference}`);
    expect(client?.html).toMatch(/<html[^>]* lang="es"/);
    for (const part of [
      'Hola, Pat:',
      'sábado, 12 de diciembre de 2026 a las 8:00 p.m.',
      '2 horas',
      `Escriba ${reference} en la nota`,
      'Depósito (50\u00a0%)',
      '$200.00',
      `https://example.test/es/booking-confirmation/${id}`,
      'entretenimiento privado en el sur de la Florida',
    ]) {
      expect(client?.text, part).toContain(part);
    }
    expect(client?.text).not.toMatch(/We received|Deposit \(50%\)|View your booking/);

    expect((await put(`/api/admin/bookings/${id}/status`, { status: 'depositPending' })).statusCode).toBe(200);
    expect((await put(`/api/admin/bookings/${id}/confirm-deposit`)).statusCode).toBe(200);
    const confirmed = (await waitForMail(reference, 4)).find((m) => m.subject?.startsWith('Depósito recibido'));
    expect(confirmed?.subject).toBe(`Depósito recibido: la reserva ${reference} está confirmada`);
    const ics = confirmed?.attachments.find((a) => a.contentType === 'text/calendar')?.content.toString('utf8') ?? '';
    expect(icsField(ics, 'DESCRIPTION')).toBe(
      `Reserva ${reference}. https://example.test/es/booking-confirmation/${id}`,
    );
    // The admin shows the client's language on the booking.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: admin })).json() as {
      id: string;
      locale: string;
    }[];
    expect(listed.find((b) => b.id === id)?.locale).toBe('es');
  });

  it('refuses a booking in a language the site does not have, and stores nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: admin })).json().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        performerIds: [rita],
        clientName: 'X',
        clientEmail: 'x@example.test',
        clientPhone: '3055550100',
        eventDate: '2026-12-13',
        eventTime: '20:00',
        eventLocation: 'Here',
        eventTypeId: 'birthday-party',
        serviceAreaId: 'miami',
        locale: 'fr',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid body' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: admin })).json().length).toBe(
      before,
    );
  });

  it('sends one message for one move when three admins race, and none for the moves that lost', async () => {
    const { id, reference } = await book({ eventDate: '2026-12-10' });
    await waitForMail(reference, 2);
    const answers = await Promise.all(
      [1, 2, 3].map(() => put(`/api/admin/bookings/${id}/status`, { status: 'depositPending' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    await waitForMail(reference, 3);
    await jobsSettled(t.db);
    const stored = await t.db.select().from(messages).where(eq(messages.bookingId, id));
    expect(stored.filter((m) => m.kind === 'client-deposit-requested')).toHaveLength(1);
    expect(mailsFor(reference)).toHaveLength(3);
  });

  it('reminds about an unpaid deposit a day after asking, and a confirmed event a day before; never twice', async () => {
    const unpaid = await book({ eventDate: '2026-12-12' });
    const party = await book({ performerIds: [sol], eventDate: '2026-11-23', eventTime: '19:00' });
    const gone = await book({ eventDate: '2026-12-13' });
    await put(`/api/admin/bookings/${unpaid.id}/status`, { status: 'depositPending' });
    await put(`/api/admin/bookings/${gone.id}/status`, { status: 'depositPending' });
    await put(`/api/admin/bookings/${party.id}/status`, { status: 'depositPending' });
    await put(`/api/admin/bookings/${party.id}/confirm-deposit`);
    await waitForMail(unpaid.reference, 3);
    await waitForMail(party.reference, 4);
    const reminders = async (id: string) => (await kindsFor(id)).filter((k) => k.includes('reminder'));

    await setClock('2026-11-21T16:00:00Z'); // 23 hours after asking
    await t.app.messaging.sweepReminders();
    expect(await reminders(unpaid.id)).toEqual([]);
    // The reason for this one goes away before it is due.
    expect((await put(`/api/admin/bookings/${gone.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    await setClock('2026-11-21T17:30:00Z');
    await t.app.messaging.sweepReminders();
    await t.app.messaging.sweepReminders();
    expect(await reminders(unpaid.id)).toEqual(['client-deposit-reminder']);
    expect(await reminders(gone.id)).toEqual([]);
    const reminder = (await waitForMail(unpaid.reference, 4)).find((m) => m.subject?.startsWith('Reminder'));
    expect(reminder?.envelopeTo).toEqual(['pat@example.test']);
    expect(reminder?.text).toContain(`Put ${unpaid.reference} in the note`);

    // The party starts at 7 PM on November 23 in Miami (00:00 UTC on the 24th).
    await setClock('2026-11-22T23:30:00Z');
    await t.app.messaging.sweepReminders();
    expect(await reminders(party.id)).toEqual([]);
    await setClock('2026-11-23T00:30:00Z');
    await t.app.messaging.sweepReminders();
    await t.app.messaging.sweepReminders();
    expect(await reminders(party.id)).toEqual(['client-event-reminder', 'team-event-reminder']);
    const tomorrow = (await waitForMail(party.reference, 6)).filter((m) => m.subject?.startsWith('Tomorrow'));
    expect(tomorrow.flatMap((m) => m.envelopeTo).sort()).toEqual([
      'owner@example.test',
      'pat@example.test',
      'team@example.test',
    ]);
    // After the event starts there is nothing more to remind of.
    await setClock('2026-11-24T01:00:00Z');
    await t.app.messaging.sweepReminders();
    expect(await reminders(party.id)).toHaveLength(2);
  });

  it('skips a queued reminder whose booking moved on before it was delivered', async () => {
    const b = await book({ eventDate: '2026-12-14' });
    await put(`/api/admin/bookings/${b.id}/status`, { status: 'depositPending' });
    await waitForMail(b.reference, 3);
    const reminderRow = async () =>
      (await t.db.select().from(messages).where(eq(messages.bookingId, b.id))).find(
        (m) => m.kind === 'client-deposit-reminder',
      );
    // The mail server refuses the first try; the booking is cancelled before the retry.
    smtp.setRefusing(true);
    try {
      await setClock('2026-11-21T18:00:00Z');
      await t.app.messaging.sweepReminders();
      await expect.poll(async () => (await reminderRow())?.lastError, { timeout: 15_000, interval: 50 }).toMatch(/450/);
      expect((await put(`/api/admin/bookings/${b.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    } finally {
      smtp.setRefusing(false);
    }
    await vi.waitFor(
      async () => {
        const reminder = await reminderRow();
        expect(reminder?.status, JSON.stringify({ ...reminder, html: null, text: null })).toBe('skipped');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(mailsFor(b.reference).some((m) => m.subject?.startsWith('Reminder'))).toBe(false);
  });

  it('keeps a client name with line breaks out of the headers, and sends only to the client', async () => {
    // Refused at the door since issue 26 (7b): no control characters in a name, so nothing is sent.
    const before = (await t.db.select().from(messages)).length;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { performerIds: [rita], clientName: 'Eve\r\nBcc: evil@example.test', clientEmail: 'eve@example.test' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toContainEqual({
      path: 'clientName',
      message: 'This text holds invisible control or text-direction characters. Please type it again.',
    });
    await jobsSettled(t.db);
    expect((await t.db.select().from(messages)).length).toBe(before);
    expect(smtp.received.flatMap((m) => m.envelopeTo)).not.toContain('evil@example.test');
  });

  it('refuses a client e-mail that is not a plain address with the spec message, storing nothing', async () => {
    const before = (await t.db.select().from(messages)).length;
    for (const bad of [
      'a@b.c?cc=x@evil.example',
      'pat@example.test\r\nBcc: evil@example.test',
      'Pat <pat@example.test>',
      'pat@example.test,evil@example.test',
      'pat@example.test;evil@example.test',
      '"pat"@example.test',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          performerIds: [rita],
          clientName: 'Pat',
          clientEmail: bad,
          clientPhone: '305-555-0100',
          eventDate: '2026-11-28',
          eventTime: '20:00',
          eventLocation: 'Miami',
          eventTypeId: 'birthday-party',
          serviceAreaId: 'miami',
        },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'clientEmail', message: 'Please enter a valid email address' });
    }
    expect((await t.db.select().from(messages)).length).toBe(before);
  });

  it('finds a booking by e-mail and reference, answering alike whether or not it matches', async () => {
    const { id, reference } = await book({ clientEmail: 'Finder@Example.test', eventDate: '2026-12-20' });
    await waitForMail(reference, 2);
    const ask = (email: string, ref: string) =>
      t.app.inject({ method: 'POST', url: '/api/bookings/lookup', payload: { email, reference: ref } });
    const matched = await ask('finder@example.test', ` #${reference.toLowerCase()} `);
    const unknown = await ask('finder@example.test', 'ABCDEF12');
    const wrongEmail = await ask('someone@example.test', reference);
    for (const res of [matched, unknown, wrongEmail]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(matched.body);
    }
    const [link] = (await waitForMail(reference, 3)).filter((m) => m.subject === `Your booking ${reference}`);
    expect(link?.envelopeTo.map((a) => a.toLowerCase())).toEqual(['finder@example.test']);
    expect(link?.text).toContain(`https://example.test/booking-confirmation/${id}`);
    expect(link?.text).toContain('If you did not ask for this, you can ignore this e-mail.');
    expect(link?.headers.get('auto-submitted')).toBe('auto-generated');
    await jobsSettled(t.db);
    expect(mailsFor(reference)).toHaveLength(3);
    const bad = await ask('not-an-address', 'XYZ');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['email', 'reference']);
  });

  it('keeps admin message calls for admins, and retries only failed messages', async () => {
    expect((await t.app.inject('/api/admin/messages')).statusCode).toBe(401);
    const retryAnon = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/00000000-0000-4000-8000-000000000000/retry',
    });
    expect([401, 403]).toContain(retryAnon.statusCode);
    const [sent] = (await t.app.inject({ url: '/api/admin/messages?status=sent&limit=1', headers: admin })).json();
    const notFailed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${sent.id}/retry`,
      headers: admin,
    });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toMatchObject({ code: 'NOT_FAILED', message: expect.any(String) });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/00000000-0000-4000-8000-000000000000/retry',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/messages?status=bogus', headers: admin })).statusCode).toBe(400);
  });
});

describe('find my booking is limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, bookingRateLimit: { max: 3, windowMinutes: 60 } });
  });
  afterAll(() => t?.close());

  it('answers 429 in the error shape past the limit for one address; other addresses go on', async () => {
    const ask = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/lookup',
        payload: { email: 'someone@example.test', reference: 'ABCDEF12' },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await ask('203.0.113.9')).statusCode).toBe(202);
    const over = await ask('203.0.113.9');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many look-ups/) });
    expect((await ask('198.51.100.4')).statusCode).toBe(202);
  });
});

describe('the outbox keeps one message per cause and channel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t?.close());

  it('stores the same idempotency key once on each channel, and a webhook call without a subject', async () => {
    const draft = {
      idempotencyKey: 'same-cause:1',
      kind: 'webhook',
      recipient: 'https://hooks.example.test/in',
      text: '{}',
      status: 'logged' as const,
    };
    const email = { ...draft, channel: 'email' as const, subject: 'About the same cause' };
    const webhook = { ...draft, channel: 'webhook' as const, subject: null };
    expect(await insertMessages(t.db, [email])).toHaveLength(1);
    expect(await insertMessages(t.db, [webhook])).toHaveLength(1);
    // Queued again on either channel: nothing more is stored.
    expect(await insertMessages(t.db, [email, webhook])).toEqual([]);
    const stored = await t.db
      .select({ channel: messages.channel, subject: messages.subject })
      .from(messages)
      .where(eq(messages.idempotencyKey, 'same-cause:1'));
    expect(stored.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'email', subject: 'About the same cause' },
      { channel: 'webhook', subject: null },
    ]);
  });
});
