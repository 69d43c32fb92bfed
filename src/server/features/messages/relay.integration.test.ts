import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { loadConfig } from '../../config';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { bookings, messages } from '../../db/schema';

/**
 * Issue 26, item 4: the business's mailer is not a relay. Client-written text is never a link in
 * an e-mail; "find my booking" sends at most one e-mail per booking and per address every 15
 * minutes and three a day; an address gets at most 10 client e-mails a day. Real SMTP server,
 * real job workers, the injected clock.
 */

let clock = new Date('2026-11-20T17:00:00Z');
const minutes = (n: number) => new Date(Date.parse('2026-11-20T17:00:00Z') + n * 60_000);

describe('the mailer is not a relay (issue 26, item 4)', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let rita = '';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => clock,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 2, limit: 2 } },
      mail: {
        smtpUrl: smtp.url,
        from: 'SoFlo Test <bookings@example.test>',
        teamEmails: ['team@example.test'],
        // The product's allowance (CLIENT_EMAILS_PER_DAY unset), not the test default.
        clientEmailsPerDay: loadConfig({}).mail.clientEmailsPerDay,
      },
    });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [rita = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const book = async (over: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        performerIds: [rita],
        clientName: 'Pat Client',
        clientPhone: '305-555-0100',
        eventDate: '2026-11-28',
        eventTime: '20:00',
        eventLocation: '1 Ocean Dr, Miami Beach',
        eventTypeId: 'birthday-party',
        serviceAreaId: 'miami',
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; reference: string };
  };
  const lookup = (email: string, reference: string) =>
    t.app.inject({ method: 'POST', url: '/api/bookings/lookup', payload: { email, reference } });
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));
  const linkMails = (address: string, reference: string) =>
    mailsTo(address).filter((m) => m.subject === `Your booking ${reference}`);

  it('shows names, locations and e-mail addresses a client wrote as text, never as links (HTML and text parts)', async () => {
    const address = 'inert@example.test';
    const location = 'Club at https://refund.example/pay, or www.refund.example, ask pay@refund.example';
    const { id, reference } = await book({
      clientEmail: address,
      eventLocation: location,
      specialRequests: 'x.example',
    });
    await jobsSettled(t.db);
    // A name stored before names refused links (or typed by staff): the e-mail still makes it inert.
    await t.db
      .update(bookings)
      // The greeting uses the first word of the name (issue 31): the address comes first.
      .set({ clientName: 'https://refund.example/now URGENT: your card was charged' })
      .where(eq(bookings.id, id));
    expect((await lookup(address, reference)).statusCode).toBe(202);
    await jobsSettled(t.db);

    const mails = mailsTo(address);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `We received your booking request ${reference}`,
      `Your booking ${reference}`,
    ]);
    // Our own links only: the booking, Cash App, the business's phone, address and site.
    const ours = [
      `https://example.test/booking-confirmation/${id}`,
      'https://cash.app/$TestTag/200',
      'tel:+13055550100',
      'mailto:bookings@example.test',
      'https://example.test',
    ];
    // The booking's link also comes with its "Confirm your e-mail" fragment (decision 037).
    const hrefs = (html: string) =>
      [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)].map((m) => m[1]?.replace(/#confirm-email=[\w-]{43}$/, ''));
    for (const mail of mails) {
      const html = String(mail.html);
      for (const href of hrefs(html)) expect(ours, `${mail.subject}: <a href="${href}">`).toContain(href);
      // mailparser turns the text part's links into <a> the way mail programs do (linkify-it).
      for (const href of hrefs(String(mail.textAsHtml))) {
        expect(
          ours.map((u) => u.replace('$', '%24')),
          `${mail.subject}, text part: ${href}`,
        ).toContain(href?.replace('$', '%24'));
      }
      for (const part of [html, String(mail.text)]) {
        for (const linkable of ['refund.example', 'https://refund', 'www.refund', 'pay@refund']) {
          expect(part, `${mail.subject}: ${linkable}`).not.toContain(linkable);
        }
        // The reader still sees the words, with an invisible joiner after each dot, colon and @.
        expect(part).toContain('www.\u200Drefund.\u200Dexample');
        expect(part).toContain('pay@\u200Drefund.\u200Dexample');
      }
    }
    const link = linkMails(address, reference)[0];
    expect(link?.text).toContain('Hi https:\u200D//refund.\u200Dexample/now,');
  });

  it('sends at most one look-up e-mail per booking and address every 15 minutes, and three a day', async () => {
    clock = minutes(0);
    const address = 'finder@example.test';
    const { reference } = await book({ clientEmail: address });
    const second = await book({ clientEmail: address, eventDate: '2026-11-29' });
    const other = await book({ clientEmail: 'other@example.test' });
    await jobsSettled(t.db);
    // Eleven look-ups at once: one e-mail, and eleven answers alike.
    const answers = await Promise.all(Array.from({ length: 11 }, () => lookup(address, reference)));
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(answers[0]?.body);
    }
    await jobsSettled(t.db);
    expect(linkMails(address, reference)).toHaveLength(1);

    const askAt = async (at: number, email: string, ref: string) => {
      clock = minutes(at);
      expect((await lookup(email, ref)).statusCode).toBe(202);
      await jobsSettled(t.db);
    };
    await askAt(14, address, reference);
    expect(linkMails(address, reference)).toHaveLength(1);
    // The same address's other booking waits as long: the limit is per address too.
    await askAt(14, address, second.reference);
    expect(linkMails(address, second.reference)).toHaveLength(0);
    // Someone else's booking is not held up.
    await askAt(14, 'other@example.test', other.reference);
    expect(linkMails('other@example.test', other.reference)).toHaveLength(1);

    await askAt(15, address, reference);
    expect(linkMails(address, reference)).toHaveLength(2);
    await askAt(31, address, second.reference);
    expect(linkMails(address, second.reference)).toHaveLength(1);
    // Three a day to this address, whichever booking is asked for.
    await askAt(50, address, reference);
    await askAt(70, address, second.reference);
    expect(linkMails(address, reference)).toHaveLength(2);
    expect(linkMails(address, second.reference)).toHaveLength(1);
    // A day after the first, there is room for one again.
    await askAt(24 * 60 + 1, address, reference);
    expect(linkMails(address, reference)).toHaveLength(3);
  });

  it('sends an address at most 10 client e-mails a day, keeping the rest as skipped', async () => {
    expect(loadConfig({}).mail.clientEmailsPerDay).toBe(10);
    expect(loadConfig({ CLIENT_EMAILS_PER_DAY: '25' }).mail.clientEmailsPerDay).toBe(25);
    expect(() => loadConfig({ CLIENT_EMAILS_PER_DAY: '0' })).toThrow(/CLIENT_EMAILS_PER_DAY/);
    clock = minutes(3 * 24 * 60);
    const address = 'victim@example.test';
    const made: string[] = [];
    for (let i = 0; i < 12; i++) made.push((await book({ clientEmail: address, eventDate: '2026-12-05' })).id);
    await jobsSettled(t.db);
    expect(mailsTo(address)).toHaveLength(10);
    const rows = await t.db
      .select({ status: messages.status, lastError: messages.lastError })
      .from(messages)
      .where(and(eq(messages.kind, 'client-received'), sql`${messages.recipient} = ${address}`));
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(10);
    expect(rows.filter((r) => r.status === 'skipped')).toEqual([
      { status: 'skipped', lastError: 'Not sent: 10 e-mails already went to this address in the last 24 hours' },
      { status: 'skipped', lastError: 'Not sent: 10 e-mails already went to this address in the last 24 hours' },
    ]);
    // The team still hears of every booking; another address is not affected.
    expect(
      smtp.received.filter((m) => made.some((id) => m.subject?.includes(id.slice(0, 8).toUpperCase()))),
    ).toHaveLength(22);
    await book({ clientEmail: 'someone-else@example.test', eventDate: '2026-12-05' });
    await jobsSettled(t.db);
    expect(mailsTo('someone-else@example.test')).toHaveLength(1);
    // A day later the address has its allowance back.
    clock = minutes(4 * 24 * 60 + 1);
    await book({ clientEmail: address, eventDate: '2026-12-05' });
    await jobsSettled(t.db);
    expect(mailsTo(address)).toHaveLength(11);
  });
});
